import type { SearchConfig } from '../../templates/shared/search';
import { highlightRanges } from './highlight';
import type { SearchResults } from './query';

const ID = 'docs-search';

/**
 * The listbox content: groups of options, each group named by a visible label. Every string from the
 * index or the query becomes a text node, never HTML.
 */
export function renderResults(results: SearchResults, config: SearchConfig): Node[] {
  const content: Node[] = [];
  let n = 0;
  results.groups.forEach((product, p) => {
    const { label, group } = labelledGroup(`${ID}-product-${p}`, product.product);
    for (const page of product.pages) {
      const pageOption = link(`${ID}-option-${n++}`, 'docs-search-option', page.route, page.title, results.terms, config);
      group.append(pageOption);
      for (const hit of page.hits) {
        const option = link(`${ID}-option-${n++}`, 'docs-search-option docs-search-section', hit.href, hit.heading, results.terms, config);
        option.setAttribute('aria-describedby', pageOption.id);
        group.append(option);
      }
    }
    content.push(label, group);
  });
  return content;
}

/** Recent queries as options that carry their query in `data-query`. */
export function renderRecent(recent: string[], title: string): Node[] {
  if (recent.length === 0) return [];
  const { label, group } = labelledGroup(`${ID}-recent`, title);
  recent.forEach((query, n) => {
    const option = optionElement(`${ID}-recent-${n}`, 'div');
    option.dataset.query = query;
    option.textContent = query;
    group.append(option);
  });
  return [label, group];
}

/** A result: a link (middle-click opens a tab) with the matched words in `<mark>`, kept out of the tab order. */
function link(id: string, className: string, route: string, text: string, terms: ReadonlySet<string>, config: SearchConfig): HTMLAnchorElement {
  const a = optionElement(id, 'a');
  a.className = className;
  a.href = config.base + route.slice(1);
  a.tabIndex = -1;
  let at = 0;
  for (const [start, end] of highlightRanges(text, config.lang, terms)) {
    const mark = document.createElement('mark');
    mark.textContent = text.slice(start, end);
    a.append(text.slice(at, start), mark);
    at = end;
  }
  a.append(text.slice(at));
  return a;
}

function optionElement<K extends 'a' | 'div'>(id: string, tag: K): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = 'docs-search-option';
  el.id = id;
  el.setAttribute('role', 'option');
  el.setAttribute('aria-selected', 'false');
  return el;
}

/** The label is hidden from assistive technology, which reads it as the group's name instead. */
function labelledGroup(id: string, text: string): { label: HTMLElement; group: HTMLElement } {
  const label = document.createElement('div');
  label.className = 'docs-search-label';
  label.id = id;
  label.textContent = text;
  label.setAttribute('aria-hidden', 'true');
  const group = document.createElement('div');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-labelledby', id);
  return { label, group };
}
