import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliResult } from '../helpers/cli';

/** site-basic in a repository of its own, with `lastUpdated: true` and commits dated by hand. */
describe('last-updated dates in a built site', () => {
  let out: string;
  let site: string;
  let cache: string;
  let result: CliResult;
  let git: (args: string[], date?: string) => void;
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  beforeAll(() => {
    site = copyFixture('site-basic');
    cache = tempDir('last-updated-cache');
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('export default {', 'export default {\n  lastUpdated: true,'));
    git = (args: string[], date?: string) =>
      execFileSync('git', args, { cwd: site, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) } });
    git(['init', '-q']);
    git(['add', '-A']);
    git(['commit', '-q', '-m', 'site'], '2026-03-01T12:00:00Z');
    writeFileSync(path.join(site, 'guide/setup/index.md'), readFileSync(path.join(site, 'guide/setup/index.md'), 'utf8') + '\nOne more line.\n');
    git(['commit', '-q', '-am', 'setup'], '2026-04-15T23:30:00-02:00');
    out = path.join(tempDir('last-updated'), 'dist');
    result = runCli(['build', '--content', site, '--out', out, '--jobs', '1', '--cache-dir', cache]);
  });

  it("shows each page's last commit in its footer, in the page's language, as the same UTC day wherever it is built", () => {
    expect(result.status, result.stderr).toBe(0);
    expect(read('guide/setup/index.html')).toContain('<p class="docs-last-updated">Last updated<!-- --> <time dateTime="2026-04-16T01:30:00.000Z">April 16, 2026</time></p>');
    expect(read('guide/index.html')).toContain('<time dateTime="2026-03-01T12:00:00.000Z">March 1, 2026</time>');
    expect(read('zh/guide/setup/index.html')).toContain('<time dateTime="2026-04-16T01:30:00.000Z">2026年4月16日</time>');
  });

  it('gives the sitemap the same dates', () => {
    expect(read('sitemap.xml')).toContain('<url><loc>https://docs.example.com/guide/setup/</loc><lastmod>2026-04-16T01:30:00.000Z</lastmod></url>');
  });

  it("dates a page again after a commit that changed only its text, where the last build's plan would otherwise be taken", () => {
    const page = path.join(site, 'guide/index.md');
    writeFileSync(page, readFileSync(page, 'utf8').replace(/\n$/, '\n\nA sentence more.\n'));
    git(['commit', '-q', '-am', 'guide'], '2026-05-01T09:00:00Z');
    const again = runCli(['build', '--content', site, '--out', out, '--jobs', '1', '--cache-dir', cache]);
    expect(again.status, again.stderr).toBe(0);
    expect(read('guide/index.html')).toContain('<time dateTime="2026-05-01T09:00:00.000Z">May 1, 2026</time>');
    expect(read('guide/setup/index.html')).toContain('<time dateTime="2026-04-16T01:30:00.000Z">');
  });
});
