/** One section of a page as the search index sees it: the text under a heading, up to the next one. */
export interface SearchSectionRecord {
  /** The heading's id; empty for the text before the first heading. */
  anchor: string;
  heading: string;
  /** Plain text of the section (prose; leave code blocks out, they bloat the index and rarely match queries). */
  text: string;
  /** Names the section shows: its demos' titles (`CellEditing`) and the API names its prose quotes (`processRowUpdate`). */
  names?: string[];
}

/** A compiled page, the input of the index build. */
export interface SearchPageRecord {
  /** Route without the base, e.g. `/x/react-tree-view/rich-tree-view/items/`. */
  route: string;
  lang: string;
  title: string;
  /** Product name the results are grouped under, e.g. `Tree View`. */
  product: string;
  sections: SearchSectionRecord[];
  /** A generated API reference page: ranked below guides unless the query names a component or asks for its API. */
  reference?: boolean;
}

/**
 * A language's search dictionary: loaded first when the dialog opens. Pages and headings are here;
 * postings live in shards, each holding a contiguous range of the sorted terms.
 */
export interface SearchIndexManifest {
  v: 4;
  lang: string;
  products: string[];
  /**
   * `[route, title, product index, sections, kind]`, each section `[anchor, heading]`, or its heading
   * alone when the anchor is `plainAnchor(heading)` (`templates/search/plain-anchor.ts`); the kind 1 for an API reference page,
   * 2 for a page about other versions (a migration guide, a changelog), 3 for the guide a product's
   * readers start from (its shortest route: offered when no word of a query is in the index), absent
   * for another guide. Documents are numbered in this order: each page is one document (its title and
   * intro) followed by one per section.
   */
  pages: [route: string, title: string, product: number, sections: (string | [anchor: string, heading: string])[], kind?: 1 | 2 | 3][];
  /** Each document's length in terms, in document order: BM25's length normalisation. */
  lengths: number[];
  /** `[first term, file name relative to this file]`, sorted by first term. */
  shards: [first: string, file: string][];
  /**
   * Term, or phrase of terms joined by spaces → the terms a reader may mean by it, as the index spells them: the site's `searchSynonyms`
   * and, in English, the compiler's own vocabulary. Absent when there are none.
   */
  synonyms?: Record<string, string[]>;
  /** Terms that frame a question ("how", "want", "where"), left out of a query's ranking unless it has nothing else (in English, the compiler's own list). */
  fillers?: string[];
}

/**
 * Term → postings as `[document delta, weight, document delta, weight, …]`. A weight packs the
 * term's count in the document's prose and its label bonus (title, heading, product), in quarters:
 * `count × WEIGHT_COUNT_FACTOR + bonus quarters`. Scores are computed by the browser, from these and
 * the manifest's lengths: a shard then changes only when its own terms' postings do, and a one-page
 * edit rewrites a few shards instead of all.
 */
export type SearchShard = Record<string, number[]>;

/** A posting's weight is `count × WEIGHT_COUNT_FACTOR + bonus quarters`; a bonus is at most 5, 20 quarters. */
export const WEIGHT_COUNT_FACTOR = 32;
export const BONUS_QUARTERS = 4;

/** Keys of the UI strings the search dialog uses, from the site's translations. */
export const SEARCH_STRING_KEYS = ['search.open', 'search.placeholder', 'search.noResults', 'search.recent', 'search.ignored', 'search.closest', 'search.start'] as const;
export type SearchStrings = Record<(typeof SEARCH_STRING_KEYS)[number], string>;

/** Id of the `<script type="application/json">` every page carries for the search runtime. */
export const SEARCH_CONFIG_ID = 'docs-search-config';

/** What the server renders into each page for the search runtime. */
export interface SearchConfig {
  lang: string;
  /** The site's base path (`/` or `/docs/`), prefixed to result routes. */
  base: string;
  /** URL of this language's `SearchIndexManifest`, or of the index folder's `manifest.json` (one more request, but known before the index is built). */
  index: string;
  /** URL of the bundled search dialog (an ES module), imported when the dialog first opens. */
  module: string;
  strings: SearchStrings;
}
