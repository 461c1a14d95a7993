import { statSync } from 'node:fs';
import { SearchIndexBuilder } from './build-index';
import { SearchSnapshotStore } from './search-snapshot';
import { startSearchThread } from './search-thread';
import type { SearchSession } from './session-contract';

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
    scanAhead() {
      index.scanAhead();
    },
    async build(present, keys, vocabularies) {
      const output = index.build(present ? (name) => present.has(name) : undefined, vocabularies);
      store?.save(index, (i) => keys[i]!);
      return output;
    },
    saved: () => Promise.resolve(),
    close: () => undefined,
    threaded: false,
  };
}
