import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicallySync } from '../helpers/write-atomically';
import { isCompilerEntry } from './clean-cache';

/** The default of `cacheSizeLimit`: 25 times the shipped MUI X site's cache (80 MB after a cold build, 2,200 files), room for several sites and versions. */
export const DEFAULT_CACHE_SIZE_LIMIT = 2 * 1024 ** 3;

/**
 * Folders of the cache that are a running command's working files, not entries: `docs dev` serves
 * from `dev-out/`, `docs build --watch` renders into `watch-scratch/`. They are neither counted nor pruned.
 */
const WORKING_FOLDERS = new Set(['dev-out', 'watch-scratch']);

/**
 * Files this process used whose time cannot say so: the bundles' and pages' stored files, linked into
 * the output, whose time and size are their stamp (see `stored-file.ts`). Every other entry is marked
 * used by its time, set when it is read (`CacheStore.readFile`) or written.
 */
const used = new Set<string>();

export function markUsed(...files: string[]): void {
  for (const file of files) used.add(file);
}

/**
 * How often the cache's size is measured: a walk of its files (a stat each) took 20 to 60 ms for the
 * shipped site's 2,000 files, several percent of a one-page edit, and grows with the pages. A cache
 * grows by one build's new entries at most between two walks; a new limit is applied at once.
 */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Where the last walk's limit and measure are kept; its time is the walk's. */
const LAST_WALK = path.join('builds', 'cache-size.json');

/**
 * `pruneCache`, when it is due: when the limit is not the one of the last walk, or that walk is over
 * an hour old (see `PRUNE_INTERVAL_MS`). None when it is not.
 */
export function pruneCacheWhenDue(cacheDir: string, limit: number, since: number): Pruned | undefined {
  const marker = path.join(cacheDir, LAST_WALK);
  if (!walkDue(marker, limit)) {
    used.clear();
    return undefined;
  }
  const pruned = pruneCache(cacheDir, limit, since);
  try {
    mkdirSync(path.dirname(marker), { recursive: true });
    writeFileAtomicallySync(marker, JSON.stringify({ limit, bytes: pruned.after }));
  } catch {
    // The next build walks again.
  }
  return pruned;
}

function walkDue(marker: string, limit: number): boolean {
  try {
    const last = JSON.parse(readFileSync(marker, 'utf8')) as { limit?: unknown };
    return last.limit !== limit || statSync(marker).mtimeMs < Date.now() - PRUNE_INTERVAL_MS;
  } catch {
    return true;
  }
}

export interface Pruned {
  /** Bytes of the cache's entries before and after. */
  before: number;
  after: number;
  removed: number;
}

/**
 * Deletes the least recently used entries of `cacheDir` (by their file's time: see `markUsed`) until
 * its entries take `limit` bytes at most, never one used since `since` (the process's start, in the
 * file system's clock): the cache may stay above the limit when the build itself needs more. A file
 * that cannot be read or deleted is left; the worst a deleted entry costs is a miss.
 */
export function pruneCache(cacheDir: string, limit: number, since: number): Pruned {
  const files = entryFiles(cacheDir);
  const before = files.reduce((sum, file) => sum + file.size, 0);
  let after = before;
  let removed = 0;
  if (before > limit) {
    const candidates = files.filter((file) => file.mtimeMs < since && !used.has(file.path)).sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of candidates) {
      if (after <= limit) break;
      try {
        rmSync(file.path);
        after -= file.size;
        removed += 1;
      } catch {
        // Gone already, or not ours to delete.
      }
    }
  }
  used.clear();
  return { before, after, removed };
}

interface EntryFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** Every file of the compiler's entries in `cacheDir` (see `isCompilerEntry`), outside the working folders. */
function entryFiles(cacheDir: string): EntryFile[] {
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return [];
  }
  const files: EntryFile[] = [];
  const add = (file: string) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats?.isFile()) files.push({ path: file, size: stats.size, mtimeMs: stats.mtimeMs });
  };
  for (const name of names) {
    if (!isCompilerEntry(name) || WORKING_FOLDERS.has(name)) continue;
    const entry = path.join(cacheDir, name);
    add(entry);
    try {
      for (const file of readdirSync(entry, { recursive: true, withFileTypes: true })) if (file.isFile()) add(path.join(file.parentPath, file.name));
    } catch {
      // A file, or a folder gone meanwhile.
    }
  }
  return files;
}

const UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** `cacheSizeLimit` in bytes: a number of bytes or a size such as `"500MB"` or `"2GB"` (units of 1,024); undefined when it is neither. */
export function cacheSizeLimitBytes(limit: number | string): number | undefined {
  if (typeof limit === 'number') return Number.isFinite(limit) && limit >= 0 ? limit : undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB|GB|TB)\s*$/i.exec(limit);
  return match ? Math.round(Number(match[1]) * UNITS[match[2]!.toUpperCase()]!) : undefined;
}
