import type { DevRegion, DevSplice } from '../../templates/shared/dev';
import { commonEnd } from '../helpers/common-parts';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Read by the HTML parser as text up to their end tag (`template` and `noscript`: skipped the same way here). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'template', 'plaintext']);
/** Elements whose content is not replaced on its own: the root, and what page scripts or the parser treat apart. */
const NOT_A_REGION = new Set(['html', 'object', ...RAW_TEXT]);
/** Where foreign (SVG, MathML) content holds HTML again. */
const INTEGRATION_POINTS = new Set(['foreignobject', 'desc', 'title', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']);
/** Start tags before which the parser closes an open `p` (when no scope boundary lies between). */
const CLOSES_P = new Set(['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'dd', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'plaintext', 'pre', 'search', 'section', 'summary', 'table', 'ul', 'xmp']);
/** Elements that end the search for an open `p` (the parser's button scope). */
const P_SCOPE = new Set(['applet', 'button', 'caption', 'html', 'marquee', 'object', 'table', 'td', 'template', 'th']);
/** Table parts and the only parents the parser lets them have as written (else it adds or moves elements). */
const TABLE_PARENTS = new Map<string, readonly string[]>([
  ['tr', ['thead', 'tbody', 'tfoot']],
  ['td', ['tr']],
  ['th', ['tr']],
  ['thead', ['table']],
  ['tbody', ['table']],
  ['tfoot', ['table']],
  ['caption', ['table']],
  ['colgroup', ['table']],
  ['col', ['colgroup']],
]);

/** Whether the parser would nest a start tag of `name` elsewhere than inside the last open element. */
function nestedOtherwise(name: string, stack: readonly OpenElement[]): boolean {
  const parents = TABLE_PARENTS.get(name);
  if (parents && !parents.includes(stack.at(-1)!.name)) return true;
  if (!CLOSES_P.has(name)) return false;
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const open = stack[i]!;
    if (open.name === 'p') return true;
    if (P_SCOPE.has(open.name) || open.foreign) return false;
  }
  return false;
}

/** HTML start tags that end foreign content in the parser: the nesting in the text is then not the one it builds. */
const FOREIGN_BREAKOUT = new Set(['b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta', 'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span', 'strong', 'strike', 'sub', 'sup', 'table', 'tt', 'u', 'ul', 'var']);

interface OpenElement {
  name: string;
  /** Its index among its parent's element children. */
  index: number;
  /** Where its start tag starts, its content starts (after its start tag) and it ends (after its end tag). */
  start: number;
  contentStart: number;
  end: number;
  children: number;
  foreign: boolean;
  parent: OpenElement | undefined;
}

interface WalkHandlers {
  opened?: (element: OpenElement) => void;
  /** Before each tag, comment or raw-text element, with the offset it ends at and the elements open then. */
  beforeToken?: (end: number, open: readonly OpenElement[]) => void;
  /** An element's end, at the offset its end tag starts (`element.end`: where it ends). */
  closed?: (element: OpenElement, closeStart: number) => void;
}

/** Where a tag name starting at `from` ends (letters, digits, `:` and `-`). */
function nameAt(html: string, from: number): number {
  let i = from;
  for (; i < html.length; i += 1) {
    const c = html.charCodeAt(i) | 0x20;
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x3a || c === 0x2d)) break;
  }
  return i;
}

/** The rest of a tag after its name, quoted attribute values included, up to its `>`. */
const TAG_REST = /(?:[^"'>]|"[^"]*"|'[^']*')*>/y;

/**
 * Walks the elements of the HTML between `from` and `to` as the parser nests them, for markup as the
 * renderer writes it (every element closed, no misnesting): anything else, or markup the parser
 * would nest otherwise, ends the walk with false. `root` holds the elements at the top.
 */
function walkElements(html: string, from: number, to: number, root: OpenElement, handlers: WalkHandlers): { ok: boolean } {
  const stack: OpenElement[] = [root];
  const fail = { ok: false };
  // Paragraphs open, the root included: only then can a start tag close one.
  let openParagraphs = root.name === 'p' ? 1 : 0;
  let i = from;
  for (;;) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt >= to) return { ok: stack.length === 1 };
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end < 0 || end + 3 > to) return fail;
      handlers.beforeToken?.(end + 3, stack);
      i = end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      if (end < 0 || end + 1 > to) return fail;
      handlers.beforeToken?.(end + 1, stack);
      i = end + 1;
      continue;
    }
    const closing = next === '/';
    const nameStart = lt + (closing ? 2 : 1);
    const nameEnd = nameAt(html, nameStart);
    if (nameEnd === nameStart || !/[A-Za-z]/.test(html[nameStart]!)) {
      if (closing) return fail;
      i = lt + 1;
      continue;
    }
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    TAG_REST.lastIndex = nameEnd;
    if (!TAG_REST.test(html) || TAG_REST.lastIndex > to) return fail;
    const tagEnd = TAG_REST.lastIndex;
    const parent = stack.at(-1)!;
    if (closing) {
      handlers.beforeToken?.(tagEnd, stack);
      if (parent === root || parent.name !== name) return fail;
      stack.pop();
      parent.end = tagEnd;
      if (name === 'p') openParagraphs -= 1;
      handlers.closed?.(parent, lt);
      i = tagEnd;
      continue;
    }
    const inForeign = parent.foreign && !INTEGRATION_POINTS.has(parent.name);
    if (inForeign ? FOREIGN_BREAKOUT.has(name) : (openParagraphs > 0 || TABLE_PARENTS.has(name)) && nestedOtherwise(name, stack)) return fail;
    const element: OpenElement = { name, index: parent.children, start: lt, contentStart: tagEnd, end: tagEnd, children: 0, foreign: inForeign || name === 'svg' || name === 'math', parent: parent === root ? undefined : parent };
    parent.children += 1;
    handlers.opened?.(element);
    if (element.foreign ? html[tagEnd - 2] === '/' : VOID.has(name)) {
      handlers.beforeToken?.(tagEnd, stack);
      i = tagEnd;
      continue;
    }
    if (!element.foreign && RAW_TEXT.has(name)) {
      let close = tagEnd;
      for (;;) {
        close = html.indexOf(`</${name}`, close);
        if (close < 0 || close >= to) return fail;
        if (/[\s/>]/.test(html[close + 2 + name.length] ?? '')) break;
        close += 1;
      }
      const end = html.indexOf('>', close);
      if (end < 0 || end + 1 > to) return fail;
      handlers.beforeToken?.(end + 1, stack);
      element.end = end + 1;
      handlers.closed?.(element, close);
      i = end + 1;
      continue;
    }
    handlers.beforeToken?.(tagEnd, stack);
    stack.push(element);
    if (name === 'p' && !element.foreign) openParagraphs += 1;
    i = tagEnd;
  }
}

const documentRoot = (): OpenElement => ({ name: '#document', index: 0, start: 0, contentStart: 0, end: 0, children: 0, foreign: false, parent: undefined });

/**
 * The innermost element around the whole change `splice` makes to `before` (everything up to the end
 * of its start tag and from its end tag on the same in both documents) whose new content a browser
 * parses on its own as it would within the whole; undefined when there is none (the change reaches
 * the root, or the markup is not as the renderer writes it).
 */
export function changedRegion(before: string, after: string, splice: DevSplice): DevRegion | undefined {
  // An element qualifies when all that follows its end tag is the same in both documents: the longest
  // common end counts here, also where it overlaps the common start the splice already took (only
  // then can it be longer than the splice's).
  const spliceEnd = before.length - splice.start - splice.removed;
  const overlapped = splice.removed === 0 || splice.inserted.length === 0;
  const changeEnd = before.length - (overlapped ? commonEnd(before, after, undefined, spliceEnd) : spliceEnd);
  let around: readonly OpenElement[] | undefined;
  const closes = new Map<OpenElement, number>();
  const elements: OpenElement[] = [];
  const walked = walkElements(before, 0, before.length, documentRoot(), {
    opened: (element) => elements.push(element),
    beforeToken: (end, open) => {
      if (!around && end > splice.start) around = [...open];
    },
    closed: (element, closeStart) => {
      if (around?.includes(element) && closeStart >= changeEnd) closes.set(element, closeStart);
    },
  });
  if (!walked.ok || !around) return undefined;
  // From the innermost element out, the first whose new content the parser reads as written.
  for (const element of [...around].reverse()) {
    const closeStart = closes.get(element);
    if (closeStart === undefined || NOT_A_REGION.has(element.name) || element.foreign) continue;
    let inForeign = false;
    for (let up = element.parent; up; up = up.parent) inForeign ||= up.foreign;
    if (inForeign) continue;
    // Only the children the change reaches, with what lies between them: those before it end in the
    // common start, those after it start in the common end.
    const children = elements.filter((child) => child.parent === element);
    let first = 0;
    while (first < children.length && children[first]!.end <= splice.start) first += 1;
    let last = children.length;
    while (last > first && children[last - 1]!.start >= changeEnd) last -= 1;
    const from = first > 0 ? children[first - 1]!.end : element.contentStart;
    const to = (last < children.length ? children[last]!.start : closeStart) + after.length - before.length;
    if (to < from) continue;
    const content: OpenElement = { ...documentRoot(), name: element.name };
    if (walkElements(after, from, to, content, {}).ok) return regionOf(element, [first, last], content.children, from, to);
  }
  return undefined;
}

function regionOf(element: OpenElement, replaced: [number, number], inserted: number, from: number, to: number): DevRegion {
  const chain: OpenElement[] = [];
  for (let up: OpenElement | undefined = element; up && up.parent; up = up.parent) chain.unshift(up);
  return { path: chain.map((e) => e.index), tags: chain.map((e) => e.name), children: element.children, replaced, inserted, from, to };
}
