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

/** A compiled page as the search index sees it: the intro (description and text before the first heading), then one section per h2/h3. */
export function searchRecordOf(tree: Root, page: { route: string; lang: string; title: string; description: string; product: string }): SearchPageRecord {
  const sections: SearchSectionRecord[] = [];
  let current: { anchor: string; heading: string; parts: string[] } = { anchor: '', heading: '', parts: [page.description] };
  const flush = () => {
    const text = plain(current.parts);
    if (text || current.anchor) sections.push({ anchor: current.anchor, heading: current.heading, text });
  };
  for (const node of tree.children) {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
      flush();
      const heading: string[] = [];
      textOf(node as Element, heading);
      current = { anchor: node.properties.id, heading: plain(heading), parts: [] };
      continue;
    }
    if (node.type === 'element' || node.type === 'text') textOf(node, current.parts);
  }
  flush();
  return { route: page.route, lang: page.lang, title: page.title, product: page.product, sections };
}
