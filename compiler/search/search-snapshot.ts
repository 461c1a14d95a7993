import { mkdirSync, rmSync } from 'node:fs';
import { CacheStore, type CacheRead } from '../helpers/cache-store';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { endianness } from 'node:os';
import { deserialize, serialize } from 'node:v8';
import { longHash } from '../helpers/hash';
import { writeFileAtomicallySync } from '../helpers/write-atomically';
import { SearchIndexBuilder } from './build-index';
import type { IndexedPage } from './index-language';
import type { IndexerSnapshot } from './language-indexer';
import type { ShardRecord } from './shard-assembly';

/** Bumped whenever what the files hold changes shape: older files are then ignored. */
const FORMAT = 4;

/** The snapshot is counted as one read; its delta, read after it, is part of it. */
const store = new CacheStore({ namespace: 'search', format: FORMAT });

/**
 * Pages a delta holds at most: past that, the next build writes the whole snapshot again. A delta is a
 * few kilobytes per page and is applied page by page; the whole snapshot of a 10,000-page site is
 * 78 MB, half a second to write.
 */
const DELTA_PAGES = 200;

/** The whole snapshot: every page's terms, merged, and the cache key of each route. */
export interface StoredBase {
  format: number;
  id: string;
  keys: [route: string, key: string][];
  languages: IndexerSnapshot[];
  /** The shards the build wrote, by language. */
  shards: Record<string, ShardRecord[]>;
}

/** What changed since the base `base`: a route's new key and terms (none: the page has no terms), or null for a page gone. */
interface StoredDelta {
  format: number;
  base: string;
  entries: [route: string, entry: DeltaEntry | null][];
  /** The shards the last build wrote, by language. */
  shards: Record<string, ShardRecord[]>;
}

interface DeltaEntry {
  key: string;
  page?: IndexedPage;
}

/**
 * The search index's pages and postings as the last build of an output folder left them, with the
 * cache key each page had. A build from the cache starts from it: a page whose key is the same has
 * its terms there, and only the pages that changed are read from the cache or rendered, instead of
 * every page's terms being parsed and merged again (at 10,000 pages, 85 MB of JSON and most of a
 * one-page rebuild). Kept as a whole snapshot (`<outDir hash>.search`, beside the build manifest)
 * and the pages changed since (`.search-delta`), so a one-page edit writes kilobytes, not the whole.
 *
 * Use: `open`, `restore` ahead if there is time (`start` restores it otherwise), then `start` before
 * the cache lookup, `added` for every page whose terms the build adds to the index, and `save` at the end.
 */
export class SearchSnapshotStore {
  private known: boolean[] = [];
  private routes: readonly string[] = [];
  /** Pages added this build, by route, while few enough for a delta. */
  private addedPages: Map<string, IndexedPage> | undefined = new Map();
  /** The index as the last build left it, once `restore` made it. */
  private restored: SearchIndexBuilder | undefined;

  private constructor(
    private readonly file: string,
    private base: StoredBase | undefined,
    private readonly delta: Map<string, DeltaEntry | null>,
    /** The shards the output holds, as the last build recorded them. */
    private readonly shards: Record<string, ShardRecord[]>,
  ) {}

  static open(cacheDir: string, outDir: string): SearchSnapshotStore {
    const file = SearchSnapshotStore.fileOf(cacheDir, outDir);
    const base = readBase(file);
    const delta = base ? readStored<StoredDelta>(deltaFileOf(file)) : undefined;
    const current = delta?.base === base?.id ? delta : undefined;
    return new SearchSnapshotStore(file, base, new Map(current?.entries ?? []), current?.shards ?? base?.shards ?? {});
  }

  /** Where the whole snapshot of the output folder `outDir` is kept. */
  static fileOf(cacheDir: string, outDir: string): string {
    return path.join(cacheDir, 'builds', `${longHash(path.resolve(outDir)).slice(0, 16)}.search`);
  }

  /**
   * The index as the last build left it: the whole snapshot with the delta applied, every page in it
   * (`start` then drops those that changed). Made once; none without a snapshot.
   */
  restore(): SearchIndexBuilder | undefined {
    if (!this.base || this.restored) return this.restored;
    try {
      const index = SearchIndexBuilder.fromSnapshot(this.base.languages);
      for (const [route, entry] of this.delta) {
        if (entry?.page) index.add(entry.page);
        else index.remove(route);
      }
      // As the last build left it: the shards it wrote are made of these pages' postings.
      index.restoreOutput(this.shards);
      return (this.restored = index);
    } catch {
      // A snapshot that cannot be restored is as good as none: every page's terms are read again, and
      // the build stores a whole snapshot.
      this.base = undefined;
      this.delta.clear();
      return undefined;
    }
  }

  /**
   * The index to build on: the snapshot's pages whose route has the same key in this build (`keyOf`),
   * the others dropped. `known[i]` says whether route `routes[i]`'s terms are in it already.
   */
  start(routes: readonly string[], keyOf: (i: number) => string | undefined): { index: SearchIndexBuilder; known: boolean[] } {
    this.routes = routes;
    const index = this.restore();
    if (!index) {
      this.known = routes.map(() => false);
      return { index: new SearchIndexBuilder(), known: this.known };
    }
    const keys = this.keys();
    this.known = routes.map((route, i) => keyOf(i) !== undefined && keys.get(route) === keyOf(i));
    const kept = new Set(routes.filter((_, i) => this.known[i]));
    for (const route of index.routes()) if (!kept.has(route)) index.remove(route);
    return { index, known: this.known };
  }

  /** A page whose terms this build adds to the index (from the cache or rendered). */
  added(page: IndexedPage): void {
    if (!this.addedPages) return;
    if (this.addedPages.size >= DELTA_PAGES) this.addedPages = undefined;
    else this.addedPages.set(page.route, page);
  }

  /**
   * Stores what `index` holds as this build left it, each route `routes[i]` known by `keyOf(i)`: the
   * pages that changed as a delta while they are few, else the whole. A snapshot that cannot be
   * written only costs the next build the time it would have saved: the files there, if any, still
   * name the keys of the pages they hold.
   */
  save(index: SearchIndexBuilder, keyOf: (i: number) => string): void {
    try {
      const shards = index.shardRecords();
      const delta = this.base && this.addedPages ? this.nextDelta(keyOf) : undefined;
      if (delta === 'unchanged' && JSON.stringify(shards) === JSON.stringify(this.shards)) return;
      mkdirSync(path.dirname(this.file), { recursive: true });
      // A delta only for a few pages of the site: past a quarter, the whole is hardly larger.
      if (delta && (delta === 'unchanged' || delta.size <= Math.min(DELTA_PAGES, this.routes.length / 4))) {
        const stored: StoredDelta = { format: FORMAT, base: this.base!.id, entries: [...(delta === 'unchanged' ? this.delta : delta)], shards };
        writeFileAtomicallySync(deltaFileOf(this.file), serialize(stored));
        return;
      }
      const stored: StoredBase = { format: FORMAT, id: randomUUID(), keys: this.routes.map((route, i) => [route, keyOf(i)]), languages: index.snapshot(), shards };
      writeFileAtomicallySync(this.file, encodeBase(stored));
      rmSync(deltaFileOf(this.file), { force: true });
    } catch {
      // See above.
    }
  }

  /** The delta after this build: the loaded one with this build's pages and removals; 'unchanged' when it is the same. */
  private nextDelta(keyOf: (i: number) => string): Map<string, DeltaEntry | null> | 'unchanged' {
    const delta = new Map(this.delta);
    let changed = false;
    this.routes.forEach((route, i) => {
      if (this.known[i]) return;
      const page = this.addedPages!.get(route);
      delta.set(route, { key: keyOf(i), ...(page ? { page } : {}) });
      changed = true;
    });
    const current = new Set(this.routes);
    const inBase = new Set(this.base!.keys.map(([route]) => route));
    for (const route of this.keys().keys()) {
      if (current.has(route)) continue;
      if (inBase.has(route)) delta.set(route, null);
      else delta.delete(route);
      changed = true;
    }
    return changed ? delta : 'unchanged';
  }

  /** Route → key of the pages the snapshot holds: the base's, with the delta applied. */
  private keys(): Map<string, string> {
    const keys = new Map(this.base?.keys ?? []);
    for (const [route, entry] of this.delta) {
      if (entry) keys.set(route, entry.key);
      else keys.delete(route);
    }
    return keys;
  }
}

function deltaFileOf(file: string): string {
  return `${file}-delta`;
}

/** The typed arrays of a language's snapshot, stored apart from the rest, in this order. */
const ARRAYS = ['lengths', 'counts', 'triples'] as const;
type ArrayName = (typeof ARRAYS)[number];

/** What the file's head holds of a language: each typed array's length in its stead. */
type LanguageHead = Omit<IndexerSnapshot, ArrayName> & Record<ArrayName, number>;

/**
 * A whole snapshot as a file: the first four bytes give the head's length; the head is the rest
 * of it as JSON, with the byte order; then come the typed arrays' bytes as they are in memory,
 * language by language in `ARRAYS` order, from the first multiple of four after the head. A reader
 * makes its arrays views of the file's bytes: serialised (`v8.serialize`), they were copied out of
 * it once more (at 10,000 pages, 78 MB and 0.1 s of a one-page rebuild). The head is JSON as it
 * reads three times faster than `v8.deserialize` reads its many short strings (35 ms for 10,000 pages).
 */
export function encodeBase(stored: StoredBase): Buffer {
  const arrays = stored.languages.flatMap((language) => ARRAYS.map((name) => language[name]));
  const languages: LanguageHead[] = stored.languages.map((language) => ({ ...language, ...lengthsOf(language) }));
  const head = Buffer.from(JSON.stringify({ ...stored, endianness: endianness(), languages }));
  let at = align(4 + head.length);
  const file = Buffer.alloc(arrays.reduce((sum, array) => sum + array.byteLength, at));
  file.writeUInt32LE(head.length, 0);
  head.copy(file, 4);
  for (const array of arrays) {
    file.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += array.byteLength;
  }
  return file;
}

function lengthsOf(language: IndexerSnapshot): Record<ArrayName, number> {
  return { lengths: language.lengths.length, counts: language.counts.length, triples: language.triples.length };
}

/** What `encodeBase` wrote, or none when of another format or byte order; throws when cut short or not one. */
export function decodeBase(bytes: Buffer): StoredBase | undefined {
  const headLength = bytes.readUInt32LE(0);
  const head = JSON.parse(bytes.toString('utf8', 4, 4 + headLength)) as Omit<StoredBase, 'languages'> & { endianness: string; languages: LanguageHead[] };
  if (head.format !== FORMAT || head.endianness !== endianness()) return undefined;
  let at = align(4 + headLength);
  const languages = head.languages.map((language): IndexerSnapshot => {
    const [lengths, counts, triples] = ARRAYS.map((name) => {
      const view = int32View(bytes, at, language[name]);
      at += view.byteLength;
      return view;
    });
    return { ...language, lengths: lengths!, counts: counts!, triples: triples! };
  });
  return { format: head.format, id: head.id, keys: head.keys, languages, shards: head.shards };
}

/** `length` numbers of `bytes` from `byteOffset`: a view where the bytes are aligned for one, else a copy. */
function int32View(bytes: Buffer, byteOffset: number, length: number): Int32Array {
  if (byteOffset + length * 4 > bytes.length) throw new Error('search snapshot: cut short');
  const at = bytes.byteOffset + byteOffset;
  return at % 4 === 0 ? new Int32Array(bytes.buffer, at, length) : new Int32Array(bytes.buffer.slice(at, at + length * 4));
}

function align(offset: number): number {
  return Math.ceil(offset / 4) * 4;
}

function readBase(file: string): StoredBase | undefined {
  const read = store.readWith(file, (bytes): CacheRead<StoredBase> => {
    const base = decodeBase(bytes);
    return base ? { hit: true, value: base } : { hit: false, reason: 'format' };
  });
  return read.hit ? read.value : undefined;
}

/** A stored delta of this format; none when missing, of another format or unreadable. */
function readStored<T extends { format: number }>(file: string): T | undefined {
  const read = store.readWith(
    file,
    (bytes): CacheRead<T> => {
      const stored = deserialize(bytes) as T;
      return stored.format === FORMAT ? { hit: true, value: stored } : { hit: false, reason: 'format' };
    },
    { peek: true },
  );
  return read.hit ? read.value : undefined;
}
