import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackageApi } from './extract-package';
import { writeFileAtomically } from '../output/write-atomically';

/**
 * Bump when extraction output changes shape or content for the same package, so entries written
 * by an older compiler are not reused. The package name and version are the rest of the key:
 * installed declarations only change with the version.
 */
const API_CACHE_FORMAT = 2;

interface CacheEntry extends PackageApi {
  format: number;
}

/** `api-mui-x-tree-view@8.29.3.json`: one file per package and version. */
export function apiCacheFile(cacheDir: string, name: string, version: string): string {
  return path.join(cacheDir, `api-${name.replace(/^@/, '').replace(/\//g, '-')}@${version}.json`);
}

/** The cached extraction, or undefined when missing, unreadable or written by another format. */
export async function readCachedPackage(cacheDir: string, name: string, version: string): Promise<PackageApi | undefined> {
  let entry: CacheEntry;
  try {
    entry = JSON.parse(await readFile(apiCacheFile(cacheDir, name, version), 'utf8')) as CacheEntry;
  } catch {
    return undefined;
  }
  if (entry.format !== API_CACHE_FORMAT || entry.name !== name || entry.version !== version) return undefined;
  const { format: _format, ...api } = entry;
  return api;
}

/** Written atomically, so a concurrent build never reads half a file. */
export async function writeCachedPackage(cacheDir: string, api: PackageApi): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const entry: CacheEntry = { format: API_CACHE_FORMAT, ...api };
  await writeFileAtomically(apiCacheFile(cacheDir, api.name, api.version), JSON.stringify(entry));
}
