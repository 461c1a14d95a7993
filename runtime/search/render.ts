import type { SearchConfig } from '../../templates/shared/search';
import { highlightRanges } from '../../templates/search/highlight';
import type { SearchHit, SearchResults } from '../../templates/search/query';
import type { Snippet } from '../../templates/search/snippets';

const ID = 'docs-search';
/** Pages whose snippets are fetched: those a reader sees without scrolling, each a markdown download. */
const SNIPPET_PAGES = 6;

/** A snippet of a page's section (`heading` empty for the intro), when one can be had. */
export type SnippetOf = (route: string, heading: string) => Promise<Snippet | undefined>;

/**
 * The listbox content: groups of options, each group named by a visible label. A page's option leads
 * to where it matched best (a section's anchor, or the page) and shows its title, that section's
 * heading and a snippet; its other matching sections follow as options of their own. Snippets are
 * filled in as they arrive. Every string from the index or the query becomes a text node, never HTML.
 */
export function renderResults(results: SearchResults, config: SearchConfig, snippetOf: SnippetOf): Node[] {
  const content: Node[] = [];
  let n = 0;
  let pages = 0;
  results.groups.forEach((product, p) => {
    const { label, group } = labelledGroup(`${ID}-product-${p}`, product.product);
    for (const page of product.pages) {
      const [best, ...more] = page.hits as [SearchHit, ...SearchHit[]];
      const withSnippets = pages++ < SNIPPET_PAGES;
      const pageOption = option(`${ID}-option-${n++}`, 'docs-search-option', best.href, config);
      pageOption.append(marked('docs-search-title', page.title, results.terms, config.lang));
      if (best.heading) pageOption.append(marked('docs-search-heading', best.heading, results.terms, config.lang));
      group.append(pageOption);
      if (withSnippets) fillSnippet(pageOption, snippetOf(page.route, best.heading));
      for (const hit of more) {
        const section = option(`${ID}-option-${n++}`, 'docs-search-option docs-search-section', hit.href, config);
        section.append(marked('docs-search-heading', hit.heading, results.terms, config.lang));
        section.setAttribute('aria-describedby', pageOption.id);
        group.append(section);
        if (withSnippets) fillSnippet(section, snippetOf(page.route, hit.heading));
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

function fillSnippet(option: HTMLElement, snippet: Promise<Snippet | undefined>): void {
  snippet.then(
    (found) => {
      if (!found || !option.isConnected) return;
      const span = document.createElement('span');
      span.className = 'docs-search-snippet';
      appendMarked(span, found.text, found.marks);
      option.append(span);
    },
    () => undefined,
  );
}

/** A result: a link (middle-click opens a tab), kept out of the tab order. */
function option(id: string, className: string, href: string, config: SearchConfig): HTMLAnchorElement {
  const a = optionElement(id, 'a');
  a.className = className;
  a.href = config.base + href.slice(1);
  a.tabIndex = -1;
  return a;
}

/** A line of text with the matched words in `<mark>`. */
function marked(className: string, text: string, terms: ReadonlySet<string>, lang: string): HTMLElement {
  const span = document.createElement('span');
  span.className = className;
  appendMarked(span, text, highlightRanges(text, lang, terms));
  return span;
}

function appendMarked(parent: HTMLElement, text: string, ranges: [number, number][]): void {
  let at = 0;
  for (const [start, end] of ranges) {
    const mark = document.createElement('mark');
    mark.textContent = text.slice(start, end);
    parent.append(text.slice(at, start), mark);
    at = end;
  }
  parent.append(text.slice(at));
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
