import type { SearchIndexBuilder, SearchIndexOutput } from './build-index';
import type { IndexedPage } from './index-language';
import type { SearchVocabulary } from './vocabulary';

/**
 * A build's search index: restored from the last build's snapshot, given the pages whose terms it
 * lacks, built, and stored for the next build. Runs in this thread, or in a thread of its own for a
 * large site (see `openSearchSession`).
 */
export interface SearchSession {
  /** By route: whether its terms are in the index already (its key is the one the snapshot holds). */
  start(routes: readonly string[], keys: readonly (string | undefined)[]): Promise<boolean[]>;
  /** A page whose terms this build adds (from the cache or rendered). */
  add(page: IndexedPage): void;
  /**
   * Does what it can of the build's work while pages are still being rendered (see
   * `LanguageIndexer.scanAhead`): worth it when they are few, as after a one-page edit.
   */
  scanAhead(): void;
  /**
   * The index files, the shards in `present` (file names the output holds) reused where unchanged;
   * then the snapshot is stored, each route known by `keys[i]`. Each language's manifest carries its
   * vocabulary from `vocabularies`.
   */
  build(present: ReadonlySet<string> | undefined, keys: readonly string[], vocabularies: Record<string, SearchVocabulary>): Promise<SearchIndexOutput>;
  /** Settles once the snapshot is stored, or the session is closed. */
  saved(): Promise<void>;
  /** Stops the session's thread, if any (a build that stops early). */
  close(): void;
  /** In this thread: the index, which `--watch` goes on updating. */
  readonly index?: SearchIndexBuilder;
  /** Whether it runs in a thread of its own. */
  readonly threaded: boolean;
}
