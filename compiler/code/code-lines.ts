import type { LineMark } from './code-notations';

const TOKEN = /<span[^>]*>|<\/span>|\n|[^<\n]+/g;

/**
 * Highlighted HTML (text and `<span>`s, as highlight.js writes it) cut into lines: a span open across
 * a line break is closed at the end of the line and opened again on the next, so each line stands alone.
 * The last line is left out when the code ends with a line break.
 */
export function highlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let line = '';
  for (const [token] of html.matchAll(TOKEN)) {
    if (token === '\n') {
      lines.push(line + '</span>'.repeat(open.length));
      line = open.join('');
    } else {
      if (token.startsWith('<span')) open.push(token);
      else if (token === '</span>') open.pop();
      line += token;
    }
  }
  if (line !== open.join('')) lines.push(line);
  return lines;
}

const CLASSES: Record<LineMark, string> = { highlight: 'highlighted', focus: 'focused', add: 'diff add', remove: 'diff remove' };

/**
 * Each line in its own element, for what the meta and notations mark: `<span class="line">` (a
 * highlighted or focused line gets a class), `<ins class="line">` and `<del class="line">` for a
 * diff's lines, whose sign is shown in the gutter, announced and left out of a copy.
 */
export function markedLines(lines: string[], marks: ReadonlyMap<number, ReadonlySet<LineMark>>): string {
  return lines
    .map((line, index) => {
      const kinds = marks.get(index);
      const tag = kinds?.has('add') ? 'ins' : kinds?.has('remove') ? 'del' : 'span';
      const classes = ['line', ...[...(kinds ?? [])].map((kind) => CLASSES[kind])].join(' ');
      const sign = tag === 'ins' ? '+' : tag === 'del' ? '-' : '';
      return `<${tag} class="${classes}">${sign ? `<span class="diff-sign" data-nocopy>${sign}</span>` : ''}${line}</${tag}>\n`;
    })
    .join('');
}
