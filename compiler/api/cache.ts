import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackageApi } from './extract-package';
import { longHash } from '../helpers/hash';
import { lazyRequire } from '../helpers/lazy-require';
import { packageRoot } from '../helpers/package-root';
import { writeFileAtomically } from '../helpers/write-atomically';

/**
 * Bump when the entries change shape. Changes of what the extraction finds are caught by
 * `extractorId`; the package name and version are the rest of the key: installed declarations only
 * change with the version.
 */
const API_CACHE_FORMAT = 2;

interface CacheEntry extends PackageApi {
  format: number;
  extractor: string;
}

let extractor: Promise<string> | undefined;

/**
 * The bundled TypeScript worker, which runs the extraction: one file with all of its code, so any
 * change of the extraction code changes this file, and an upgraded compiler does not reuse what an
 * older one extracted; with the version of TypeScript's native compiler, which answers it. Running
 * the sources (tests), the worker is `source`.
 */
function extractorId(): Promise<string> {
  extractor ??= Promise.all([
    readFile(path.join(packageRoot(), '.build', 'typescript-worker.cjs')).then((code) => longHash(code).slice(0, 16), () => 'source'),
    Promise.resolve()
      .then(() => (lazyRequire('typescript-native/package.json') as { version?: string }).version ?? '')
      .catch(() => ''),
  ]).then(([worker, native]) => `${worker}+${native}`);
  return extractor;
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
  if (entry.format !== API_CACHE_FORMAT || entry.extractor !== (await extractorId()) || entry.name !== name || entry.version !== version) return undefined;
  const { format: _format, extractor: _extractor, ...api } = entry;
  return api;
}

/** Written atomically, so a concurrent build never reads half a file. */
export async function writeCachedPackage(cacheDir: string, api: PackageApi): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const entry: CacheEntry = { format: API_CACHE_FORMAT, extractor: await extractorId(), ...api };
  await writeFileAtomically(apiCacheFile(cacheDir, api.name, api.version), JSON.stringify(entry));
}
