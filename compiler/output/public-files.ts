import { constants, existsSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../templates/shared/site';
import { filesUnder } from './list-folder';

/** The absolute folder of the site's `publicDir`; none when the config sets none. */
export function publicFolder(contentDir: string, config: Pick<SiteConfig, 'publicDir'>): string | undefined {
  return typeof config.publicDir === 'string' ? path.resolve(contentDir, config.publicDir) : undefined;
}

/** A public file's size and modification time, as the build that copied it recorded them. */
export type PublicStamps = ReadonlyMap<string, string>;

/** The output a patch leaves in place (see `OutputInPlace`): its files as the last build left them, and what that build copied from the public folder. */
export interface PublicFilesInPlace {
  kept: Set<string>;
  output: ReadonlyMap<string, string>;
  copied?: PublicStamps;
}

/**
 * Copies the files of the site's public folder into the staged output at the same relative paths
 * (cloned where the file system can, so that the output never shares a file with the site's
 * sources). A path the build has written itself (staged) or left in place (`kept`) keeps the
 * build's file. When the output is patched in place, a public file with the stamp the last build
 * copied it with, still in the untouched output, stays there (added to `kept`): MUI X's 196 images
 * were copied and compared byte for byte on every one-page edit, 0.1–0.2 s of it. Returns the
 * stamps of the public files the output has, for the next build.
 */
export async function copyPublicFiles(publicDir: string, staging: string, inPlace?: PublicFilesInPlace): Promise<Map<string, string>> {
  const stamps = new Map<string, string>();
  const toCopy: string[] = [];
  for (const file of filesUnder(publicDir)) {
    if (inPlace?.kept.has(file) || existsSync(path.join(staging, file))) continue;
    const stats = statSync(path.join(publicDir, file));
    const stamp = `${stats.size}:${stats.mtimeMs}`;
    stamps.set(file, stamp);
    if (inPlace && inPlace.copied?.get(file) === stamp && inPlace.output.has(file)) inPlace.kept.add(file);
    else toCopy.push(file);
  }
  const folders = new Set(toCopy.map((file) => path.dirname(path.join(staging, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(toCopy.map((file) => copyFile(path.join(publicDir, file), path.join(staging, file), constants.COPYFILE_FICLONE)));
  return stamps;
}
