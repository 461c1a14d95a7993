import type { Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';

/**
 * Author HTML whose last tag or comment is never finished (`<div` then a blank line, which ends an HTML
 * block; `<!--` without `-->` at the end of a callout) is reported, and its `<` escaped. Left as is, the
 * browser would swallow the following content, and the HTML stage (hast-util-raw) crashes on it when the
 * next raw HTML sits in another element.
 */
export function checkRawHtml(tree: Root, file: string, diagnostics: Diagnostic[]): void {
  visit(tree, 'html', (node: Html) => {
    const open = unterminatedTag(node.value);
    if (open < 0) return;
    const start = node.position?.start;
    const inNode = positionAt(node.value, open);
    const at = start ? { line: start.line + inNode.line - 1, column: inNode.line === 1 ? start.column + inNode.column - 1 : inNode.column } : undefined;
    const comment = node.value.startsWith('<!--', open);
    const tag = /^<(?:\/?[A-Za-z][A-Za-z0-9-]*|[!?]\S{0,10})/.exec(node.value.slice(open))?.[0] ?? '<';
    diagnostics.push(
      comment
        ? diagnostic('html-unclosed-comment', 'error', file, at, 'This HTML comment is never closed with -->.', 'End the comment with --> before the end of its block (a blank line, or the end of a callout or list item).')
        : diagnostic('html-unclosed-tag', 'error', file, at, `The HTML tag ${tag} is never finished with >.`, 'Finish the tag with > (a blank line ends a block of HTML), or write &lt; for a literal <.'),
    );
    node.value = `${node.value.slice(0, open)}&lt;${node.value.slice(open + 1)}`;
  });
}

/**
 * Offset of the `<` of markup left open at the end of `html`, or -1: a start or end tag without its `>`
 * (quoted attribute values respected), a comment without `-->`, a `<!…` or `<?…` declaration without `>`.
 */
export function unterminatedTag(html: string): number {
  let open = -1;
  let quote = '';
  let afterEquals = false;
  for (let i = 0; i < html.length; i += 1) {
    const c = html[i]!;
    if (open < 0) {
      if (html.startsWith('<!--', i)) {
        if (html.startsWith('<!-->', i) || html.startsWith('<!--->', i)) {
          i = html.indexOf('>', i); // abruptly closed, empty comments
          continue;
        }
        const end = /--!?>/.exec(html.slice(i + 4));
        if (!end) return i;
        i += 4 + end.index + end[0].length - 1;
      } else if (c === '<' && (html[i + 1] === '!' || html[i + 1] === '?')) {
        const end = html.indexOf('>', i);
        if (end < 0) return i;
        i = end;
      } else if (c === '<' && /[A-Za-z/]/.test(html[i + 1] ?? '')) {
        open = i;
        afterEquals = false;
      }
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '>') open = -1;
    else if ((c === '"' || c === "'") && afterEquals) quote = c;
    if (c === '=') afterEquals = true;
    else if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') afterEquals = false;
  }
  return open;
}
