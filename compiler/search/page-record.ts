import type { Element, ElementContent, Root } from 'hast';
import type { SearchPageRecord, SearchSectionRecord } from '../../templates/shared/search';

/** Elements whose text would only add noise to the index: code, demos and the headings' own `#` links. */
const SKIPPED = new Set(['pre', 'docs-demo', 'script', 'style']);

function textOf(node: ElementContent | Root, out: string[]): void {
  if (node.type === 'text') {
    out.push(node.value);
    return;
  }
  if (node.type === 'element') {
    if (SKIPPED.has(node.tagName)) return;
    const className = node.properties.className;
    if (Array.isArray(className) && className.includes('anchor-link')) return;
  }
  if ('children' in node) for (const child of node.children) textOf(child as ElementContent, out);
}

const plain = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();

/** An API name as prose quotes it: one word with a capital after a small letter (`processRowUpdate`, `DataGridPro`), not `editable`. */
const API_NAME = /^[A-Za-z_$][\w$]*[a-z\d][A-Z][\w$]*$/;

/** A demo's title (its file name) or an API name the element quotes in inline code; none for other elements. */
function nameOf(node: ElementContent): string | undefined {
  if (node.type !== 'element') return undefined;
  if (node.tagName === 'docs-demo') {
    const name = String(node.properties.name ?? '');
    // Component embeds are numbered (`component-1`): page furniture, not a demo with a title.
    return /^[A-Za-z][\w]*$/.test(name) ? name : undefined;
  }
  if (node.tagName !== 'code') return undefined;
  const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('').replace(/\(.*$/, '');
  return API_NAME.test(text) ? text : undefined;
}

/** The names under `node` (see `nameOf`), code blocks aside. */
function namesOf(node: ElementContent | Root, out: Set<string>): void {
  const name = node.type === 'root' ? undefined : nameOf(node);
  if (name) out.add(name);
  if (node.type === 'element' && node.tagName === 'pre') return;
  if ('children' in node) for (const child of node.children) namesOf(child as ElementContent, out);
}

/** A compiled page as the search index sees it: the intro (description and text before the first heading), then one section per h2/h3. */
export function searchRecordOf(tree: Root, page: { route: string; lang: string; title: string; description: string; product: string }): SearchPageRecord {
  const sections: SearchSectionRecord[] = [];
  let current: { anchor: string; heading: string; parts: string[]; names: Set<string> } = { anchor: '', heading: '', parts: [page.description], names: new Set() };
  const flush = () => {
    const text = plain(current.parts);
    const names = current.names.size > 0 ? { names: [...current.names] } : {};
    if (text || current.anchor) sections.push({ anchor: current.anchor, heading: current.heading, text, ...names });
  };
  for (const node of tree.children) {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
      flush();
      const heading: string[] = [];
      textOf(node as Element, heading);
      current = { anchor: node.properties.id, heading: plain(heading), parts: [], names: new Set() };
      continue;
    }
    if (node.type === 'element' || node.type === 'text') {
      textOf(node, current.parts);
      namesOf(node, current.names);
    }
  }
  flush();
  return { route: page.route, lang: page.lang, title: page.title, product: page.product, sections };
}
