import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
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

/** remark-gfm without the literal autolinks' syntax: the same extensions, in the same order, less that one. */
function remarkGfmWithoutLiteralAutolinks(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(combineExtensions([gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()]));
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkContainerDirectives).freeze();
const parserWithoutLiteralAutolinks = unified().use(remarkParse).use(remarkGfmWithoutLiteralAutolinks).use(remarkContainerDirectives).freeze();

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
 * Markdown text → mdast with positions. GFM's literal autolinks are looked for at almost every
 * character, which doubled the time to parse a page; a page whose text has none of their marks
 * cannot have one, and is parsed without that syntax into the same tree.
 */
export function parseMarkdown(body: string): Root {
  const chosen = LITERAL_AUTOLINK_MARK.test(textOutsideFences(body)) ? parser : parserWithoutLiteralAutolinks;
  return chosen.runSync(chosen.parse(body)) as Root;
}

/** The full GFM parser, for tests that compare the two. */
export function parseMarkdownWithLiteralAutolinks(body: string): Root {
  return parser.runSync(parser.parse(body)) as Root;
}
