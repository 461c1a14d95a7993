import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import type { Construct, Extension, TokenizeContext, Tokenizer } from 'micromark-util-types';
import { unified, type Processor } from 'unified';

/**
 * Only `:::name` containers are enabled: inline `:name` directives would turn ordinary prose
 * such as "Note:this" into nodes.
 */
function remarkContainerDirectives(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  const flow = directive().flow![58] as unknown as Array<{ concrete?: boolean }>;
  // The container construct is the only concrete one; the package does not export it by name.
  const container = flow.filter((construct) => construct.concrete === true);
  (data.micromarkExtensions ??= []).push({ flow: { 58: container } });
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

/**
 * GFM's syntax extensions and their tree builders, in remark-gfm's order, each with the mark every
 * use of it contains. A document without a mark is parsed without that extension into the same
 * tree: each is tried at almost every character or line (the table made parsing a page without
 * one 25-40% slower), and the literal autolinks' builder searches every text node again.
 */
const SYNTAX = [
  { name: 'literal autolinks', has: (body: string) => LITERAL_AUTOLINK_MARK.test(textOutsideFences(body)), extension: () => gfmAutolinkLiteral(), tree: () => gfmAutolinkLiteralFromMarkdown() },
  { name: 'footnotes', has: (body: string) => body.includes('[^'), extension: () => gfmFootnote(), tree: () => gfmFootnoteFromMarkdown() },
  { name: 'strikethrough', has: (body: string) => body.includes('~'), extension: () => gfmStrikethrough(), tree: () => gfmStrikethroughFromMarkdown() },
  // Not `|`: a delimiter row of one column needs none (`:-:` under a line makes a table).
  { name: 'tables', has: (_body: string, heads: ReadonlySet<number>) => heads.size > 0, extension: () => guardedTable(), tree: () => gfmTableFromMarkdown() },
  { name: 'task lists', has: (body: string) => TASK_MARK.test(body), extension: () => gfmTaskListItem(), tree: () => gfmTaskListItemFromMarkdown() },
] as const;

/** `[ ]`, `[x]`, `[X]` and the other whitespace a task item's box may hold. */
const TASK_MARK = /\[[\sxX]\]/;

/**
 * Lines (1-based) of the document being parsed that a table's head row may be on: those followed by
 * a line made only of what a delimiter row (and the quote or list indentation before it) is made of.
 * Set around each parse, which is synchronous.
 */
let headRowLines: ReadonlySet<number> = new Set();

/** A line that may be a table's delimiter row, container prefixes (`>`, indentation) included. */
const DELIMITER_LIKE = /^[ \t>|:-]*-[ \t>|:-]*$/;

function tableHeadRowLines(body: string): Set<number> {
  const lines = body.split(/\r\n|\r|\n/);
  const heads = new Set<number>();
  for (let i = 1; i < lines.length; i += 1) if (DELIMITER_LIKE.test(lines[i]!)) heads.add(i);
  return heads;
}

/**
 * GFM tables, tried only where a table can be: the table's construct is attempted at the start of
 * every line and reads the line as a head row before it can know no delimiter row follows. Body rows
 * (after a head or another row) are attempted as always.
 */
function guardedTable(): Extension {
  const table = (gfmTable().flow as Record<string, Construct>).null!;
  const tokenize: Tokenizer = function (this: TokenizeContext, effects, ok, nok) {
    const start = table.tokenize.call(this, effects, ok, nok);
    return (code) => (headRowLines.has(this.now().line) || afterTableRow(this) ? start(code) : nok(code));
  };
  return { flow: { null: { ...table, tokenize } } };
}

/** The table's own test for a body row: the last event before line endings and prefixes is a row or the head. */
function afterTableRow(context: TokenizeContext): boolean {
  for (let index = context.events.length - 1; index > -1; index -= 1) {
    const type = context.events[index]![1].type as string;
    if (type !== 'lineEnding' && type !== 'linePrefix') return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}

/** Only `:::name` containers are enabled (see `remarkContainerDirectives`); every one starts with `:::`. */
const hasContainer = (body: string) => body.includes(':::');

/** A parser per set of syntax extensions (bit i: `SYNTAX[i]`; the last bit: containers). */
const parsers = new Map<number, Processor>();

function parserFor(mask: number): Processor {
  const known = parsers.get(mask);
  if (known) return known;
  const chosen = SYNTAX.filter((_syntax, i) => mask & (1 << i));
  const withExtensions = function (this: Processor) {
    const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
    (data.micromarkExtensions ??= []).push(combineExtensions(chosen.map((syntax) => syntax.extension())));
    (data.fromMarkdownExtensions ??= []).push(chosen.map((syntax) => syntax.tree()));
  };
  const base = unified().use(remarkParse).use(withExtensions);
  const made: Processor = (mask & (1 << SYNTAX.length) ? base.use(remarkContainerDirectives) : base).freeze();
  parsers.set(mask, made);
  return made;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkContainerDirectives).freeze();

/**
 * What every literal autolink contains: `www.`, a `http://` or `https://` scheme, or the `@` of an
 * email address (also of a `mailto:` or `xmpp:` one). Any `@` counts: the parser takes forms such
 * as `-@.A` for addresses.
 */
const LITERAL_AUTOLINK_MARK = /www\.|https?:\/\/|@/i;

/** Raw HTML whose blocks may run past a blank line (comments, scripts, preformatted text): fences inside them are not fences. */
const LONG_HTML_BLOCK = /<(?:!|\?|script|pre|style|textarea)/i;

/**
 * The text of a document where literal autolinks can be, as far as a line-by-line reading can tell:
 * fenced code blocks (opened after a blank line, closed by a matching fence) are left out, since a
 * package version such as `x-data-grid@8.2` in an install command reads like an email address.
 * Where the reading is unsure (a fence after a text line, one left open or outdented, raw HTML
 * blocks that span blank lines), the whole document is returned.
 */
export function textOutsideFences(body: string): string {
  if (LONG_HTML_BLOCK.test(body)) return body;
  const lines = body.split(/\r\n|\r|\n/);
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(lines[i]!);
    if (!open || (open[1]![0] === '`' && open[2]!.includes('`'))) {
      kept.push(lines[i]!);
      continue;
    }
    const fence = open[1]!;
    const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const end = lines.findIndex((line, j) => j > i && close.test(line));
    if (!(i === 0 || lines[i - 1]!.trim() === '') || end < 0) return body;
    // A line indented less than the fence ends the list item the fence may be in, and the fence with it.
    const indent = lines[i]!.length - lines[i]!.trimStart().length;
    if (lines.slice(i + 1, end).some((line) => line.trim() !== '' && line.length - line.trimStart().length < indent)) return body;
    i = end;
  }
  return kept.join('\n');
}

/**
 * Markdown text → mdast with positions, with GFM and `:::` containers. Each syntax extension is left
 * out of a page that has none of its marks (`SYNTAX`): a fifth less parsing time on the benchmark
 * corpus, whose every page has a table (a page with a real table still pays the table's full price).
 */
export function parseMarkdown(body: string): Root {
  const heads = tableHeadRowLines(body);
  let mask = hasContainer(body) ? 1 << SYNTAX.length : 0;
  SYNTAX.forEach((syntax, i) => {
    if (syntax.has(body, heads)) mask |= 1 << i;
  });
  const chosen = parserFor(mask);
  headRowLines = heads;
  try {
    return chosen.runSync(chosen.parse(body)) as Root;
  } finally {
    headRowLines = new Set();
  }
}

/** The full parser (remark-gfm, every extension tried everywhere), for tests that compare the two. */
export function parseMarkdownWithEveryExtension(body: string): Root {
  return parser.runSync(parser.parse(body)) as Root;
}
