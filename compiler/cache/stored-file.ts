import { constants, copyFileSync, linkSync, readFileSync, statSync, type Stats } from 'node:fs';
import { longHash } from '../helpers/hash';

/**
 * What a cache file held when it was stored. Cache files are linked into the output, so an output file
 * changed in place changes the cache file too: the stamp tells such a file from the one stored.
 */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  sha256: string;
}

export const stampOf = (stats: Stats, content: string | Uint8Array): FileStamp => ({ size: stats.size, mtimeMs: stats.mtimeMs, sha256: longHash(content) });

/**
 * Whether a stored file still holds what was stored: the same size and time, or, where only the time
 * differs (a cache copied or restored, which keeps the bytes but not always the time), the same hash.
 * A missing file throws.
 */
export function intact(file: string, stamp: FileStamp): boolean {
  const stats = statSync(file);
  if (stats.size !== stamp.size) return false;
  return stats.mtimeMs === stamp.mtimeMs || longHash(readFileSync(file)) === stamp.sha256;
}

/** Links `from` at `to`, or copies it (a clone where the file system can) where links are refused. */
export function place(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to, constants.COPYFILE_FICLONE);
  }
}
