import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../compiler/dev/dev-server';
import { hasChromium, launch, localContext } from '../helpers/browser';
import { copyFixture, tempDir } from '../helpers/cli';

describe.skipIf(!hasChromium)('docs dev', () => {
  let site: string;
  let dev: DevServer;
  let browser: Browser;
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(site, file);
    writeFileSync(full, change(readFileSync(full, 'utf8')));
  };

  beforeAll(async () => {
    site = copyFixture('site-basic');
    dev = await startDevServer({ contentDir: site, port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-cache'), log: () => {} });
    await dev.watching;
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  async function open(route: string): Promise<Page> {
    const context = await localContext(browser, { viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${dev.url.replace(/\/$/, '')}${route}`);
    return page;
  }

  it('serves pages rendered by the production pipeline, search index included', async () => {
    const page = await open('/guide/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Guide');
    await expect(page.locator('.docs-callout').count()).resolves.toBe(1);
    await expect.poll(async () => (await fetch(`${dev.url}static/search/manifest.json`)).status, { timeout: 20000 }).toBe(200);
    await page.context().close();
  });

  it('reloads an edited page and keeps the scroll position', async () => {
    const page = await open('/guide/setup/');
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    const reloaded = page.waitForEvent('load');
    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package with npm.'));
    await reloaded;
    await expect.poll(() => page.locator('.docs-description').textContent(), { timeout: 15000 }).toBe('Install the package with npm.');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await page.context().close();
  });

  it('shows a located problem in an overlay and clears it on the next good save', async () => {
    const page = await open('/guide/');
    edit('guide/index.md', (t) => t.replace(':::warning', ':::danger'));
    const overlay = page.locator('#docs-dev-overlay');
    await overlay.waitFor({ timeout: 15000 });
    await expect(overlay.textContent()).resolves.toMatch(/guide\/index\.md:14:1 \[callout-unknown\]Unknown callout ":::danger"\./);
    await expect(overlay.locator('pre').textContent()).resolves.toContain('> 14 | :::danger');
    edit('guide/index.md', (t) => t.replace(':::danger', ':::warning'));
    await overlay.waitFor({ state: 'detached', timeout: 15000 });
    await page.context().close();
  });

  it('keeps serving when the navigation file breaks, and recovers', async () => {
    const page = await open('/guide/');
    const original = readFileSync(path.join(site, 'pages.ts'), 'utf8');
    edit('pages.ts', (t) => t.replace("title: 'Guide',", "title: 'Guide'"));
    const overlay = page.locator('#docs-dev-overlay');
    await overlay.waitFor({ timeout: 15000 });
    await expect(overlay.textContent()).resolves.toContain('pages.ts');
    writeFileSync(path.join(site, 'pages.ts'), original);
    await expect.poll(() => page.locator('h1').textContent().catch(() => ''), { timeout: 20000 }).toBe('Guide');
    await page.context().close();
  });

  it('warns about a broken link in the overlay', async () => {
    const page = await open('/guide/setup/');
    edit('guide/setup/index.md', (t) => `${t}\n[gone](/guide/gone/)\n`);
    const overlay = page.locator('#docs-dev-overlay');
    await overlay.waitFor({ timeout: 15000 });
    await expect(overlay.textContent()).resolves.toContain('Broken link: /guide/gone/ is not a page of this site.');
    await expect(overlay.locator('.docs-dev-diagnostic[data-code="link-broken"]').textContent()).resolves.toMatch(/^warning/);
    edit('guide/setup/index.md', (t) => t.replace('\n[gone](/guide/gone/)\n', ''));
    await page.context().close();
  });

  it('rebuilds an edited demo and re-renders its page', async () => {
    const page = await open('/guide/advanced/');
    await page.locator('#BasicDemo [data-hydrated]').waitFor({ state: 'attached', timeout: 20000 });
    edit('guide/advanced/BasicDemo.tsx', (t) => t.replace('Clicked {count} times', 'Pressed {count} times'));
    await expect.poll(() => page.locator('#BasicDemo .docs-demo-live button').textContent().catch(() => ''), { timeout: 30000 }).toBe('Pressed 0 times');
    await page.locator('#BasicDemo [data-hydrated]').waitFor({ state: 'attached', timeout: 20000 });
    await page.locator('#BasicDemo .docs-demo-live button').click();
    await expect(page.locator('#BasicDemo .docs-demo-live button').textContent()).resolves.toBe('Pressed 1 times');
    await page.context().close();
  });

  it('renders Chinese chrome on /zh/ pages and falls back to English with one warning for a missing key', async () => {
    const page = await open('/zh/guide/');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh');
    await expect(page.locator('.docs-toc-title').textContent()).resolves.toBe('目录');
    await page.context().close();
    edit('translations/zh.json', (t) => t.replace('"toc": "目录", ', ''));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const context = await localContext(browser);
    const fallback = await context.newPage();
    const warnings: string[] = [];
    fallback.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await fallback.goto(`${dev.url}zh/guide/`);
    await expect.poll(() => fallback.locator('.docs-toc-title').textContent(), { timeout: 15000 }).toBe('Contents');
    expect(warnings.filter((w) => w.includes('Missing translation'))).toEqual(['Missing translation for zh:toc; showing English.']);
    await expect(fallback.locator('#docs-dev-overlay').textContent()).resolves.toContain('Missing translation key "toc" in zh.');
    await context.close();
  });
});
