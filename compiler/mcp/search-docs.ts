import type { SearchIndexManifest, SearchShard } from '../../templates/shared/search';
import type { SiteIndex } from '../../templates/shared/site-index';
import { tokenize } from '../../templates/search/tokenize';
import { createSearcher, type PageResult, type Searcher } from '../../templates/search/query';
import { publicUrl } from './address';
import { toolFailure, type ToolFailure } from './failure';
import { matchName } from './match-name';
import { productScope } from './product-scope';
import type { SiteSource } from './site-source';
import { normalise, sectionTexts, snippetOf } from '../../templates/search/snippets';

/** Characters of a snippet in an answer: about two lines of an assistant's reply. */
const SNIPPET_CHARS = 240;

export interface SearchSection {
  heading: string;
  url: string;
}

export interface SearchDocsHit {
  title: string;
  product: string;
  url: string;
  /** The section that matched best: the page's title and URL when that was its title and introduction. */
  section: SearchSection;
  /** Prose around the first matched word of that section (or of the introduction). */
  snippet: string;
  /** The page's other matching sections. */
  alsoIn: SearchSection[];
}

export interface SearchDocsResult {
  query: string;
  product?: string;
  hits: SearchDocsHit[];
  /** No section has most of the query: the hits only come closest. */
  closest?: true;
}

export interface SearchOptions {
  product?: string | undefined;
  limit?: number | undefined;
}

/** Pages listed when no limit is given; the dialog lists up to ten. */
export const DEFAULT_LIMIT = 5;

/**
 * `search_docs`: the site's search index ranked by the search dialog's own searcher (`templates/search/query`),
 * pages in the order the search dialog lists them, each with its public URL, its best section and a
 * snippet of it from the page's markdown twin. The searchers and the index files they load are kept
 * while the build's index is the same (its files are named by their content).
 */
export function createDocsSearch(source: SiteSource) {
  const files = new Map<string, Promise<unknown>>();
  let current: string | undefined;
  const searchers = new Map<string, { searcher: Searcher; products: string[]; filter?: string }>();
  const file = (name: string): Promise<unknown> => {
    let loaded = files.get(name);
    if (!loaded) {
      files.set(name, (loaded = source.searchFile(name)));
      loaded.catch(() => files.delete(name));
    }
    return loaded;
  };

  const searcherFor = async (name: string, lang: string, product: string | undefined) => {
    const key = `${name}\n${product ?? ''}`;
    let entry = searchers.get(key);
    if (!entry) {
      const manifest = (await file(name)) as SearchIndexManifest;
      const products = manifest.products;
      const scope = product === undefined ? undefined : productScope(manifest, products.indexOf(product));
      if (product !== undefined && !scope) entry = { searcher: createSearcher(name, lang, file), products, filter: product };
      else entry = { searcher: createSearcher(name, lang, scope ? async (url) => (url === name ? scope.manifest : scope.shard((await file(url)) as SearchShard)) : file), products };
      searchers.set(key, entry);
    }
    return entry;
  };

  return async function searchDocs(index: SiteIndex, query: string, options: SearchOptions = {}): Promise<SearchDocsResult | ToolFailure> {
    const lang = index.defaultLanguage;
    if (!query.trim()) return toolFailure('empty-query', 'The search query is empty.', 'Give a few words, such as "sorting" or "date range picker".');
    if (tokenize(query, lang).length === 0) return toolFailure('empty-query', `"${query}" has no words the search index holds (very common words and single letters are left out).`, 'Give a more specific word, such as "sorting".');
    const languages = (await file('manifest.json').finally(() => files.delete('manifest.json'))) as Record<string, string> | null;
    const name = languages?.[lang];
    if (!name) return toolFailure('not-built', `The built site has no search index for "${lang}".`, 'Build the site again with `docs build`.');
    // A new build's index has new names: the previous one's files are not asked for again.
    if (current !== name) {
      files.clear();
      searchers.clear();
      current = name;
    }
    let product: string | undefined;
    if (options.product !== undefined) {
      const { products } = await searcherFor(name, lang, undefined);
      product = matchName(options.product, products);
      if (!product) return toolFailure('unknown-product', `No product is called "${options.product}".`, `The products are: ${products.join(', ')}.`);
    }
    const { searcher, filter } = await searcherFor(name, lang, product);
    const results = await searcher.search(query);
    // With no word of the query in the index, the searcher offers each product's first page: not hits.
    if (results.match === 'none') return { query, ...(product ? { product } : {}), hits: [] };
    const pages = results.groups.filter((group) => !filter || group.product === filter).flatMap((group) => group.pages.map((page) => ({ page, product: group.product })));
    const listed = pages.slice(0, options.limit ?? DEFAULT_LIMIT);
    const hits = await Promise.all(listed.map(({ page, product }) => hitOf(index, source, page, product, results.terms)));
    return { query, ...(product ? { product } : {}), hits, ...(results.match === 'partial' ? { closest: true as const } : {}) };
  };
}

/** The hits as an assistant reads them best: numbered pages, each with its URLs, its section and its snippet. */
export function searchDocsText(result: SearchDocsResult): string {
  if (result.hits.length === 0) return `Nothing in the docs${result.product ? ` of ${result.product}` : ''} matches "${result.query}". Try other words, or list_pages.`;
  const blocks = result.hits.map((hit, i) => {
    const lines = [`${i + 1}. ${hit.title} (${hit.product})`, `   ${hit.url}`, `   Section: ${hit.section.heading}: ${hit.section.url}`];
    if (hit.snippet) lines.push(`   > ${hit.snippet}`);
    if (hit.alsoIn.length) lines.push(`   Also: ${hit.alsoIn.map((s) => `${s.heading} (${s.url})`).join('; ')}`);
    return lines.join('\n');
  });
  const lead = result.closest ? `No section of the docs answers all of "${result.query}"; these come closest.\n\n` : '';
  return `${lead}${blocks.join('\n\n')}\n\nRead a page with get_page and its URL.`;
}

async function hitOf(index: SiteIndex, source: SiteSource, page: PageResult, product: string, terms: ReadonlySet<string>): Promise<SearchDocsHit> {
  const sections = sectionTexts((await source.twin(page.route)) ?? '');
  const url = publicUrl(index, page.route);
  const named = page.hits.filter((hit) => hit.heading).map((hit) => ({ heading: hit.heading, url: publicUrl(index, hit.href) }));
  // The page matched best on its title and introduction when no section did (or its first hit has no heading): it stands for its section then.
  const onIntro = !page.hits[0]?.heading;
  const section = onIntro ? { heading: page.title, url } : named[0]!;
  const text = (onIntro ? undefined : sections.get(normalise(section.heading))) ?? sections.get('') ?? '';
  return { title: page.title, product, url, section, snippet: snippetOf(text, index.defaultLanguage, terms, SNIPPET_CHARS).text, alsoIn: onIntro ? named : named.slice(1) };
}

export type DocsSearch = ReturnType<typeof createDocsSearch>;
