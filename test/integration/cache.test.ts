import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli';

/** How many pages the build took from the cache ("N unchanged"), 0 when none. */
function unchanged(stderr: string): number {
  return Number(stderr.match(/\((\d+) unchanged, from the cache\)/)?.[1] ?? 0);
}

describe('incremental builds', () => {
  it('re-render exactly the pages a change affects', () => {
    const site = copyFixture('site-basic');
    const cache = tempDir('page-cache');
    const out = path.join(tempDir('cache-out'), 'dist');
    const build = () => {
      const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache, '--jobs', '1']);
      expect(result.status, result.stderr).toBe(0);
      return unchanged(result.stderr);
    };
    const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(site, file), change(readFileSync(path.join(site, file), 'utf8')));

    expect(build()).toBe(0);
    expect(build()).toBe(8);

    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package first.'));
    expect(build()).toBe(6);
    expect(readFileSync(path.join(out, 'guide', 'setup', 'index.html'), 'utf8')).toContain('Install the package first.');

    edit('guide/advanced/BasicDemo.tsx', (t) => t.replace('Clicked {count} times', 'Pressed {count} times'));
    expect(build()).toBe(6);
    expect(readFileSync(path.join(out, 'guide', 'advanced', 'index.html'), 'utf8')).toContain('Pressed <!-- -->0<!-- --> times');

    edit('translations/zh.json', (t) => t.replace('"toc": "目录"', '"toc": "本页目录"'));
    expect(build()).toBe(4);
    expect(readFileSync(path.join(out, 'zh', 'guide', 'index.html'), 'utf8')).toContain('本页目录');

    edit('pages.ts', (t) => t.replace("title: 'Advanced usage'", "title: 'Going further'"));
    expect(build()).toBe(0);
    expect(readFileSync(path.join(out, 'guide', 'index.html'), 'utf8')).toContain('>Going further<');
  });

  it('renders everything with --no-cache', () => {
    const site = copyFixture('site-basic');
    const cache = tempDir('page-cache');
    const out = path.join(tempDir('cache-out'), 'dist');
    runCli(['build', '--content', site, '--out', out, '--cache-dir', cache]);
    const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache, '--no-cache']);
    expect(result.status).toBe(0);
    expect(unchanged(result.stderr)).toBe(0);
  });
});
