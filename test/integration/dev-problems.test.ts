import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EVENTS_PATH } from '../../templates/shared/dev';
import { copyFixture, startCliDev, tempDir, type CliDev } from '../helpers/cli';

/** A problem line as docs check prints it: `<file>:<line>:<column>  <severity>  <message>  [<code>]`. */
const located = (code: string) => new RegExp(`^\\S*guide/index\\.md:(\\d+):(\\d+) {2}(?:error|warning) {2}.*\\[${code}\\]\\n {4}hint: .+`, 'gm');
const fixedLine = (code: string) => new RegExp(`^fixed: \\S*guide/index\\.md:\\d+:\\d+ {2}.*\\[${code}\\]$`, 'gm');

async function until(condition: () => boolean, what: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; printed so far:\n${what()}`);
    await sleep(50);
  }
}

/** `docs dev` as a writer runs it, the page open in a browser in another window, the terminal beside the editor. */
describe('docs dev in the terminal', () => {
  let site: string;
  let dev: CliDev;
  let viewer: AbortController;
  beforeAll(async () => {
    site = copyFixture('site-basic');
    // A problem of the whole site, there from the start: shown with every page, printed once.
    const zh = path.join(site, 'translations', 'zh.json');
    writeFileSync(zh, readFileSync(zh, 'utf8').replace('"toc": "目录"', '"toc": ["目录"]'));
    dev = await startCliDev(site, tempDir('dev-problems-cache'));
    await (await fetch(`${dev.url}guide/`)).text();
    // The page stays open: the browser's event stream is how the server knows it is shown.
    viewer = new AbortController();
    void fetch(`${dev.url}${DEV_EVENTS_PATH.slice(1)}?route=${encodeURIComponent('/guide/')}`, { signal: viewer.signal }).catch(() => undefined);
    // Anchors into other pages are checked once every page is indexed.
    await until(() => /indexed \d+ pages/.test(dev.stderr()), dev.stderr);
  }, 90_000);

  const count = (pattern: RegExp) => [...dev.stderr().matchAll(pattern)].length;
  const translationProblem = /^\S*translations\/zh\.json:\d+:\d+ {2}error {2}Translation "toc" must be a string, not an array\. {2}\[translation-type\]$/gm;

  it("prints the site's own problem once, whatever pages, folders and unknown paths are asked for", async () => {
    for (const pathname of ['guide/setup/', 'zh/guide/', '', 'components/', 'no-such-page/']) await (await fetch(`${dev.url}${pathname}`)).text();
    await sleep(500);
    expect(count(translationProblem), dev.stderr()).toBe(1);
    expect(count(/^fixed: /gm), dev.stderr()).toBe(0);
  });
  afterAll(async () => {
    viewer?.abort();
    await dev?.stop();
  });

  it('prints a broken link, a broken anchor and a bad front matter once each, located, and says when they are fixed', async () => {
    const file = path.join(site, 'guide', 'index.md');
    const original = readFileSync(file, 'utf8');
    const broken = original
      .replace('title: Guide overview', 'title: [Guide overview')
      .replace('Read the [setup page](/guide/setup/) first', 'Read the [setup page](/guide/no-such-page/) first, and [its install step](/guide/setup/#no-such-heading)');
    writeFileSync(file, broken);
    const codes = ['front-matter-yaml', 'link-broken', 'anchor-broken'];
    await until(() => codes.every((code) => count(located(code)) > 0), dev.stderr);
    // The browser reloads the page, and the writer saves again with the problems still there: nothing new to print.
    await (await fetch(`${dev.url}guide/`)).text();
    writeFileSync(file, `${broken}\nOne more sentence.\n`);
    await until(() => count(/page changed: .*guide\/index\.md/g) >= 2, dev.stderr);
    await sleep(1500);
    for (const code of codes) expect(count(located(code)), `${code} printed once:\n${dev.stderr()}`).toBe(1);
    const lineOf = (code: string) => Number([...dev.stderr().matchAll(located(code))][0]![1]);
    // In the front matter, at the line YAML gives up on (the unclosed list runs into the closing ---).
    expect([2, 3]).toContain(lineOf('front-matter-yaml'));
    const linkLine = broken.split('\n').findIndex((line) => line.includes('/guide/no-such-page/')) + 1;
    expect(lineOf('link-broken')).toBe(linkLine);
    expect(lineOf('anchor-broken')).toBe(linkLine);

    writeFileSync(file, original);
    await until(() => codes.every((code) => count(fixedLine(code)) === 1), dev.stderr);
    expect(count(translationProblem)).toBe(1);
    expect(count(/^fixed: \S*translations/gm)).toBe(0);
  }, 120_000);
});
