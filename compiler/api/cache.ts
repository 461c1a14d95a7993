import { mkdir, readFile } from 'node:fs/promises';
import { CacheStore } from '../helpers/cache-store';
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
const API_CACHE_FORMAT = 3;

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

async function storeOf(name: string, version: string): Promise<CacheStore<PackageApi>> {
  return new CacheStore<PackageApi>({
    namespace: 'api',
    format: API_CACHE_FORMAT,
    inputs: { extractor: await extractorId() },
    accepts: (value) => typeof value === 'object' && value !== null && (value as PackageApi).name === name && (value as PackageApi).version === version,
  });
}

/** The cached extraction, or undefined when missing, unreadable, written by another format or another extractor. */
export async function readCachedPackage(cacheDir: string, name: string, version: string): Promise<PackageApi | undefined> {
  const read = await (await storeOf(name, version)).readFileAsync(apiCacheFile(cacheDir, name, version));
  return read.hit ? read.value : undefined;
}

/** Written atomically, so a concurrent build never reads half a file. */
export async function writeCachedPackage(cacheDir: string, api: PackageApi): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await (await storeOf(api.name, api.version)).writeFile(apiCacheFile(cacheDir, api.name, api.version), api);
}
