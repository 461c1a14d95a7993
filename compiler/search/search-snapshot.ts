import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { longHash } from '../assets/hash';
import { writeFileAtomicallySync } from '../output/write-atomically';
import { SearchIndexBuilder } from './build-index';
import type { IndexerSnapshot } from './index-language';

/** Bumped whenever what `LanguageIndexer.snapshot` writes changes shape: an older file is then ignored. */
const FORMAT = 1;

/**
 * The search index's pages and postings as the last build of an output folder left them, with the
 * cache key each page had. A build from the cache starts from it: a page whose key is the same has
 * its terms there, and only the pages that changed are read from the cache or rendered, instead of
 * every page's terms being parsed and merged again (at 10,000 pages, 85 MB of JSON and most of a
 * one-page rebuild).
 */
export interface SearchSnapshot {
  /** Route → the cache key of the page whose terms the snapshot holds. */
  keys: Map<string, string>;
  languages: IndexerSnapshot[];
}

interface StoredSnapshot {
  format: number;
  keys: [route: string, key: string][];
  languages: IndexerSnapshot[];
}

/** Beside the build manifest of `outDir` (see `build-manifest.ts`). */
export function searchSnapshotFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'builds', `${longHash(path.resolve(outDir)).slice(0, 16)}.search`);
}

/** The snapshot in `file`; none when there is none, or it is of another format or unreadable. */
export function readSearchSnapshot(file: string): SearchSnapshot | undefined {
  try {
    const stored = deserialize(readFileSync(file)) as StoredSnapshot;
    if (stored.format !== FORMAT) return undefined;
    return { keys: new Map(stored.keys), languages: stored.languages };
  } catch {
    return undefined;
  }
}

/**
 * Stores what `builder` holds, each page known by its route's key in `keys`. A snapshot that cannot
 * be written only costs the next build the time it would have saved: the one there, if any, still
 * names the keys of the pages it holds.
 */
export function writeSearchSnapshot(file: string, builder: SearchIndexBuilder, keys: Map<string, string>): void {
  const stored: StoredSnapshot = { format: FORMAT, keys: [...keys], languages: builder.snapshot() };
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomicallySync(file, serialize(stored));
  } catch {
    // See above.
  }
}

/**
 * The index to build on: the snapshot's pages whose route has the same key in this build (`keyOf`),
 * the others dropped. `known[i]` says whether route `routes[i]`'s terms are in it already.
 */
export function searchIndexFrom(snapshot: SearchSnapshot | undefined, routes: readonly string[], keyOf: (i: number) => string | undefined): { index: SearchIndexBuilder; known: boolean[] } {
  if (!snapshot) return { index: new SearchIndexBuilder(), known: routes.map(() => false) };
  const index = SearchIndexBuilder.fromSnapshot(snapshot.languages);
  const known = routes.map((route, i) => keyOf(i) !== undefined && snapshot.keys.get(route) === keyOf(i));
  const kept = new Set(routes.filter((_, i) => known[i]));
  for (const route of index.routes()) if (!kept.has(route)) index.remove(route);
  return { index, known };
}
