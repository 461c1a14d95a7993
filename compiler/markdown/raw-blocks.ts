import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';

const rawProcessor = unified().use(rehypeRaw).freeze();

/**
 * Elements markdown makes whose trip through the HTML parser gives them back as they were, but for
 * two changes the parser makes to everything: adjacent texts become one, and `data` is dropped.
 * Fenced code (`pre` > `code` > text) is plain too, with the parser's third change: the newline right
 * after `<pre>` is dropped. Anything else (`input`, footnotes' properties, an `ol`'s numeric `start`,
 * our own elements) goes through the parser.
 */
const PLAIN_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'code', 'del', 'hr', 'br', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const PLAIN_PROPERTIES = new Set(['className', 'href', 'title', 'alt', 'src', 'align']);

/** Start tags that, first in a fragment, put the parser in a table mode instead of "in body". */
const TABLE_MODE_TAGS = new Set(['caption', 'colgroup', 'col', 'tbody', 'tfoot', 'thead', 'tr', 'td', 'th']);
const FIRST_TAG = /^\s*<([A-Za-z][A-Za-z0-9-]*)/;
/**
 * Elements whose content the tokenizer reads as text. Inside one, the tokens rehype-raw hands the
 * parser for the markdown that follows (elements, texts) meet the parser's "text" mode, and what they
 * leave behind (the tokenizer's state, the last start tag it saw) reaches the next author HTML however
 * far away: such a page is parsed whole.
 */
const RAW_TEXT_TAG = /<(?:script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)(?![A-Za-z0-9-])/i;

/**
 * What `rehype-raw` makes of the whole tree, with the HTML parser run only over the top-level blocks
 * that need it: those with author HTML and those whose elements the parser could change. Most of a
 * page is plain markdown, and the parser over all of it was most of the markdown-to-HTML stage (a page
 * edit in `docs dev` re-renders it). A block is parsed on its own only when the parser would leave it
 * as it leaves the whole page: it starts in the "in body" mode (the page's first tag says so) and it
 * leaves nothing open, nothing to reconstruct, no paragraph to continue, which a text and an element
 * parsed right after it show. Otherwise the whole tree is parsed, as before.
 */
export function parseRawHtml(tree: Root): Root {
  const children = tree.children;
  if (!startsInBody(children) || children.some(hasRawText)) return parseWholeHtml(tree);
  const plainAt = children.map(isPlain);
  // Parsed first: should any run need the whole page, the tree is still as it came.
  const parts: (RootContent | Root)[] = [];
  let parsedRoot: Root | undefined;
  for (let i = 0; i < children.length; ) {
    if (plainAt[i]) {
      parts.push(children[i]!);
      i += 1;
      continue;
    }
    // A run of blocks for the parser, to the last one before the next plain element (texts between them included).
    let last = i;
    for (let j = i + 1; j < children.length && (children[j]!.type === 'text' || !plainAt[j]); j += 1) {
      if (children[j]!.type !== 'text') last = j;
    }
    const parsed = parsedAlone(children.slice(i, last + 1));
    if (!parsed) return parseWholeHtml(tree);
    parsedRoot ??= parsed;
    parts.push(parsed);
    i = last + 1;
  }
  if (!parsedRoot) return parseWholeHtml(tree);
  const state = { located: false };
  const out: RootContent[] = [];
  for (const part of parts) {
    if (part.type !== 'root') out.push(plain(part, state));
    else {
      state.located ||= part.children.some(isPlaced);
      out.push(...part.children);
    }
  }
  const root: Root = { type: 'root', children: mergeTexts(out) as RootContent[] };
  if (parsedRoot.data) root.data = parsedRoot.data;
  // As rehype-raw places a root where any node has a place: over the whole of its file, which is empty.
  if (state.located) root.position = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  return root;
}

/** rehype-raw over the whole tree: author HTML parsed, and the nesting fixed as an HTML parser would. */
export function parseWholeHtml(tree: Root): Root {
  return rawProcessor.runSync(tree) as Root;
}

/** Whether the page's first start tag leaves a fragment parser "in body" (see `TABLE_MODE_TAGS`). */
function startsInBody(children: readonly RootContent[]): boolean {
  const first = children.find((child) => child.type !== 'text');
  if (!first) return true;
  if (first.type === 'element') return !TABLE_MODE_TAGS.has(first.tagName);
  if (first.type !== 'raw') return false;
  const tag = FIRST_TAG.exec(first.value)?.[1]?.toLowerCase();
  return tag !== undefined && !TABLE_MODE_TAGS.has(tag) && tag !== 'template';
}

function isPlain(node: RootContent | ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type === 'element' && node.tagName === 'pre') return isPlainCode(node);
  if (node.type !== 'element' || !PLAIN_TAGS.has(node.tagName)) return false;
  for (const [name, value] of Object.entries(node.properties)) {
    if (!PLAIN_PROPERTIES.has(name)) return false;
    if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) return false;
  }
  return node.children.every(isPlain);
}

function hasRawText(node: RootContent | ElementContent): boolean {
  if (node.type === 'raw') return RAW_TEXT_TAG.test(node.value);
  return 'children' in node && node.children.some(hasRawText);
}

function isPlaced(node: RootContent | ElementContent): boolean {
  return node.position !== undefined || ('children' in node && node.children.some(isPlaced));
}

/**
 * Fenced code as markdown makes it: the parser drops the newline the text starts with, if any, as the
 * first whitespace after `<pre>` (an empty text leaves no node). A text with a position would need it
 * moved: that goes through the parser.
 */
function isPlainCode(pre: Element): boolean {
  const code = pre.children[0];
  if (pre.children.length !== 1 || Object.keys(pre.properties).length || code?.type !== 'element' || code.tagName !== 'code' || code.children.length !== 1) return false;
  const text = code.children[0]!;
  if (text.type !== 'text' || text.position) return false;
  return Object.entries(code.properties).every(([name, value]) => name === 'className' && Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

/** A plain block as the parser gives it back: `data` dropped, adjacent texts merged (in place: the tree is the caller's fresh one). */
function plain<T extends RootContent | ElementContent>(node: T, state: { located: boolean }): T {
  delete node.data;
  state.located ||= node.position !== undefined;
  if (node.type === 'element' && node.tagName === 'pre') {
    const code = node.children[0] as Element;
    const text = code.children[0] as Text;
    delete code.data;
    delete text.data;
    if (text.value.startsWith('\n')) text.value = text.value.slice(1);
    if (text.value === '') code.children = [];
    state.located ||= code.position !== undefined;
    return node;
  }
  if (node.type === 'element') node.children = mergeTexts(node.children.map((child) => plain(child, state))) as ElementContent[];
  return node;
}

/** Adjacent texts as one, placed as the parser places it: from the first's start to the last's end, either left out where that text has none. */
function mergeTexts(nodes: (RootContent | ElementContent)[]): (RootContent | ElementContent)[] {
  const merged: (RootContent | ElementContent)[] = [];
  for (const node of nodes) {
    const previous = merged[merged.length - 1];
    if (node.type !== 'text' || previous?.type !== 'text') {
      merged.push(node);
      continue;
    }
    const joined: Text = { type: 'text', value: previous.value + node.value };
    const start = previous.position?.start;
    const end = node.position?.end;
    if (start || end) joined.position = { ...(start ? { start } : {}), ...(end ? { end } : {}) } as Text['position'] & object;
    merged[merged.length - 1] = joined;
  }
  return merged;
}

/**
 * `blocks` parsed as a fragment of their own: after an empty `div` that puts the parser "in body" (and
 * is closed before them, so nothing of theirs can reach it), and before a newline and an empty
 * `form`. Those come back as they went in, at the top, only when the blocks left the parser as they
 * found it: an open element or paragraph would hold the newline, a formatting element left to
 * reconstruct would wrap it, a comment left open would swallow it, and a form whose element another's
 * end tag closed leaves the parser ignoring the next one. (Raw text elements never get here: see
 * `RAW_TEXT_TAG`.) The blocks' nodes, in a root as the parser placed it; undefined when they did not.
 */
function parsedAlone(blocks: RootContent[]): Root | undefined {
  const before: Element = { type: 'element', tagName: 'div', properties: {}, children: [] };
  const after: Element = { type: 'element', tagName: 'form', properties: {}, children: [] };
  const root = rawProcessor.runSync({ type: 'root', children: [before, ...blocks, { type: 'text', value: '\n' }, after] }) as Root;
  const out = root.children;
  const n = out.length;
  const newline = out[n - 2];
  if (n < 3 || !isEmpty(out[n - 1]!, 'form') || newline?.type !== 'text' || newline.value !== '\n') return undefined;
  return { ...root, children: out.slice(1, n - 2) };
}

function isEmpty(node: RootContent, tagName: string): boolean {
  return node.type === 'element' && node.tagName === tagName && Object.keys(node.properties).length === 0 && node.children.length === 0;
}
