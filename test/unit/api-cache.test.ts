import { copyFileSync, writeFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCacheFile, readCachedPackage, writeCachedPackage } from '../../compiler/api/cache';
import type { PackageApi } from '../../compiler/api/extract-package';
import { takeTally } from '../../compiler/helpers/cache-tally';
import { tempDir } from '../helpers/cli';

const api: PackageApi = { name: '@acme/widgets', version: '2.1.0', pages: [], exports: { Widget: '@acme/widgets' }, diagnostics: [] };

describe('the API cache', () => {
  beforeEach(() => void takeTally());

  it('reads back an extraction, and misses one cut short, one of another package and a foreign file', async () => {
    const cacheDir = tempDir('api-cache');
    const file = apiCacheFile(cacheDir, api.name, api.version);
    expect(await readCachedPackage(cacheDir, api.name, api.version)).toBeUndefined();
    await writeCachedPackage(cacheDir, api);
    expect(await readCachedPackage(cacheDir, api.name, api.version)).toEqual(api);
    writeFileSync(file, '{"format":3,"inputs":{"extr');
    expect(await readCachedPackage(cacheDir, api.name, api.version)).toBeUndefined();
    // Another version's extraction under this version's name.
    await writeCachedPackage(cacheDir, { ...api, version: '2.1.1' });
    copyFileSync(apiCacheFile(cacheDir, api.name, '2.1.1'), file);
    expect(await readCachedPackage(cacheDir, api.name, api.version)).toBeUndefined();
    // As an older compiler wrote it.
    writeFileSync(file, JSON.stringify({ format: 2, extractor: 'old', ...api }));
    expect(await readCachedPackage(cacheDir, api.name, api.version)).toBeUndefined();
    expect(takeTally().api).toEqual({ hits: 1, misses: { absent: 1, format: 1, inputs: 0, unreadable: 2 }, changed: {} });
  });
});
