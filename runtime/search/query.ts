import { BONUS_QUARTERS, WEIGHT_COUNT_FACTOR, type SearchIndexManifest, type SearchShard } from '../../templates/shared/search';
import { tokenize } from '../../templates/search/tokenize';

export interface SearchHit {
  /** Route with the anchor, e.g. `/x/react-tree-view/…/lazy-loading/#defining-a-data-source`; no base. */
  href: string;
  heading: string;
}

/** A page with a hit: on its title and intro, or on up to three of its sections. */
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
  /** The index terms that matched, to highlight them in headings. */
  terms: Set<string>;
}

export type JsonLoader = (url: string) => Promise<unknown>;

/** A term found only in the page's title and intro still counts for its sections, at this weight. */
const PAGE_CONTEXT = 0.5;
const MAX_PAGES = 10;
const HITS_PER_PAGE = 3;
const MAX_PREFIX_TERMS = 40;
/** While a word is being typed ("loadi"), the index terms it extends ("load") match too. */
const MAX_TYPED_PAST_STEM = 3;
/** BM25 parameters for the prose (the usual values). */
const K1 = 1.2;
const B = 0.75;

interface Doc {
  page: number;
  anchor: string;
  heading: string;
}

interface Loaded {
  manifest: SearchIndexManifest;
  docs: Doc[];
  /** Document number of each page's own document. */
  pageDoc: number[];
  /** By document: BM25's length normalisation, `K1 × (1 − B + B × length / average length)`. */
  norms: Float64Array;
}

const fetchJson: JsonLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
};

/**
 * Queries a language's index: the manifest on first use (`indexUrl` is the language's manifest or the
 * index folder's `manifest.json`), then only the shards a query's terms fall in.
 * Terms are ANDed; the last word of the query also matches as a prefix while it is being typed.
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
        return expand(manifest as SearchIndexManifest);
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

  /** Document → score for one query word, over the terms it stands for. */
  const scoresFor = async ({ manifest: index, norms }: Loaded, term: string, typing: boolean, matched: Set<string>): Promise<Map<number, number>> => {
    const candidates: [string, number[], number][] = [];
    if (typing) {
      const expansions = (await termsIn(index, term, `${term}\uffff`)).sort((a, b) => a[0].length - b[0].length).slice(0, MAX_PREFIX_TERMS);
      for (const [t, list] of expansions) candidates.push([t, list, t === term ? 1 : term.length / t.length]);
      for (let cut = 1; cut <= MAX_TYPED_PAST_STEM && term.length - cut >= 3; cut++) {
        const shorter = term.slice(0, -cut);
        for (const [t, list] of await termsIn(index, shorter, `${shorter}\u0000`)) candidates.push([t, list, shorter.length / term.length]);
      }
    } else {
      for (const [t, list] of await termsIn(index, term, `${term}\u0000`)) candidates.push([t, list, 1]);
    }
    const scores = new Map<number, number>();
    for (const [t, list, weight] of candidates) {
      matched.add(t);
      const idf = Math.log(1 + (norms.length - list.length / 2 + 0.5) / (list.length / 2 + 0.5));
      let doc = 0;
      for (let i = 0; i < list.length; i += 2) {
        doc += list[i]!;
        const count = Math.floor(list[i + 1]! / WEIGHT_COUNT_FACTOR);
        const bonus = (list[i + 1]! % WEIGHT_COUNT_FACTOR) / BONUS_QUARTERS;
        const score = idf * ((count * (K1 + 1)) / (count + norms[doc]!) + bonus) * weight;
        if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
      }
    }
    return scores;
  };

  const search = async (query: string): Promise<SearchResults> => {
    const loadedIndex = await ready();
    const { manifest, docs, pageDoc } = loadedIndex;
    const tokens = tokenize(query, lang);
    const terms = [...new Map(tokens.map((t) => [t.term, t.end === query.length])).entries()];
    const matched = new Set<string>();
    if (terms.length === 0) return { groups: [], terms: matched };
    const perTerm = await Promise.all(terms.map(([term, typing]) => scoresFor(loadedIndex, term, typing, matched)));

    const ranked: [doc: number, score: number][] = [];
    for (const doc of new Set(perTerm.flatMap((scores) => [...scores.keys()]))) {
      const context = pageDoc[docs[doc]!.page]!;
      let total = 0;
      for (const scores of perTerm) {
        const score = scores.get(doc) ?? (scores.get(context) ?? 0) * PAGE_CONTEXT;
        if (score === 0) {
          total = 0;
          break;
        }
        total += score;
      }
      if (total > 0) ranked.push([doc, total]);
    }
    ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return { groups: group(manifest, docs, ranked), terms: matched };
  };

  return { ready: () => ready().then(() => undefined), search };
}

export type Searcher = ReturnType<typeof createSearcher>;

function expand(manifest: SearchIndexManifest): Loaded {
  const docs: Doc[] = [];
  const pageDoc: number[] = [];
  manifest.pages.forEach(([, title, , sections], page) => {
    pageDoc.push(docs.length);
    docs.push({ page, anchor: '', heading: title });
    for (const [anchor, heading] of sections) docs.push({ page, anchor, heading });
  });
  const average = manifest.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, manifest.lengths.length);
  const norms = Float64Array.from(manifest.lengths, (length) => K1 * (1 - B + (B * length) / Math.max(1, average)));
  return { manifest, docs, pageDoc, norms };
}

/** Best documents first, grouped by page, pages grouped by product; groups keep the rank of their best hit. */
function group(manifest: SearchIndexManifest, docs: Doc[], ranked: [number, number][]): ProductResult[] {
  const pages = new Map<number, PageResult>();
  for (const [doc] of ranked) {
    const { page, anchor, heading } = docs[doc]!;
    let result = pages.get(page);
    if (!result) {
      if (pages.size === MAX_PAGES) continue;
      const [route, title] = manifest.pages[page]!;
      pages.set(page, (result = { route, title, hits: [] }));
    }
    if (anchor && result.hits.length < HITS_PER_PAGE) result.hits.push({ href: `${result.route}#${anchor}`, heading });
  }
  const products = new Map<string, ProductResult>();
  for (const [page, result] of pages) {
    const product = manifest.products[manifest.pages[page]![2]]!;
    let entry = products.get(product);
    if (!entry) products.set(product, (entry = { product, pages: [] }));
    entry.pages.push(result);
  }
  return [...products.values()];
}
