import { existsSync, mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheSizeLimitBytes, markUsed, pruneCache, pruneCacheWhenDue } from '../../compiler/cache/prune-cache';
import { tempDir } from '../helpers/cli';

/** `count` files of `size` bytes in `folder` of `cache`, the first used longest ago (an hour apart, all before `since`). */
function entries(cache: string, folder: string, count: number, size: number, since: number): string[] {
  mkdirSync(path.join(cache, folder), { recursive: true });
  return Array.from({ length: count }, (_, i) => {
    const file = path.join(cache, folder, `entry-${i}`);
    writeFileSync(file, 'x'.repeat(size));
    const lastUsed = new Date(since - (count - i) * 3600_000);
    utimesSync(file, lastUsed, lastUsed);
    return file;
  });
}

const marker = (cache: string) => statSync(path.join(cache, 'builds', 'cache-size.json')).size;

describe('pruneCache', () => {
  it('deletes the least recently used entries until the cache is under its limit', () => {
    const cache = tempDir('prune');
    const since = Date.now() - 60_000;
    const files = entries(cache, 'demo-renders', 6, 1000, since);
    expect(pruneCache(cache, 3500, since)).toEqual({ before: 6000, after: 3000, removed: 3 });
    expect(files.map((file) => existsSync(file))).toEqual([false, false, false, true, true, true]);
    expect(pruneCache(cache, 3500, since)).toEqual({ before: 3000, after: 3000, removed: 0 });
  });

  it("never deletes what this process used, by time or by `markUsed`, nor a running command's working files nor what is not the compiler's", () => {
    const cache = tempDir('prune-used');
    const since = Date.now() - 60_000;
    const [oldest, linked, ...rest] = entries(cache, 'pages', 4, 1000, since);
    const recent = path.join(cache, 'pages', 'written-now');
    writeFileSync(recent, 'y'.repeat(1000));
    const working = entries(cache, 'dev-out', 2, 1000, since);
    const mine = entries(cache, 'my-notes', 2, 1000, since);
    markUsed(linked!);
    expect(pruneCache(cache, 0, since)).toEqual({ before: 5000, after: 2000, removed: 3 });
    expect([oldest, ...rest].some((file) => existsSync(file!))).toBe(false);
    expect([linked!, recent, ...working, ...mine].every((file) => existsSync(file))).toBe(true);
    // Marks last one build: the next prunes what it did not use.
    expect(pruneCache(cache, 0, since)).toEqual({ before: 2000, after: 1000, removed: 1 });
  });

  it('measures the cache at most once an hour, and at once under a new limit', () => {
    const cache = tempDir('prune-due');
    const since = Date.now() - 60_000;
    entries(cache, 'bundles', 4, 1000, since);
    expect(pruneCacheWhenDue(cache, 3000, since)).toMatchObject({ removed: 1 });
    entries(cache, 'highlight', 2, 1000, since);
    expect(pruneCacheWhenDue(cache, 3000, since)).toBeUndefined();
    expect(pruneCacheWhenDue(cache, 4500, since)).toMatchObject({ before: 5000 + marker(cache), removed: 1 });
    const hourAgo = new Date(Date.now() - 3601_000);
    utimesSync(path.join(cache, 'builds', 'cache-size.json'), hourAgo, hourAgo);
    expect(pruneCacheWhenDue(cache, 4500, since)).toMatchObject({ removed: 0 });
  });

  it('reads a limit in bytes or as a size with its unit', () => {
    expect(cacheSizeLimitBytes(1_000_000)).toBe(1_000_000);
    expect(cacheSizeLimitBytes('2GB')).toBe(2 * 1024 ** 3);
    expect(cacheSizeLimitBytes('500 mb')).toBe(500 * 1024 ** 2);
    expect(cacheSizeLimitBytes('1.5KB')).toBe(1536);
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '2 gigabytes', 'GB', '', '-3MB']) expect(cacheSizeLimitBytes(bad), String(bad)).toBeUndefined();
  });
});
