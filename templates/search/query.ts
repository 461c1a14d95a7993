import { plainAnchor } from './plain-anchor';
import { tokenize } from './tokenize';
import type { SearchIndexManifest, SearchShard } from '../shared/search';
import { ignoredWords, parseQuery, synonymsOf } from './query-words';
import { lengthNorms, rankPages, termImportance, termScores, type RankedPage, type RankingIndex } from './rank';
import { candidatesFor, synonymCandidates, type TermRange } from './term-match';

export interface SearchHit {
  /** Route with the anchor, e.g. `/x/react-tree-view/…/lazy-loading/#defining-a-data-source`; the route alone for the page's title and intro. No base. */
  href: string;
  /** The section's heading; empty for the title and intro. */
  heading: string;
}

/** A page with a hit: first where it matched best (its title and intro, or a section), then up to two more of its sections. */
export interface PageResult {
  route: string;
  title: string;
  hits: SearchHit[];
}

export interface ProductResult {
  product: string;
  pages: PageResult[];
}

export interface SearchResults {
  groups: ProductResult[];
  /**
   * How well the first result answers: `full`, its best section has most of the query; `partial`, the
   * results are only the closest sections; `none`, no word of the query is in the index, and the
   * groups hold each product's first page to start from instead.
   */
  match: 'full' | 'partial' | 'none';
  /** The index terms that matched, to highlight them in headings and snippets. */
  terms: Set<string>;
  /** Words of the query left out of the search: stop words and words the index has nothing like. */
  ignored: string[];
}

export type JsonLoader = (url: string) => Promise<unknown>;

const MAX_PAGES = 10;
const MORE_HITS_PER_PAGE = 2;
/** A first result whose best section has less than this share of the query (by importance) only comes closest. */
const FULL_MATCH = 0.5;

interface Loaded extends RankingIndex {
  manifest: SearchIndexManifest;
  /** By document: its section's anchor and heading (empty for a page's title and intro). */
  sections: [anchor: string, heading: string][];
  /** The terms of the API pages' names written as one word ("datepicker"): such a query asks for that page. */
  names: Set<string>;
  /** The terms of the titles of pages about other versions ("migration", "v8"): a query with one asks about a version. */
  versionTerms: Set<string>;
  /** Term, or phrase of terms joined by spaces → the terms a reader may mean by it (the manifest's `synonyms`). */
  synonyms: ReadonlyMap<string, readonly string[]>;
  fillers: ReadonlySet<string>;
}

const fetchJson: JsonLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
};

/**
 * Queries a language's index: the manifest on first use (`indexUrl` is the language's manifest or the
 * index folder's `manifest.json`), then only the shards a query's terms fall in.
 */
export function createSearcher(indexUrl: string, lang: string, load: JsonLoader = fetchJson) {
  const folder = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  const shards = new Map<string, Promise<SearchShard>>();
  let loaded: Promise<Loaded> | undefined;

  const ready = (): Promise<Loaded> => {
    if (!loaded) {
      loaded = load(indexUrl).then(async (json) => {
        // `manifest.json` maps languages to their manifests: pages rendered before the index was built can point at it.
        const manifest = 'v' in (json as object) ? json : await load(folder + (json as Record<string, string>)[lang]);
        return expand(manifest as SearchIndexManifest, lang);
      });
      // A failed download is retried by the next query rather than remembered.
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  };

  const shard = (file: string): Promise<SearchShard> => {
    let promise = shards.get(file);
    if (!promise) {
      shards.set(file, (promise = load(folder + file) as Promise<SearchShard>));
      promise.catch(() => shards.delete(file));
    }
    return promise;
  };

  /** Every index term in `[from, to)` with its postings, from the shards covering that range. */
  const termsIn = async (index: SearchIndexManifest, from: string, to: string): Promise<[string, number[]][]> => {
    const table = index.shards;
    let first = 0;
    while (first + 1 < table.length && table[first + 1]![0] <= from) first++;
    let last = first;
    while (last + 1 < table.length && table[last + 1]![0] < to) last++;
    const loadedShards = await Promise.all(table.slice(first, last + 1).map(([, file]) => shard(file)));
    return loadedShards.flatMap((s) => Object.entries(s).filter(([term]) => term >= from && term < to));
  };

  /**
   * Pages whose sections have the most of the query's terms, best first. A word the index has nothing
   * like (not even as the start of a longer term or one typo away) is left out and listed as ignored.
   */
  const search = async (query: string): Promise<SearchResults> => {
    const index = await ready();
    const parsed = parseQuery(query, lang, index.fillers);
    const synonyms = synonymsOf(parsed, index.synonyms);
    const range: TermRange = (from, to) => termsIn(index.manifest, from, to);
    const candidates = await Promise.all(parsed.terms.map((t) => candidatesFor(t.term, t.typing, range, synonyms.byTerm.get(t.term))));
    const used = parsed.terms.filter((_, i) => candidates[i]!.length > 0);
    const terms = new Set(candidates.flat().map((c) => c.term));
    const ignored = ignoredWords(parsed, used);
    if (used.length === 0) return { groups: group(index, startPages(index)), match: 'none', terms, ignored };
    const concepts = await Promise.all(synonyms.phrases.map((words) => synonymCandidates(words, range)));
    const matched = [...candidates, ...concepts].filter((c) => c.length > 0);
    const perTerm = matched.map((c) => termScores(c, index.norms));
    const importance = matched.map((c) => termImportance(c, index.norms.length));
    const wantsReference = parsed.wantsReference || (used.length === 1 && index.names.has(used[0]!.term));
    const alternatives = matched.map((c) => new Set(c.map((candidate) => candidate.term)));
    const wantsVersion = alternatives.some((terms) => [...terms].some((term) => index.versionTerms.has(term)));
    const ranked = rankPages(index, perTerm, { alternatives, compounds: parsed.compounds, importance, wantsReference, wantsVersion });
    return { groups: group(index, ranked), match: (ranked[0]?.coverage ?? 0) >= FULL_MATCH ? 'full' : 'partial', terms, ignored };
  };

  return { ready: () => ready().then(() => undefined), search };
}

export type Searcher = ReturnType<typeof createSearcher>;

/** Words every API page's title has: they say nothing of what the page is about. */
const REFERENCE_TITLE_WORD = 'api';


/** A title's own name, without the section it is prefixed with: "Lines" of "Charts - Lines". */
function ownTitle(title: string): string {
  const at = title.lastIndexOf(' - ');
  return at < 0 ? title : title.slice(at + 3);
}

function expand(manifest: SearchIndexManifest, lang: string): Loaded {
  const docPage: number[] = [];
  const pageDoc: number[] = [];
  const sections: Loaded['sections'] = [];
  manifest.pages.forEach(([, , , pageSections], page) => {
    pageDoc.push(docPage.length);
    docPage.push(page);
    sections.push(['', '']);
    for (const section of pageSections) {
      docPage.push(page);
      sections.push(typeof section === 'string' ? [plainAnchor(section), section] : section);
    }
  });
  const reference = manifest.pages.map((p) => p[4] === 1);
  const versions = manifest.pages.map((p) => p[4] === 2);
  const titleTerms = manifest.pages.map(([, title]) =>
    tokenize(ownTitle(title), lang)
      .map((t) => t.term)
      .filter((term) => term !== REFERENCE_TITLE_WORD),
  );
  const productNames = manifest.products.map((name) => tokenize(name, lang).map((t) => t.term));
  const productTerms = manifest.pages.map((p) => productNames[p[2]]!);
  const names = new Set(manifest.pages.flatMap(([, title], page) => (reference[page] && /^\w*[a-z][A-Z]/.test(title) ? titleTerms[page]!.slice(0, 1) : [])));
  const versionTerms = new Set(titleTerms.filter((_, page) => versions[page]).flat());
  const synonyms = new Map(Object.entries(manifest.synonyms ?? {}));
  const fillers = new Set(manifest.fillers);
  return { manifest, docPage, pageDoc, reference, versions, sections, titleTerms, productTerms, names, versionTerms, synonyms, fillers, norms: lengthNorms(manifest.lengths) };
}

/** The pages the manifest marks as where each product's readers start (kind 3): offered when nothing matched. */
function startPages(index: Loaded): RankedPage[] {
  return index.manifest.pages.flatMap((p, page) => (p[4] === 3 ? [{ page, score: 0, coverage: 0, docs: [index.pageDoc[page]!] }] : []));
}

/** The first pages, grouped by product; groups keep the rank of their best page. */
function group(index: Loaded, ranked: RankedPage[]): ProductResult[] {
  const { manifest, sections } = index;
  const products = new Map<string, ProductResult>();
  for (const { page, docs } of ranked.slice(0, MAX_PAGES)) {
    const [route, title, product] = manifest.pages[page]!;
    const hitOf = (doc: number): SearchHit => {
      const [anchor, heading] = sections[doc]!;
      return { href: anchor ? `${route}#${anchor}` : route, heading };
    };
    const name = manifest.products[product]!;
    let entry = products.get(name);
    if (!entry) products.set(name, (entry = { product: name, pages: [] }));
    const more = docs.slice(1).filter((doc) => sections[doc]![0] !== '');
    entry.pages.push({ route, title, hits: [docs[0]!, ...more.slice(0, MORE_HITS_PER_PAGE)].map(hitOf) });
  }
  return [...products.values()];
}
