import type { Node, Root, RootContent } from 'mdast';
import { commonStart } from '../helpers/common-parts';
import { parseMarkdown } from './parse-markdown';

/** A document as parsed before an edit: its text and its top-level nodes as the parser made them. */
export interface ParsedMarkdown {
  body: string;
  children: readonly RootContent[];
  /** Whether it defines link references or footnotes anywhere: those reach across blocks. */
  definitions: boolean;
}

/**
 * Blocks that text after a blank line may still continue: a list (an indented line goes on with an
 * item), indented code, and a footnote definition (indented lines, as a list item's).
 */
function mayContinue(node: RootContent, body: string): boolean {
  if (node.type === 'list' || node.type === 'footnoteDefinition') return true;
  const first = body[node.position!.start.offset!];
  return node.type === 'code' && first !== '`' && first !== '~';
}

/** Whether the line before the one starting at `lineStart` is blank (and has a line before it). */
function blankLineBefore(text: string, lineStart: number): boolean {
  if (lineStart < 2 || text[lineStart - 1] !== '\n') return false;
  const start = text.lastIndexOf('\n', lineStart - 2) + 1;
  return start > 0 && /^[ \t]*\r?$/.test(text.slice(start, lineStart - 1));
}

function hasDefinitions(nodes: readonly Node[]): boolean {
  return nodes.some((node) => node.type === 'definition' || node.type === 'footnoteDefinition' || ('children' in node && hasDefinitions(node.children as Node[])));
}

/** A copy of parsed nodes, which are plain data: several times faster than `structuredClone`. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value === null || typeof value !== 'object') return value;
  const copied: Record<string, unknown> = {};
  for (const key in value) copied[key] = copy(value[key]);
  return copied as T;
}

/** Moves a node and its children down by `lines` and `offset` (new points: a parser may share one between nodes). */
function shift(node: Node, lines: number, offset: number): void {
  if (node.position) {
    const { start, end } = node.position;
    node.position = { start: { ...start, line: start.line + lines, offset: start.offset! + offset }, end: { ...end, line: end.line + lines, offset: end.offset! + offset } };
  }
  if ('children' in node) for (const child of node.children as Node[]) shift(child, lines, offset);
}

/**
 * `body` parsed from the first top-level block an edit of `previous.body` can have changed: the
 * blocks before it are taken from `previous` as they were (copies), the rest is parsed on its own.
 * The parse of a block never depends on what follows it, nor, after a blank line that closed every
 * block, on what precedes it, unless definitions (which reach across the document) are involved or
 * the block before that line is one a later line can continue. The tree is the one `parseMarkdown`
 * makes of `body`, positions included; undefined when that cannot be known without a whole parse.
 */
export function reparseMarkdown(previous: ParsedMarkdown, body: string): { tree: Root; parsed: ParsedMarkdown } | undefined {
  if (previous.definitions) return undefined;
  const old = previous.body;
  const changed = commonStart(old, body);
  // The last block that starts (at the start of its line) where nothing has changed yet, after a blank line.
  let kept = previous.children.length - 1;
  let from = -1;
  for (; kept >= 1; kept -= 1) {
    const { start } = previous.children[kept]!.position!;
    const lineStart = start.offset! - (start.column - 1);
    if (lineStart > changed) continue;
    if (!blankLineBefore(old, lineStart) || mayContinue(previous.children[kept - 1]!, old)) continue;
    from = lineStart;
    break;
  }
  if (from < 0) return undefined;
  const rest = parseMarkdown(body.slice(from));
  if (hasDefinitions(rest.children)) return undefined;
  const lines = previous.children[kept]!.position!.start.line - 1;
  for (const child of rest.children) shift(child, lines, from);
  const end = rest.position!.end;
  const unchanged = previous.children.slice(0, kept);
  const tree: Root = {
    type: 'root',
    children: [...copy(unchanged), ...rest.children],
    position: { start: { line: 1, column: 1, offset: 0 }, end: { line: end.line + lines, column: end.column, offset: end.offset! + from } },
  };
  return { tree, parsed: { body, children: [...unchanged, ...copy(rest.children)], definitions: false } };
}

/** `parseMarkdown`, and what `reparseMarkdown` needs of the result for the next edit. */
export function parseMarkdownForEdits(body: string): { tree: Root; parsed: ParsedMarkdown } {
  const tree = parseMarkdown(body);
  return { tree, parsed: { body, children: copy(tree.children), definitions: hasDefinitions(tree.children) } };
}
