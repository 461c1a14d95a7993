import type { BlockContent, Code, Html, Nodes, Paragraph, Root, RootContent } from 'mdast';
import { EXIT, visit } from 'unist-util-visit';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { readNotations } from '../code/code-notations';
import { CODE_TABS_TAG, type CodeTabsNode } from '../markdown/code-tabs';
import { servedHref, type LinkContext } from '../markdown/links';

export interface TwinInput {
  /** The page's tree after the compile stages (callouts and embeds marked), shared with the HTML: never changed here. */
  mdast: Root;
  /** The markdown the tree was parsed from, when known: blocks the twin does not change are copied from it. */
  source?: string;
  /** Where the page is served: its links resolve from there, as in the HTML. */
  links: LinkContext;
  /** The description paragraph's text, as the page head took it. */
  description?: string;
  /** The TypeScript source of each demo embedded, by its name on the page. */
  demoSources: ReadonlyMap<string, string>;
}

const CALLOUT_LABELS: Record<string, string> = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' };

type Data = { hName?: string; hProperties?: Record<string, unknown> };

/**
 * The page as standalone markdown, for readers who hand it to an AI assistant: each demo embed is
 * its TypeScript source in a fenced block, callouts are quotes with their kind, links are absolute
 * under the site's base, and the description is a plain paragraph.
 */
export function pageMarkdown(input: TwinInput): string {
  // Offsets count characters of the source as parsed; with carriage returns the copies would keep them.
  const source = input.source !== undefined && !input.source.includes('\r') ? input.source : undefined;
  return toMarkdown(twinTree(input, source), TO_MARKDOWN);
}

/**
 * The twin as a tree: each block transformed for the twin, or, given the `source`, copied as written
 * (an `html` node) where that is all the twin would do. Without a source, what the twin reads back as.
 */
export function twinTree(input: TwinInput, source?: string): Root {
  return {
    type: 'root',
    children: input.mdast.children.flatMap((child, i, siblings) => {
      const copied = source === undefined ? undefined : copiedBlock(child, source, input, [siblings[i - 1], siblings[i + 1]]);
      return (copied === undefined ? twinNodes(child, input) : [{ type: 'html', value: copied } satisfies Html]) as RootContent[];
    }),
  };
}

const TO_MARKDOWN: ToMarkdownOptions = { extensions: [gfmToMarkdown({ tablePipeAlign: false }), directiveToMarkdown()], bullet: '-', rule: '-', fences: true, listItemIndent: 'one' };

function twinNodes(node: Nodes, input: TwinInput): Nodes[] {
  const data = node.data as Data | undefined;
  if (data?.hName === 'docs-demo') {
    const source = input.demoSources.get(String(data.hProperties?.name ?? ''));
    return source === undefined ? [] : [{ type: 'code', lang: 'tsx', value: source.trimEnd() } satisfies Code];
  }
  // Component embeds (ads, link headers) are page furniture, not content.
  if (data?.hName === 'docs-component') return [];
  if (data?.hName === CODE_TABS_TAG) return codeTabsTwin(node as CodeTabsNode);
  switch (node.type) {
    case 'containerDirective': {
      const label = typeof data?.hProperties?.dataLabel === 'string' ? data.hProperties.dataLabel : (CALLOUT_LABELS[String(data?.hProperties?.severity ?? 'info')] ?? 'Note');
      const children = node.children.flatMap((child) => twinNodes(child, input)) as BlockContent[];
      const [first, ...rest] = children;
      const lead: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: `${label}:` }] }] };
      const opened = first?.type === 'paragraph' ? [{ ...first, children: [...lead.children, { type: 'text', value: ' ' }, ...first.children] } as Paragraph, ...rest] : [lead, ...children];
      return [{ type: 'blockquote', children: opened }];
    }
    case 'code':
      return [twinCode(node)];
    case 'html':
      return /^<p\s+class=["']description["']/.test(node.value) && input.description ? [{ type: 'paragraph', children: [{ type: 'text', value: input.description }] }] : [node];
    case 'link':
    case 'definition':
      return [{ ...node, url: servedHref(node.url, input.links).href, ...('children' in node ? { children: node.children.flatMap((child) => twinNodes(child, input)) } : {}) } as Nodes];
    default:
      return 'children' in node ? [{ ...node, children: node.children.flatMap((child) => twinNodes(child, input)) } as Nodes] : [node];
  }
}

/**
 * A fence without its notation comments (`// highlight-next-line`, `// [!code focus]`…); one whose
 * notations add or remove lines becomes a diff, which reads the same to an assistant as to a reader.
 * The fence itself when it has none.
 */
function twinCode(node: Code): Code {
  const { code, marks } = readNotations(node.value);
  if (code === node.value) return node;
  const kinds = [...marks.values()];
  if (!kinds.some((set) => set.has('add') || set.has('remove'))) return { ...node, value: code };
  const sign = (index: number) => (marks.get(index)?.has('add') ? '+' : marks.get(index)?.has('remove') ? '-' : ' ');
  return { type: 'code', lang: 'diff', value: code.split('\n').map((line, index) => sign(index) + line).join('\n') };
}

/** Every tab of a group, one after another, each fence under its label. */
function codeTabsTwin(group: CodeTabsNode): Nodes[] {
  return group.children.flatMap((tab) => {
    const { meta: _label, ...fence } = twinCode(tab.children[0]);
    return [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: tab.data.hProperties.dataLabel }] }] } satisfies Paragraph, fence];
  });
}

/**
 * Blocks the twin may copy as written: blocks the twin never changes as a whole, which read the same
 * wherever they start after a blank line. A list does so only between blocks that are not lists and
 * do not vanish from the twin (see `keepsListApart`). Quotes are serialised: callouts become quotes.
 */
const COPIED_TYPES = new Set(['paragraph', 'table', 'code', 'thematicBreak', 'heading', 'list']);

/**
 * Whether a list's neighbour keeps it a list of its own in the twin. Two lists with one bullet and
 * only blank lines between read as one: the serialiser gives the second another bullet, which a copy
 * cannot, so a list is copied only next to a block that is not a list and is always written (an
 * embed or component line may vanish and bring two lists together).
 */
function keepsListApart(neighbour: RootContent | undefined): boolean {
  return neighbour === undefined || (neighbour.type !== 'list' && !(neighbour.data as Data | undefined)?.hName);
}

/** The text before a block that starts the document or follows a blank line. */
const AFTER_BLANK_LINE = /(?:^|\n[ \t]*\n)$/;
/** The text after a block that ends the document or is followed by a blank line. */
const BEFORE_BLANK_LINE = /^[ \t]*(?:$|\r?\n[ \t]*(?:\r?\n|$))/;

/** A link destination that goes into `[text](…)` as it is: no space, parenthesis or angle bracket. */
const PLAIN_DESTINATION = /^[^\s()<>]*$/;

/**
 * A top-level block as its author wrote it, with only its links' destinations replaced, when that
 * is all the twin changes in it: serialising every block again cost as much as parsing the page.
 * Undefined where the block needs serialising (an embed inside, a fence left open, raw HTML the
 * compile stages rewrote, a link written with a title or a reference, a destination that needs
 * escaping).
 */
function copiedBlock(node: RootContent, source: string, input: TwinInput, neighbours: (RootContent | undefined)[]): string | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  // Written from the start of a line, between blank lines: a block read after another line (a lazy
  // continuation, a paragraph a table could not interrupt) may read differently in the twin, which
  // puts a blank line before every block; and the compile stages split paragraphs at embed lines.
  if (start === undefined || end === undefined || node.position!.start.column !== 1 || !COPIED_TYPES.has(node.type)) return undefined;
  if (node.type === 'list' && !neighbours.every(keepsListApart)) return undefined;
  if (!AFTER_BLANK_LINE.test(source.slice(Math.max(0, start - 200), start)) || !BEFORE_BLANK_LINE.test(source.slice(end, end + 200))) return undefined;
  const written = source.slice(start, end);
  const edits: { from: number; to: number; text: string }[] = [];
  let copyable = true;
  visit(node, (child) => {
    const data = child.data as Data | undefined;
    if (data?.hName || child.type === 'definition' || child.type === 'containerDirective') {
      copyable = false;
      return EXIT;
    }
    if (child.type === 'code' && (!closedFence(source, child) || twinCode(child) !== child)) {
      copyable = false;
      return EXIT;
    }
    // Raw HTML the compile stages rewrote (an unsafe or broken tag escaped) is written as the tree has it.
    if (child.type === 'html' && child.value !== source.slice(child.position?.start.offset ?? 0, child.position?.end.offset ?? 0)) {
      copyable = false;
      return EXIT;
    }
    if (child.type !== 'link') return undefined;
    const href = servedHref(child.url, input.links).href;
    if (href === child.url) return undefined;
    const linkEnd = child.position?.end.offset;
    if (linkEnd === undefined || child.title || !PLAIN_DESTINATION.test(href) || !written.slice(0, linkEnd - start).endsWith(`](${child.url})`)) {
      copyable = false;
      return EXIT;
    }
    edits.push({ from: linkEnd - start - child.url.length - 1, to: linkEnd - start - 1, text: href });
    return undefined;
  });
  if (!copyable) return undefined;
  let text = written;
  for (const edit of edits.reverse()) text = `${text.slice(0, edit.from)}${edit.text}${text.slice(edit.to)}`;
  return text;
}

/**
 * Whether a code block is closed where it ends (a fence on its last line) or is indented code: a
 * fence left open runs to the end of its container, which a copy would move.
 */
function closedFence(source: string, node: Code): boolean {
  const lines = source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0).split('\n');
  const open = /^\s*(`{3,}|~{3,})/.exec(lines[0]!);
  if (!open) return true;
  const close = lines.length > 1 ? /^\s*(`{3,}|~{3,})\s*$/.exec(lines.at(-1)!) : null;
  return close !== null && close[1]![0] === open[1]![0] && close[1]!.length >= open[1]!.length;
}
