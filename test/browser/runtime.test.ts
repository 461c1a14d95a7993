import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launch, localContext, serve, reachDemo } from '../helpers/browser';
import { CHROMIUM_ARGS } from '../helpers/browser-path';
import { FIXTURES, runCli, tempDir } from '../helpers/cli';

describe.skipIf(!hasChromium)('the page runtime in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  let out: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    out = path.join(tempDir('runtime'), 'dist');
    expect(runCli(['build', '--content', path.join(FIXTURES, 'site-basic'), '--out', out, '--jobs', '1']).status).toBe(0);
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    server?.close();
  });

  async function newPage(options: Parameters<typeof localContext>[1] = {}, blockScripts = false): Promise<{ page: Page; context: BrowserContext }> {
    const context = await localContext(browser, { viewport: { width: 1280, height: 800 }, ...options });
    contexts.push(context);
    if (blockScripts) await context.route(/\/static\/(chrome|islands)/, (route) => route.abort());
    return { page: await context.newPage(), context };
  }

  describe('code language', () => {
    it('defaults to TypeScript', async () => {
      const { page } = await newPage();
      await page.goto(`${url}guide/advanced/`);
      await expect(page.evaluate(() => document.documentElement.classList.contains('code-js'))).resolves.toBe(false);
      await expect(page.locator('#BasicDemo [data-code-lang="ts"]').getAttribute('aria-pressed')).resolves.toBe('true');
    });

    it('comes from the cookie before any runtime script runs, and the hash wins over the cookie', async () => {
      const { page, context } = await newPage({}, true);
      await context.addCookies([{ name: 'codeVariant', value: 'JS', url }]);
      await page.goto(`${url}guide/advanced/`);
      await expect(page.evaluate(() => document.documentElement.classList.contains('code-js'))).resolves.toBe(true);
      await page.goto(`${url}guide/advanced/#BasicDemo.tsx`);
      await page.reload();
      await expect(page.evaluate(() => document.documentElement.classList.contains('code-js'))).resolves.toBe(false);
    });

    it('is written to the codeVariant cookie for a year and followed by later pages', async () => {
      const { page, context } = await newPage();
      await page.goto(`${url}guide/advanced/`);
      await page.locator('#BasicDemo [data-code-lang="js"]').click();
      const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant')!;
      expect(cookie).toMatchObject({ value: 'JS', path: '/' });
      expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 60);
      expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(31536000);
      await page.goto(`${url}guide/`);
      await expect(page.evaluate(() => document.documentElement.classList.contains('code-js'))).resolves.toBe(true);
    });
  });

  describe('code styling', () => {
    it('comes from a hash prefix on .js/.tsx hashes, else the codeStyling cookie, else system', async () => {
      const { page, context } = await newPage({}, true);
      const styling = () => page.evaluate(() => [...document.documentElement.classList].find((c) => c.startsWith('styling-')));
      await page.goto(`${url}guide/advanced/`);
      await expect(styling()).resolves.toBe('styling-system');
      await context.addCookies([{ name: 'codeStyling', value: 'css', url }]);
      await page.reload();
      await expect(styling()).resolves.toBe('styling-css');
      await page.goto(`${url}guide/advanced/#tailwind-BasicDemo.tsx`);
      await page.reload();
      await expect(styling()).resolves.toBe('styling-tailwind');
      await page.goto(`${url}guide/advanced/#tailwind-BasicDemo`);
      await page.reload();
      await expect(styling()).resolves.toBe('styling-css');
    });
  });

  describe('colour mode', () => {
    it('follows the system preference live while the mode is system', async () => {
      const { page } = await newPage({ colorScheme: 'light' });
      await page.goto(`${url}guide/`);
      await expect(page.evaluate(() => document.body.className)).resolves.toBe('mode-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.body.className === 'mode-dark');
      await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#101418');
    });

    it('applies the stored mode before any runtime script runs', async () => {
      const { page, context } = await newPage({ colorScheme: 'light' }, true);
      await context.addInitScript(() => localStorage.setItem('docs-color-mode', 'dark'));
      await page.goto(`${url}guide/`);
      await expect(page.evaluate(() => [document.documentElement.classList.contains('mode-dark'), document.body.className])).resolves.toEqual([true, 'mode-dark']);
    });
  });

  describe('settings drawer', () => {
    it('changes mode, direction and density, persists them and resets density', async () => {
      const { page } = await newPage();
      await page.goto(`${url}guide/advanced/`);
      await page.locator('[data-settings-open]').click();
      const dialog = page.locator('dialog.docs-settings');
      await dialog.getByLabel('Dark').check();
      await expect(page.evaluate(() => document.body.className)).resolves.toBe('mode-dark');
      await dialog.getByLabel('Right to left').check();
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
      await dialog.getByLabel('Dense').check();
      await page.keyboard.press('Escape');
      await reachDemo(page, '#BasicDemo');
      await page.locator('#BasicDemo .docs-demo-live .MuiButton-sizeSmall').waitFor();
      await page.reload();
      await expect(page.evaluate(() => [document.documentElement.dir, document.documentElement.classList.contains('density-dense'), localStorage.getItem('docs-color-mode')])).resolves.toEqual(['rtl', true, 'dark']);
      const drawer = await page.locator('#nav-drawer').boundingBox();
      expect(drawer!.x).toBeGreaterThan(600);
      await page.locator('[data-settings-open]').click();
      await page.locator('[data-settings-reset]').click();
      await expect(page.evaluate(() => document.documentElement.classList.contains('density-dense'))).resolves.toBe(false);
      await expect(page.locator('dialog.docs-settings').getByLabel('Normal').isChecked()).resolves.toBe(true);
    });
  });

  describe('version switcher', () => {
    it('lists the versions from the config, the current one marked', async () => {
      const { page } = await newPage();
      await page.goto(`${url}guide/`);
      await page.locator('.docs-version-menu summary').click();
      const links = page.locator('.docs-version-menu a');
      await expect(links.allTextContents()).resolves.toEqual(['v2.0.0 (current)', 'v1']);
      await expect(links.nth(1).getAttribute('href')).resolves.toBe('https://v1.docs.example.com/');
      await expect(links.nth(0).getAttribute('aria-current')).resolves.toBe('true');
    });
  });

  describe('copy', () => {
    it('copies a code block and says "Copied" for 2 s; clipboard errors are swallowed', async () => {
      const { page, context } = await newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await page.clock.install();
      await page.goto(`${url}guide/setup/`);
      await page.clock.pauseAt(Date.now() + 60_000);
      const block = page.locator('.markdown-body .docs-code').first();
      await block.hover();
      await block.locator('.docs-copy').click();
      await expect.poll(() => block.locator('.docs-copy').textContent()).toBe('Copied');
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('npm install fixture\n');
      await page.clock.runFor(1990);
      await expect(block.locator('.docs-copy').textContent()).resolves.toBe('Copied');
      await page.clock.runFor(20);
      await expect(block.locator('.docs-copy').textContent()).resolves.toBe('Copy');
    });

    it('copies with Ctrl+C over a hovered block only without a selection, Shift or Alt', async () => {
      const { page, context } = await newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await page.goto(`${url}guide/`);
      const read = () => page.evaluate(() => navigator.clipboard.readText());
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.locator('.markdown-body .docs-code').first().hover();
      await page.keyboard.press('Shift+Control+C');
      await page.keyboard.press('Alt+Control+C');
      await expect(read()).resolves.toBe('before');
      await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector('.markdown-body p')!);
        getSelection()!.addRange(range);
      });
      await page.keyboard.press('Control+C');
      await expect(read()).resolves.not.toContain('const answer');
      await page.evaluate(() => getSelection()!.removeAllRanges());
      await page.locator('.markdown-body .docs-code').first().hover();
      await page.keyboard.press('Control+C');
      await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.includes('const answer')));
    });

    it('gives the live editor its own Copy that says "Copied" for 1.2 s', async () => {
      const { page, context } = await newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await page.clock.install();
      await page.goto(`${url}guide/advanced/`);
      await page.locator('#BasicDemo [data-demo-action="edit"]').click();
      const copy = page.locator('#BasicDemo .docs-demo-editor-bar button');
      await copy.waitFor();
      await page.clock.pauseAt(Date.now() + 60_000);
      await copy.click();
      await expect.poll(() => copy.textContent()).toBe('Copied');
      await page.clock.runFor(1190);
      await expect(copy.textContent()).resolves.toBe('Copied');
      await page.clock.runFor(20);
      await expect(copy.textContent()).resolves.toBe('Copy');
    });
  });

  describe('table of contents', () => {
    it('highlights the section in view', async () => {
      const { page } = await newPage({ viewport: { width: 1280, height: 500 } });
      await page.goto(`${url}guide/advanced/`);
      await page.locator('#details').scrollIntoViewIfNeeded();
      await page.evaluate(() => document.getElementById('details')!.scrollIntoView({ block: 'start' }));
      await page.waitForFunction(() => document.querySelector('[data-toc-id="details"]')?.getAttribute('aria-current') === 'true');
    });
  });

  it('has no console errors on any page of the site', async () => {
    const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'));
    const { page } = await newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    for (const file of pages) {
      await page.goto(`${url}${file.replace(/index\.html$/, '')}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(pages.length).toBe(8);
    expect(errors).toEqual([]);
  });

  describe('service worker', () => {
    it('is not registered away from the production host', async () => {
      const { page } = await newPage();
      await page.goto(`${url}guide/`);
      await page.waitForLoadState('networkidle');
      await expect(page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).resolves.toBe(0);
    });

    it('registers under the configured scope on the production host, skips waiting and reloads once active', async () => {
      const port = new URL(url).port;
      const origin = `http://docs.example.com:${port}`;
      // The browser itself: the headless shell the other tests drive takes no flag to treat an origin as secure.
      const swBrowser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP docs.example.com 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`],
      });
      try {
        const page = await swBrowser.newPage();
        let loads = 0;
        page.on('load', () => (loads += 1));
        await page.goto(`${origin}/guide/`);
        // The first worker claims the page; the page reloads exactly once when it becomes controlled.
        // Waited for first: asking the page anything while that reload runs loses the question.
        await expect.poll(() => loads, { timeout: 20000 }).toBe(2);
        await page.waitForLoadState('load');
        await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
        const scope = await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.active && r.scope));
        expect(scope).toBe(`${origin}/`);
        await page.waitForTimeout(500);
        expect(loads).toBe(2);
      } finally {
        await swBrowser.close();
      }
    });
  });
});
