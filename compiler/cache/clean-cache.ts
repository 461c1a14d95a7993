import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the compiler writes at the top of a cache folder: its caches' folders, the extracted API of
 * each package (`api-<package>@<version>.json`) and the compiled config modules (`<file>.<pid>.<n>.mjs`).
 * Anything else there (the feedback `docs serve` received, a user's file under a `--cache-dir` of
 * their choosing) is not the compiler's to delete.
 */
const CACHE_FOLDERS = new Set(['builds', 'bundles', 'code', 'demo-code', 'demo-renders', 'dev-out', 'highlight', 'pages', 'prefetch', 'shared', 'startup', 'typecheck', 'watch-scratch']);
const CACHE_FILE = /^(?:api-.+\.json|.+\.\d+\.\d+\.mjs)$/;

/** Whether `name`, at the top of a cache folder, is one of the compiler's entries (see `CACHE_FOLDERS`). */
export const isCompilerEntry = (name: string): boolean => CACHE_FOLDERS.has(name) || CACHE_FILE.test(name);

export interface CleanedCache {
  /** Bytes of the files deleted. */
  bytes: number;
  /** Entries left in place: not the compiler's. */
  kept: string[];
}

/** Deletes the compiler's own entries of `cacheDir` (see `CACHE_FOLDERS`); the next build is a cold one. */
export function cleanCache(cacheDir: string): CleanedCache {
  let entries: string[];
  try {
    entries = readdirSync(cacheDir);
  } catch {
    return { bytes: 0, kept: [] };
  }
  const cleaned: CleanedCache = { bytes: 0, kept: [] };
  for (const name of entries) {
    const entry = path.join(cacheDir, name);
    if (!isCompilerEntry(name)) {
      cleaned.kept.push(name);
      continue;
    }
    cleaned.bytes += bytesUnder(entry);
    rmSync(entry, { recursive: true, force: true });
  }
  return cleaned;
}

function bytesUnder(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.size ?? 0;
  let total = 0;
  for (const file of readdirSync(entry, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) total += statSync(path.join(file.parentPath, file.name), { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}
