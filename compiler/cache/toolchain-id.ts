import { readFileSync } from 'node:fs';
import path from 'node:path';
import { longHash } from '../helpers/hash';
import { packageRoot } from '../helpers/package-root';
import { filesUnder } from '../output/list-folder';
import type { FileHashes } from './file-hashes';

/**
 * Each file under `dir` (relative path and content hash), in a stable order; none when `dir` is
 * missing. Synchronously, for the reason `untouchedOutput` (build/build-manifest.ts) gives: a thousand small reads (or stats,
 * through `hashes`) in a row.
 */
export function folderHashes(dir: string, hashes?: FileHashes, counts: (file: string) => boolean = () => true): [string, string][] {
  return filesUnder(dir).filter(counts).map((file) => {
    const full = path.join(dir, file);
    return [file, hashes ? hashes.hash(full) : longHash(readFileSync(full))];
  });
}

let toolchain: string | undefined;

/**
 * The whole bundled CLI, with the runtime and templates it bundles from source at build time, not
 * only the render worker's part (`compilerId`): the main thread renders the frames and writes the
 * search index, sitemap and shared assets, and a change there must show in what depends on them.
 * Worked out once per thread, through `hashes` when the caller has them.
 */
export function toolchainId(hashes?: FileHashes): string {
  const root = packageRoot();
  // Not the bundles' source maps (two thirds of the bytes): no output depends on them, and they change only with the code.
  toolchain ??= longHash(JSON.stringify(['runtime', 'templates', '.build'].map((dir) => folderHashes(path.join(root, dir), hashes, (file) => !file.endsWith('.map')))));
  return toolchain;
}
