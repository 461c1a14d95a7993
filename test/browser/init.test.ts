import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, localContext, reachDemo, serve } from '../helpers/browser';
import { runCli, tempDir, type CliResult } from '../helpers/cli';

/** `docs init` as a newcomer runs it: a new site, checked, built, and its demo live in Chromium. */
const work = tempDir('init');
const site = path.join(work, 'my docs');
const out = path.join(work, 'dist');
const cacheDir = path.join(work, 'cache');
let init: CliResult;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(() => {
  init = runCli(['init', site, '--title', 'Acme docs', '--languages', 'en,fr']);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docs init into a new folder', () => {
  it('writes the site, says what it wrote and what to run next', () => {
    expect(init.status).toBe(0);
    expect(init.stderr).toContain('site.config.ts');
    expect(init.stderr).toContain('getting-started/Counter.tsx');
    expect(init.stderr).toContain(`node bin/docs.mjs dev --content '${site}'`);
    const files = readdirSync(site, { recursive: true }).map(String).sort();
    expect(files).toEqual(expect.arrayContaining(['index.md', 'pages.ts', 'site.config.ts', path.join('getting-started', 'Counter.tsx'), path.join('translations', 'en.json'), path.join('translations', 'fr.json')]));
  });

  it('is a site that docs check passes with no finding', () => {
    const check = runCli(['check', '--content', site, '--cache-dir', cacheDir, '--json']);
    expect(JSON.parse(check.stdout)).toEqual([]);
    expect(check.status).toBe(0);
  });

  it.skipIf(!hasChromium)('builds, in both languages, with its demo live and no serious accessibility violation', async () => {
    const build = runCli(['build', '--content', site, '--out', out, '--cache-dir', cacheDir]);
    expect(build.stderr).toMatch(/^Built 4 pages/m);
    expect(build.status).toBe(0);
    const { url, server } = await serve(out);
    const browser = await launch();
    try {
      // axe-core is injected as an inline script, which the pages' Content-Security-Policy refuses.
      const page = await (await localContext(browser, { bypassCSP: true })).newPage();
      await page.goto(`${url}getting-started/`);
      expect(await page.title()).toContain('Acme docs');
      await reachDemo(page, 'section.docs-demo');
      const button = page.locator('section.docs-demo button', { hasText: 'Clicked' });
      await button.click();
      await expect.poll(() => button.textContent()).toBe('Clicked 1 time');
      await page.addScriptTag({ content: AXE });
      const impacts = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
        return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(impacts).toEqual([]);
      const french = await page.goto(`${url}fr/getting-started/`);
      expect(french?.status()).toBe(200);
    } finally {
      await browser.close();
      server.close();
    }
  });
});

describe('docs init refuses', () => {
  it('a folder that has files: exit 1, a located message, nothing written', () => {
    const full = path.join(work, 'full');
    mkdirSync(full);
    writeFileSync(path.join(full, 'notes.txt'), 'mine');
    const result = runCli(['init', full]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not empty (notes.txt)');
    expect(result.stderr).toContain('[init-folder-not-empty]');
    expect(readdirSync(full)).toEqual(['notes.txt']);
  });

  it('languages that are not language codes, as bad usage', () => {
    const result = runCli(['init', path.join(work, 'bad-languages'), '--languages', 'english']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('must be language codes');
  });
});
