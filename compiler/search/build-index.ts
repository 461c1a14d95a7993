/**
 * The static search index, built from the compiled pages.
 *
 * A compact inverted index of our own rather than MiniSearch or FlexSearch: MiniSearch serialises a
 * language's index as one blob the browser must load and rebuild whole, FlexSearch's export is tied to
 * its internal format, and both ship a query engine (fuzzy matching, field boosts at query time) far
 * larger than what a docs search uses. Here the tokeniser (`templates/search/tokenize.ts`) is shared by
 * build and browser, BM25 scores are computed at build time so the browser only adds numbers, and
 * the index is split in two:
 *
 * - `<lang>.<hash>.json`: the manifest the dialog loads first — products, pages, headings and the
 *   shard table (first term of each shard).
 * - `<lang>-<n>.<hash>.json`: shards of postings, each a contiguous range of the sorted terms, so a
 *   query fetches only the one or two shards its terms fall in.
 *
 * Every name carries a content hash and can be cached forever; `manifest.json` maps each language to
 * its manifest file.
 */
import { contentHash } from '../assets/hash';
import type { SearchIndexManifest, SearchPageRecord } from '../../templates/shared/search';
import { indexPage, LanguageIndexer, runToEnd, type IndexedPage, type IndexerSnapshot } from './index-language';
import { splitShards } from './shards';

/** About 4.5 kB gzipped: small enough to fetch while typing, large enough to keep the request count low. */
const SHARD_TARGET_BYTES = 12_000;

export interface SearchIndexFile {
  /** Relative to the folder the index is served from, e.g. `en.1a2b3c4d.json`. */
  name: string;
  content: string;
}

export interface SearchIndexOutput {
  files: SearchIndexFile[];
  /** Language → file name of its manifest (the `index` of the page's `SearchConfig`, once prefixed by the folder URL). */
  manifests: Record<string, string>;
}

export function buildSearchIndex(records: SearchPageRecord[], options: { shardBytes?: number } = {}): SearchIndexOutput {
  const builder = new SearchIndexBuilder(options);
  for (const record of records) builder.add(indexPage(record, record.lang));
  return builder.build();
}

/**
 * Builds the index from pages tokenised elsewhere (`indexPage`, run by the render workers in
 * parallel and kept in the page cache): `build` only scores and writes. The result does not depend
 * on the order of `add` calls; adding a route again (watch mode) replaces it.
 */
export class SearchIndexBuilder {
  private readonly byLanguage = new Map<string, LanguageIndexer>();

  constructor(private readonly options: { shardBytes?: number } = {}) {}

  add(page: IndexedPage): void {
    let indexer = this.byLanguage.get(page.lang);
    if (!indexer) this.byLanguage.set(page.lang, (indexer = new LanguageIndexer(page.lang)));
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
    for (const snapshot of snapshots) builder.byLanguage.set(snapshot.lang, LanguageIndexer.fromSnapshot(snapshot));
    return builder;
  }

  build(): SearchIndexOutput {
    return runToEnd(this.buildInSlices());
  }

  /**
   * `build` that gives way to the event loop every few milliseconds and stops, throwing the signal's
   * reason, once `signal` is aborted: watch mode rewrites a large site's index between edits without
   * delaying the next one. Pages must not be added while it runs (abort first).
   */
  async buildInterruptibly(signal: AbortSignal): Promise<SearchIndexOutput> {
    const steps = this.buildInSlices();
    for (;;) {
      signal.throwIfAborted();
      const step = steps.next();
      if (step.done) return step.value;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private *buildInSlices(): Generator<void, SearchIndexOutput> {
    const files: SearchIndexFile[] = [];
    const manifests: Record<string, string> = {};
    for (const lang of [...this.byLanguage.keys()].sort()) {
      const index = yield* this.byLanguage.get(lang)!.assembleInSlices();
      yield;
      const shards: { first: string; name: string; content: string }[] = [];
      for (const { first, content } of splitShards(index.postings, this.options.shardBytes ?? SHARD_TARGET_BYTES)) {
        // About a millisecond of hashing at a time.
        if (shards.length % 40 === 39) yield;
        shards.push({ first, name: `${lang}-${shards.length}.${contentHash(content)}.json`, content });
      }
      const manifest: SearchIndexManifest = {
        v: 1,
        lang,
        products: index.products,
        pages: index.pages,
        shards: shards.map((s) => [s.first, s.name]),
      };
      const content = JSON.stringify(manifest);
      const name = `${lang}.${contentHash(content)}.json`;
      manifests[lang] = name;
      files.push({ name, content }, ...shards.map(({ name, content }) => ({ name, content })));
    }
    files.push({ name: 'manifest.json', content: JSON.stringify(manifests) });
    return { files, manifests };
  }
}
