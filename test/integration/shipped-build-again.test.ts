// @module-tag heavy
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir, type CliResult } from '../helpers/cli';
import { shippedBuild, SHIPPED_BUILD_TIME_ZONE, type ShippedBuild } from '../helpers/shipped-site';

function hashes(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

// The second build runs in another time zone with its clock 26 hours ahead: on another calendar day,
// whatever the hour, in the main thread and in the render workers.
const OTHER_TIME_ZONE = 'Etc/GMT+12';
const CLOCK_AHEAD = { TZ: OTHER_TIME_ZONE, NODE_OPTIONS: `--require ${path.join(ROOT, 'test/helpers/clock-ahead.cjs')}` };
// And without the fast paths (compiler/fast-paths/): each must give what the code it replaces gives.
const NO_FAST_PATHS = { DOCS_FAST_PATHS: '0' };

/**
 * The run's shared build of the shipped site is cold, with two render workers that compile the pages
 * while the API is extracted (see shared-builds.ts). Built again cold in one thread, on another day in
 * another time zone, without the fast paths, it must be the same bytes: pages depend neither on how
 * the work was split, nor on when and where it ran, nor on the fast paths.
 */
describe('the shipped site built again, cold, in one thread, on another day in another time zone, without fast paths', () => {
  let first: ShippedBuild;
  let second: CliResult & { out: string };
  beforeAll(async () => {
    expect(SHIPPED_BUILD_TIME_ZONE).not.toBe(OTHER_TIME_ZONE);
    first = await shippedBuild();
    const dir = tempDir('built-again');
    const out = path.join(dir, 'dist');
    second = { ...runCli(['build', '--out', out, '--jobs', '1', '--no-cache', '--cache-dir', path.join(dir, 'cache')], undefined, { ...CLOCK_AHEAD, ...NO_FAST_PATHS, DOCS_TRACE: '1' }), out };
  }, 600_000);

  it('runs on another day, in its workers too', () => {
    const script = "const { Worker } = require('node:worker_threads'); new Worker('console.log(new Date().toISOString().slice(0, 10))', { eval: true });";
    const ahead = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, ...CLOCK_AHEAD } });
    expect(ahead.stdout.trim()).not.toBe(new Date().toISOString().slice(0, 10));
  });

  it('is compared with a build whose workers compiled pages during the API extraction, and is not one', () => {
    expect(first.result.status, first.result.stderr).toBe(0);
    expect(first.result.stderr).toMatch(/\d+ markdown files sent to be compiled ahead/);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toContain('[trace]');
    expect(second.stderr).not.toContain('compiled ahead');
  });

  // A run of the whole suite without fast paths builds both without them.
  it.skipIf(process.env.DOCS_FAST_PATHS === '0')('is compared with a build that took the fast paths, and is not one', () => {
    expect(first.result.stderr).toMatch(/\[worker \d+\]\s+startup caches read/);
    expect(first.result.stderr).toContain('startup caches written');
    expect(second.stderr).toMatch(/\[worker \d+\]\s+fast paths off: no startup caches/);
    expect(second.stderr).not.toMatch(/startup caches (read|written)/);
  });

  it('writes the same bytes, the pages with date pickers and charts among them', () => {
    const a = hashes(first.out);
    const b = hashes(second.out);
    expect(Object.keys(a).length).toBeGreaterThan(500);
    const dated = Object.keys(a).filter((file) => /^x\/react-(date-pickers|charts|data-grid)\/.*\.html$/.test(file));
    expect(dated.length).toBeGreaterThanOrEqual(66);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(Object.keys(a).filter((file) => a[file] !== b[file])).toEqual([]);
  });
});
