import type { DevRegion } from '../templates/shared/dev';

/** Elements a swap cannot stand in for: they run, load or are parsed differently when inserted by script. */
const OPAQUE = new Set(['SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'LINK']);
/**
 * Data attributes no script binds to at start: the critical styles, copy buttons (handled by
 * delegation), and what a code block's meta made of it (styled by CSS, read when copying).
 */
const INERT_DATA = new Set(['data-docs-critical', 'data-copied-label', 'data-title', 'data-frame', 'data-line-numbers', 'data-focus', 'data-diff', 'data-nocopy']);

/** One contiguous run of a live element's children replaced by nodes of the new document. */
interface Edit {
  parent: Node;
  remove: ChildNode[];
  insert: Node[];
  anchor: Node | null;
}

/**
 * Page scripts bind to elements when the page starts, found by id or data attribute (table of contents,
 * islands, feedback, the ad slot, code language buttons…). Those elements must survive an update as
 * they are; only elements without either can be replaced.
 */
function bound(element: Element): boolean {
  if (OPAQUE.has(element.nodeName) || element.hasAttribute('id')) return true;
  if (element.nodeName === 'META' && element.hasAttribute('http-equiv')) return true;
  return hasScriptData(element);
}

function hasScriptData(element: Element): boolean {
  return element.getAttributeNames().some((name) => name.startsWith('data-') && !INERT_DATA.has(name));
}

/** Without anything scripts bind to: replacing it loses nothing, once it is known to be as served. */
function plain(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  if (bound(node)) return false;
  for (const element of node.querySelectorAll('*')) if (bound(element)) return false;
  return true;
}

function sameAttributes(a: Element, b: Element): boolean {
  const names = a.getAttributeNames();
  return names.length === b.getAttributeNames().length && names.every((name) => a.getAttribute(name) === b.getAttribute(name));
}

/**
 * An element both documents have with the same attributes is kept, and only its children are updated,
 * unless scripts may hold on to what is inside it (an island, a demo's toolbar).
 */
function canDescend(before: Node, after: Node): boolean {
  if (!(before instanceof Element) || !(after instanceof Element) || before.nodeName !== after.nodeName) return false;
  return !OPAQUE.has(before.nodeName) && sameAttributes(before, after) && !hasScriptData(before);
}

/** Whether a live node may be the one the old document has there; scripts may have changed its attributes and inside. */
function corresponds(live: Node, before: Node): boolean {
  if (live.nodeType !== before.nodeType || live.nodeName !== before.nodeName) return false;
  if (live instanceof Element) return live.id === (before as Element).id;
  return live.nodeValue === before.nodeValue;
}

/** Nodes replaced, and plain nodes an insertion goes next to, must be exactly as served: nothing a script did gets lost or misplaced. */
function asServed(live: Node[], before: Node[]): boolean {
  return before.every((node, i) => !plain(node) || live[i]!.isEqualNode(node));
}

/**
 * The live node of each old child. Scripts add nodes (a stylesheet the head script inserts while the
 * page is parsed, dialogs, the overlay), so live children may be skipped, never the old ones.
 */
function align(live: Node, old: Node[]): ChildNode[] | undefined {
  const matched: ChildNode[] = [];
  let node = live.firstChild;
  for (const before of old) {
    while (node && !corresponds(node, before)) node = node.nextSibling;
    if (!node) return undefined;
    matched.push(node);
    node = node.nextSibling;
  }
  return matched;
}

/** Updates one live node that differs: its children when it can be kept, else the whole node. */
function diffNode(live: ChildNode, before: Node, after: Node, edits: Edit[]): boolean {
  if (canDescend(before, after)) return diffChildren(live, before, after, edits);
  if (!plain(before) || !plain(after) || !asServed([live], [before])) return false;
  edits.push({ parent: live.parentNode!, remove: [live], insert: [after], anchor: live.nextSibling });
  return true;
}

/** Plans the edits that turn `live` (which shows `before`) into `after`; false when only a reload can. */
function diffChildren(live: Node, before: Node, after: Node, edits: Edit[]): boolean {
  return diffChildList(live, [...before.childNodes], [...after.childNodes], edits);
}

/** `diffChildren` of two lists of children, which may share nodes (unchanged, then). */
function diffChildList(live: Node, old: Node[], next: Node[], edits: Edit[]): boolean {
  const same = (a: Node, b: Node) => a === b || a.isEqualNode(b);
  let start = 0;
  while (start < old.length && start < next.length && same(old[start]!, next[start]!)) start += 1;
  let end = 0;
  while (end < old.length - start && end < next.length - start && same(old[old.length - 1 - end]!, next[next.length - 1 - end]!)) end += 1;
  const removed = old.slice(start, old.length - end);
  const added = next.slice(start, next.length - end);
  if (removed.length === 0 && added.length === 0) return true;
  const matched = align(live, old);
  if (!matched) return false;
  const shown = matched.slice(start, start + removed.length);
  // As many nodes on both sides (text edited, nothing added): each pair on its own, unchanged ones untouched.
  if (removed.length === added.length) return removed.every((node, i) => node.isEqualNode(added[i]!) || diffNode(shown[i]!, node, added[i]!, edits));
  if (!removed.every(plain) || !added.every(plain)) return false;
  const following = start + removed.length;
  const first = Math.max(0, start - 1);
  if (!asServed(matched.slice(first, following + 1), old.slice(first, following + 1))) return false;
  const anchor = matched[following] ?? (following > 0 ? matched[following - 1]!.nextSibling : live.firstChild);
  edits.push({ parent: live, remove: shown, insert: added, anchor });
  return true;
}

/**
 * Turns the live document, which shows the server's `before` document plus whatever the page's scripts
 * did to it, into what a reload would show for `after`: only the nodes that differ between the two
 * server documents are replaced, so scroll position, hydrated demos and script state elsewhere stay.
 * Returns false without touching anything when a difference reaches an element scripts bound to or one
 * a swap cannot reproduce; the caller then reloads.
 */
export function patchDocument(live: Document, before: Document, after: Document): boolean {
  const [liveRoot, oldRoot, newRoot] = [live.documentElement, before.documentElement, after.documentElement];
  if (!sameAttributes(oldRoot, newRoot)) return false;
  const edits: Edit[] = [];
  if (!diffChildren(liveRoot, oldRoot, newRoot, edits)) return false;
  applyEdits(live, edits);
  return true;
}

function applyEdits(live: Document, edits: Edit[]): void {
  for (const edit of edits) {
    for (const node of edit.insert) edit.parent.insertBefore(live.importNode(node, true), edit.anchor);
    for (const node of edit.remove) node.remove();
  }
}

/**
 * `patchDocument` for an update whose change lies inside one element (`region`, see `DevRegion`): only
 * the new nodes (in `html`, the new document) are parsed, and `before` itself becomes the new
 * document. It updates the page as `patchDocument` would: every element on the way down is one both
 * documents have as it was, so that is the path its diff would take. False, with nothing changed,
 * when the region is not where the update says in `before` or the page needs more than this.
 */
export function patchRegion(live: Document, before: Document, region: DevRegion, html: string): boolean {
  const path: Element[] = [];
  let element: Element = before.documentElement;
  for (const [depth, index] of region.path.entries()) {
    const child = element.children[index];
    if (!child || child.localName !== region.tags[depth] || child.namespaceURI !== element.namespaceURI) return false;
    path.push((element = child));
  }
  const [first, end] = region.replaced;
  if (path.length === 0 || element.children.length !== region.children || first > end || end > region.children) return false;
  const content = before.createElement(element.localName);
  content.innerHTML = html.slice(region.from, region.to);
  if (content.children.length !== region.inserted) return false;
  let shown: Node = live.documentElement;
  let parent: Element = before.documentElement;
  for (const node of path) {
    if (!canDescend(node, node)) return false;
    const siblings = [...parent.childNodes];
    const matched = align(shown, siblings);
    if (!matched) return false;
    shown = matched[siblings.indexOf(node)]!;
    parent = node;
  }
  const old = [...element.childNodes];
  const next = element.children[end] ?? null;
  const from = first > 0 ? old.indexOf(element.children[first - 1]!) + 1 : 0;
  const to = next ? old.indexOf(next) : old.length;
  const added = [...content.childNodes];
  const edits: Edit[] = [];
  if (!diffChildList(shown, old, [...old.slice(0, from), ...added, ...old.slice(to)], edits)) return false;
  applyEdits(live, edits);
  for (const node of old.slice(from, to)) node.remove();
  for (const node of added) element.insertBefore(node, next);
  return true;
}
