import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir, type CliResult } from '../helpers/cli';
import { shippedBuild, SHIPPED_BUILD_TIME_ZONE } from '../helpers/shipped-site';

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full, base);
    return name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

// 26 hours apart: the two builds run on different calendar days, whatever the hour.
const OTHER_TIME_ZONE = 'Etc/GMT+12';

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
    result = runCli(['build', '--out', second, '--no-cache', '--cache-dir', path.join(dir, 'cache')], undefined, { TZ: OTHER_TIME_ZONE });
  }, 600_000);

  it('are the same bytes when built on another day in another time zone', () => {
    expect(result.status, result.stderr).toBe(0);
    const sections = ['x/react-date-pickers', 'x/react-charts', 'x/react-data-grid'];
    const files = sections.flatMap((s) => htmlFiles(path.join(first, s)).map((f) => path.join(s, f)));
    expect(files.length).toBeGreaterThanOrEqual(66);
    const different = files.filter((f) => !readFileSync(path.join(first, f)).equals(readFileSync(path.join(second, f))));
    expect(different).toEqual([]);
  });
});
