import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

const OPENING = /^[ \t>]*(`{3,}|~{3,})/;

/**
 * A fenced code block that is never closed is valid markdown: it runs to the end of its container,
 * usually the page, and swallows every heading and paragraph after it. That is never what the author
 * meant, so it is a warning at the opening fence.
 */
export function checkCodeFences(tree: Root, source: string, file: string, diagnostics: Diagnostic[]): void {
  const lines = source.split('\n');
  visit(tree, 'code', (node: Code) => {
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end) return;
    const opening = OPENING.exec((lines[start.line - 1] ?? '').slice(start.column - 1));
    if (!opening) return; // an indented code block has no fence
    const fence = opening[1]!;
    const last = (lines[end.line - 1] ?? '').replace(/^[ \t>]*/, '').trimEnd();
    const closed = end.line > start.line && last.length >= fence.length && [...last].every((c) => c === fence[0]);
    if (!closed) {
      diagnostics.push(
        diagnostic(
          'code-fence-unclosed',
          'warning',
          file,
          start,
          `This code block opened by ${fence} is never closed; it runs to the end of the ${end.line >= lines.length - 1 ? 'page' : 'enclosing block'}.`,
          `Close it with a line containing only ${fence}.`,
        ),
      );
    }
  });
}
