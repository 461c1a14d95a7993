/**
 * The static search index, built from the compiled pages.
 *
 * A compact inverted index of our own rather than MiniSearch or FlexSearch: MiniSearch serialises a
 * language's index as one blob the browser must load and rebuild whole, FlexSearch's export is tied to
 * its internal format, and both ship a query engine (fuzzy matching, field boosts at query time) far
 * larger than what a docs search uses. Weighed on the relevance set (`npm run bench:search`), MiniSearch
 * as VitePress configures it ranked the expected page first for 73% of the queries against our 96%,
 * with an index of 693 B gzipped per page against our 415 (75% when cut to our size), and its one
 * blob is rewritten by every edit. Here the tokeniser (`templates/search/tokenize.ts`) is shared by
 * build and browser, the shards carry each term's counts and label bonuses and the browser scores
 * them with BM25 (a score computed here depends on every page's length, so any edit changed every
 * shard), and the index is split in two:
 *
 * - `<lang>.<hash>.json`: the manifest the dialog loads first — products, pages, headings, document
 *   lengths and the shard table (first term of each shard).
 * - `<lang>-<hash>.json`: shards of postings, each a contiguous range of the sorted terms cut where
 *   the terms say (`shard-cuts.ts`), so a query fetches only the one or two shards its terms fall in
 *   and an edit rewrites only the shards of the terms it changed.
 *
 * Every name carries a content hash and can be cached forever; `manifest.json` maps each language to
 * its manifest file.
 */
import { contentHash } from '../helpers/hash';
import type { SearchIndexManifest, SearchPageRecord } from '../../templates/shared/search';
import { indexPage, type IndexedPage } from './index-language';
import { LanguageIndexer, runToEnd, type IndexerSnapshot } from './language-indexer';
import type { ShardRecord } from './shard-assembly';
import type { SearchVocabulary } from './vocabulary';

export interface SearchIndexFile {
  /** Relative to the folder the index is served from, e.g. `en.1a2b3c4d.json`. */
  name: string;
  content: string;
}

export interface SearchIndexOutput {
  /** The files to write. */
  files: SearchIndexFile[];
  /** Shard files the previous build wrote and this one uses as they are (see `build`'s `reusable`). */
  reused: string[];
  /** Language → file name of its manifest (the `index` of the page's `SearchConfig`, once prefixed by the folder URL). */
  manifests: Record<string, string>;
}

/** Says whether the output folder holds a search file of the previous build, so it need not be written again. */
export type ReusableFile = (name: string) => boolean;

export function buildSearchIndex(records: SearchPageRecord[], options: { shardBytes?: number; vocabularies?: Record<string, SearchVocabulary> } = {}): SearchIndexOutput {
  const builder = new SearchIndexBuilder(options);
  for (const record of records) builder.add(indexPage(record, record.lang));
  return builder.build(undefined, options.vocabularies);
}

/**
 * Builds the index from pages tokenised elsewhere (`indexPage`, run by the render workers in
 * parallel and kept in the page cache): `build` only merges and writes. The result does not depend
 * on the order of `add` calls; adding a route again (watch mode) replaces it.
 */
export class SearchIndexBuilder {
  private readonly byLanguage = new Map<string, LanguageIndexer>();

  constructor(private readonly options: { shardBytes?: number } = {}) {}

  add(page: IndexedPage): void {
    let indexer = this.byLanguage.get(page.lang);
    if (!indexer) this.byLanguage.set(page.lang, (indexer = new LanguageIndexer(page.lang, this.options.shardBytes)));
    indexer.add(page);
  }

  /** Drops a page from whichever language holds it. */
  remove(route: string): void {
    for (const indexer of this.byLanguage.values()) indexer.remove(route);
  }

  /** Every route it holds a page of. */
  routes(): string[] {
    return [...this.byLanguage.values()].flatMap((indexer) => [...indexer.routes()]);
  }

  /** Its pages and postings, to be restored with `fromSnapshot` by a later build (see `search-snapshot.ts`). */
  snapshot(): IndexerSnapshot[] {
    return [...this.byLanguage.values()].map((indexer) => indexer.snapshot());
  }

  static fromSnapshot(snapshots: readonly IndexerSnapshot[], options: { shardBytes?: number } = {}): SearchIndexBuilder {
    const builder = new SearchIndexBuilder(options);
    for (const snapshot of snapshots) builder.byLanguage.set(snapshot.lang, LanguageIndexer.fromSnapshot(snapshot, options.shardBytes));
    return builder;
  }

  /** Each language's shards as the last build wrote them. */
  shardRecords(): Record<string, ShardRecord[]> {
    return Object.fromEntries([...this.byLanguage].map(([lang, indexer]) => [lang, indexer.shardRecords()]));
  }

  /**
   * Declares the index as it stands the one the output was built from, with the shards it wrote
   * (`shardRecords` of that build): the next `build` writes only the shards that changed since.
   */
  restoreOutput(records: Record<string, ShardRecord[]>): void {
    for (const [lang, indexer] of this.byLanguage) indexer.restoreOutput(records[lang] ?? []);
  }

  /** Scans ahead of the build, while pages are still to come (see `LanguageIndexer.scanAhead`). */
  scanAhead(): void {
    for (const indexer of this.byLanguage.values()) indexer.scanAhead();
  }

  /**
   * `reusable`: whether the output holds a file of the last build as it was written. Without it,
   * every shard is written. `vocabularies`: by language, the synonyms its manifest carries.
   */
  build(reusable?: ReusableFile, vocabularies?: Record<string, SearchVocabulary>): SearchIndexOutput {
    return runToEnd(this.buildInSlices(reusable, vocabularies));
  }

  /**
   * `build` that gives way to the event loop every few milliseconds and stops, throwing the signal's
   * reason, once `signal` is aborted: watch mode rewrites a large site's index between edits without
   * delaying the next one. Pages must not be added while it runs (abort first).
   */
  async buildInterruptibly(signal: AbortSignal, reusable?: ReusableFile, vocabularies?: Record<string, SearchVocabulary>): Promise<SearchIndexOutput> {
    const steps = this.buildInSlices(reusable, vocabularies);
    for (;;) {
      signal.throwIfAborted();
      const step = steps.next();
      if (step.done) return step.value;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private *buildInSlices(reusable?: ReusableFile, vocabularies: Record<string, SearchVocabulary> = {}): Generator<void, SearchIndexOutput> {
    const files: SearchIndexFile[] = [];
    const reused: string[] = [];
    const manifests: Record<string, string> = {};
    for (const lang of [...this.byLanguage.keys()].sort()) {
      const index = yield* this.byLanguage.get(lang)!.assembleInSlices(reusable);
      yield;
      const manifest: SearchIndexManifest = {
        v: 4,
        lang,
        products: index.products,
        pages: index.pages,
        lengths: index.lengths,
        shards: index.shards.map((s) => [s.first, s.name]),
      };
      const { synonyms = {}, fillers = [] } = vocabularies[lang] ?? {};
      if (Object.keys(synonyms).length > 0) manifest.synonyms = synonyms;
      if (fillers.length > 0) manifest.fillers = fillers;
      const content = JSON.stringify(manifest);
      const name = `${lang}.${contentHash(content)}.json`;
      manifests[lang] = name;
      files.push({ name, content });
      for (const shard of index.shards) {
        if (shard.content === undefined) reused.push(shard.name);
        else files.push({ name: shard.name, content: shard.content });
      }
    }
    files.push({ name: 'manifest.json', content: JSON.stringify(manifests) });
    return { files, reused, manifests };
  }
}
