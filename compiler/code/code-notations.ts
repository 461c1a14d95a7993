/** How a line of a code block is marked. */
export type LineMark = 'highlight' | 'focus' | 'add' | 'remove';

/** Code with its notation comments taken out, and the marks they made, by line index (from 0). */
export interface NotatedCode {
  code: string;
  marks: Map<number, Set<LineMark>>;
}

/** A comment alone on its line, in the comment syntaxes of the languages the docs show. */
const WHOLE_LINE = /^\s*(?:\/\/|#|\/\*|\{\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/;
/** VitePress's notation, a comment at the end of the line it marks. */
const TRAILING = /\s*(?:\/\/|#|\/\*|\{\/\*|<!--)\s*\[!code (highlight|hl|focus|\+\+|--)\]\s*(?:\*\/\}?|-->)?\s*$/;
const TRAILING_MARKS: Record<string, LineMark> = { highlight: 'highlight', hl: 'highlight', focus: 'focus', '++': 'add', '--': 'remove' };

function mark(marks: NotatedCode['marks'], line: number, kind: LineMark): void {
  let set = marks.get(line);
  if (!set) marks.set(line, (set = new Set()));
  set.add(kind);
}

/**
 * Docusaurus's (`// highlight-next-line`, `// highlight-start` … `// highlight-end`, whole lines)
 * and VitePress's (`// [!code highlight]`, `focus`, `++`, `--`, at a line's end) notations read and
 * removed: the reader sees and copies the code without them.
 */
export function readNotations(code: string): NotatedCode {
  const marks: NotatedCode['marks'] = new Map();
  if (!code.includes('highlight-') && !code.includes('[!code ')) return { code, marks };
  const out: string[] = [];
  let next = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const whole = WHOLE_LINE.exec(line)?.[1];
    if (whole) {
      if (whole === 'highlight-next-line') next = true;
      else inRange = whole === 'highlight-start';
      continue;
    }
    const trailing = TRAILING.exec(line);
    const index = out.length;
    out.push(trailing ? line.slice(0, trailing.index) : line);
    if (trailing) mark(marks, index, TRAILING_MARKS[trailing[1]!]!);
    if (next || inRange) mark(marks, index, 'highlight');
    next = false;
  }
  return { code: out.join('\n'), marks };
}

/**
 * A ```` ```diff ```` block: lines starting with `+` or `-` are added or removed, and the sign moves
 * to the gutter. Only when every line starts with a sign or a space (the form readers write); a
 * patch with headers is shown as it is.
 */
export function readDiff(code: string): NotatedCode {
  const marks: NotatedCode['marks'] = new Map();
  const lines = code.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (!lines.every((line) => line === '' || /^[+\- ]/.test(line)) || lines.some((line) => /^(?:\+\+\+|---) /.test(line))) return { code, marks };
  lines.forEach((line, index) => {
    if (line[0] === '+') mark(marks, index, 'add');
    else if (line[0] === '-') mark(marks, index, 'remove');
  });
  return { code: lines.map((line) => line.slice(1)).join('\n') + (code.endsWith('\n') ? '\n' : ''), marks };
}
