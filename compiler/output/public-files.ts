import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../templates/shared/site';
import { filesUnder } from './list-folder';

/** The absolute folder of the site's `publicDir`; none when the config sets none. */
export function publicFolder(contentDir: string, config: Pick<SiteConfig, 'publicDir'>): string | undefined {
  return typeof config.publicDir === 'string' ? path.resolve(contentDir, config.publicDir) : undefined;
}

/**
 * Copies the files of the site's public folder into the staged output at the same relative paths
 * (cloned where the file system can, so that the output never shares a file with the site's
 * sources). A path the build has written itself (`staged`) or left in place (`kept`) keeps the
 * build's file. Returns how many were copied.
 */
export async function copyPublicFiles(publicDir: string, staging: string, kept: ReadonlySet<string> = new Set()): Promise<number> {
  const files = filesUnder(publicDir).filter((file) => !kept.has(file) && !existsSync(path.join(staging, file)));
  const folders = new Set(files.map((file) => path.dirname(path.join(staging, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map((file) => copyFile(path.join(publicDir, file), path.join(staging, file), constants.COPYFILE_FICLONE)));
  return files.length;
}
