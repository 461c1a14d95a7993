import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir, type CliResult } from '../helpers/cli';
import { shippedBuild, SHIPPED_BUILD_TIME_ZONE } from '../helpers/shipped-site';

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full, base);
    return name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

// The second build runs in another time zone with its clock 26 hours ahead: on another calendar day,
// whatever the hour, in the main thread and in the render workers.
const OTHER_TIME_ZONE = 'Etc/GMT+12';
const CLOCK_AHEAD = { TZ: OTHER_TIME_ZONE, NODE_OPTIONS: `--require ${path.join(ROOT, 'test/helpers/clock-ahead.cjs')}` };

describe('pages with date pickers and charts', () => {
  let first: string;
  let second: string;
  let result: CliResult;
  beforeAll(async () => {
    expect(SHIPPED_BUILD_TIME_ZONE).not.toBe(OTHER_TIME_ZONE);
    const shipped = await shippedBuild();
    expect(shipped.result.status).toBe(0);
    first = shipped.out;
    const dir = tempDir('other-day');
    second = path.join(dir, 'dist');
    result = runCli(['build', '--out', second, '--no-cache', '--cache-dir', path.join(dir, 'cache')], undefined, CLOCK_AHEAD);
  }, 600_000);

  it('run the second build on another day, in its workers too', () => {
    const script = "const { Worker } = require('node:worker_threads'); new Worker('console.log(new Date().toISOString().slice(0, 10))', { eval: true });";
    const ahead = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, ...CLOCK_AHEAD } });
    expect(ahead.stdout.trim()).not.toBe(new Date().toISOString().slice(0, 10));
  });

  it('are the same bytes when built on another day in another time zone', () => {
    expect(result.status, result.stderr).toBe(0);
    const sections = ['x/react-date-pickers', 'x/react-charts', 'x/react-data-grid'];
    const files = sections.flatMap((s) => htmlFiles(path.join(first, s)).map((f) => path.join(s, f)));
    expect(files.length).toBeGreaterThanOrEqual(66);
    const different = files.filter((f) => !readFileSync(path.join(first, f)).equals(readFileSync(path.join(second, f))));
    expect(different).toEqual([]);
  });
});
