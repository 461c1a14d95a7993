import { statSync } from 'node:fs';
import { SearchIndexBuilder, type SearchIndexOutput } from './build-index';
import type { IndexedPage } from './index-language';
import { SearchSnapshotStore } from './search-snapshot';
import { startSearchThread } from './search-thread';

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
   * The index files, the shards in `present` (file names the output holds) reused where unchanged;
   * then the snapshot is stored, each route known by `keys[i]`.
   */
  build(present: ReadonlySet<string> | undefined, keys: readonly string[]): Promise<SearchIndexOutput>;
  /** Settles once the snapshot is stored, or the session is closed. */
  saved(): Promise<void>;
  /** Stops the session's thread, if any (a build that stops early). */
  close(): void;
  /** In this thread: the index, which `--watch` goes on updating. */
  readonly index?: SearchIndexBuilder;
  /** Whether it runs in a thread of its own. */
  readonly threaded: boolean;
}

/**
 * A snapshot from this size on is restored in a thread of its own, while this one hashes the inputs,
 * loads the site and looks the pages up: at 10,000 pages (78 MB) reading and restoring it took 0.3 s
 * of a one-page rebuild. A small site's (1,000 pages: 8 MB) is restored here in 30 ms, while this
 * thread waits for the render worker anyway, and a thread would only take that worker's core.
 */
const THREAD_SNAPSHOT_BYTES = 32 * 2 ** 20;

/**
 * The session of a build writing to `outDir`: with no cache, a fresh index; with one, restored from
 * its snapshot, in a thread of its own when the snapshot is large, unless `inThread` (`--watch` keeps
 * the index for later edits).
 */
export function openSearchSession(options: { cacheDir: string; outDir: string; cache: boolean; inThread?: boolean }): SearchSession {
  if (!options.cache) return inThreadSession(undefined);
  const size = statSync(SearchSnapshotStore.fileOf(options.cacheDir, options.outDir), { throwIfNoEntry: false })?.size ?? 0;
  if (!options.inThread && size >= THREAD_SNAPSHOT_BYTES) {
    const thread = startSearchThread(options.cacheDir, options.outDir);
    if (thread) return thread;
  }
  return inThreadSession(SearchSnapshotStore.open(options.cacheDir, options.outDir));
}

/** The session in this thread: with a store, from its snapshot; without, a fresh index that is not stored. */
export function inThreadSession(store: SearchSnapshotStore | undefined): SearchSession {
  let index = new SearchIndexBuilder();
  return {
    get index() {
      return index;
    },
    async start(routes, keys) {
      if (!store) return routes.map(() => false);
      const started = store.start(routes, (i) => keys[i]);
      index = started.index;
      return started.known;
    },
    add(page) {
      index.add(page);
      store?.added(page);
    },
    async build(present, keys) {
      const output = index.build(present ? (name) => present.has(name) : undefined);
      store?.save(index, (i) => keys[i]!);
      return output;
    },
    saved: () => Promise.resolve(),
    close: () => undefined,
    threaded: false,
  };
}
