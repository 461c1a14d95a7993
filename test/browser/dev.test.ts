import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../compiler/dev/dev-server';
import { guideLink } from '../../compiler/helpers/diagnostics';
import { hasChromium, launch, localContext, reachDemo } from '../helpers/browser';
import { copyFixture, tempDir } from '../helpers/cli';

/** What a reader sees of a page: head text, and the frame's main area (the table of contents' reading mark aside). */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const main = document.getElementById('main-content')!.cloneNode(true) as HTMLElement;
    main.querySelectorAll('[aria-current]').forEach((element) => element.removeAttribute('aria-current'));
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
      criticalCss: document.querySelector('style[data-docs-critical]')?.textContent,
      main: main.outerHTML,
    };
  });
}

describe.skipIf(!hasChromium)('docs dev', () => {
  let site: string;
  let dev: DevServer;
  let browser: Browser;
  const logged: string[] = [];
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(site, file);
    writeFileSync(full, change(readFileSync(full, 'utf8')));
  };
  /** Sets a value on the page's window: it survives an in-place update, not a reload. */
  const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = 'kept'));
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
  const served = async (route: string) => (await fetch(`${dev.url.replace(/\/$/, '')}${route}`)).text();

  beforeAll(async () => {
    site = copyFixture('site-basic');
    dev = await startDevServer({ contentDir: site, port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-cache'), log: (line) => logged.push(line) });
    await dev.watching;
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  async function open(route: string, viewport = { width: 1280, height: 700 }): Promise<Page> {
    const context = await localContext(browser, { viewport });
    const page = await context.newPage();
    await page.goto(`${dev.url.replace(/\/$/, '')}${route}`);
    return page;
  }

  /**
   * Changes the setup page's description, which `page` shows: updated in place (a marker kept, then
   * `updated` checked), the same page a reload shows; the description is put back after.
   */
  async function describedInPlace(page: Page, text: string, updated: () => void = () => undefined): Promise<void> {
    await mark(page);
    const before = await page.locator('.docs-description').textContent();
    edit('guide/setup/index.md', (t) => t.replace(`>${before}<`, `>${text}<`));
    await expect.poll(() => page.locator('.docs-description').textContent(), { timeout: 15000 }).toBe(text);
    await expect(marker(page)).resolves.toBe('kept');
    updated();
    const shown = await snapshot(page);
    await page.reload();
    expect(await snapshot(page)).toEqual(shown);
    edit('guide/setup/index.md', (t) => t.replace(`>${text}<`, `>${before}<`));
    await expect.poll(() => page.locator('.docs-description').textContent(), { timeout: 15000 }).toBe(before);
  }

  /** A short window scrolled to 250 px, with a marker a reload would lose. */
  async function openScrolledAndMarked(route: string): Promise<Page> {
    const page = await open(route, { width: 1280, height: 300 });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await mark(page);
    return page;
  }

  it('serves pages rendered by the production pipeline, search index included', async () => {
    const page = await open('/guide/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Guide');
    await expect(page.locator('.docs-callout').count()).resolves.toBe(1);
    await expect.poll(async () => (await fetch(`${dev.url}static/search/manifest.json`)).status, { timeout: 20000 }).toBe(200);
    await expect.poll(() => logged.some((line) => /^docs dev: indexed \d+ pages/.test(line)), { timeout: 20000 }).toBe(true);
    await page.context().close();
  });

  it("serves a page's markdown twin and the llms files as the sources are now", async () => {
    expect(await served('/guide/setup.md')).toMatch(/^# Setup\n/);
    expect(await served('/llms.txt')).toContain('](/guide/setup.md)');
    edit('guide/setup/index.md', (t) => t.replace('## Install', '## Install it\n\nTwin text changed in dev.\n'));
    await expect.poll(() => served('/guide/setup.md'), { timeout: 10000 }).toContain('Twin text changed in dev.');
    await expect.poll(() => served('/llms-full.txt'), { timeout: 10000 }).toContain('Twin text changed in dev.');
    edit('guide/setup/index.md', (t) => t.replace('## Install it\n\nTwin text changed in dev.\n', '## Install'));
    await expect.poll(() => served('/guide/setup.md'), { timeout: 10000 }).not.toContain('Twin text changed in dev.');
    // The page itself too: a page the next test opens before this rebuild is done would get its update (a heading: a reload).
    await expect.poll(() => served('/guide/setup/'), { timeout: 10000 }).not.toContain('Twin text changed in dev.');
  });

  it('updates an edited page in place: no reload, same scroll position, the same page a reload shows', async () => {
    const page = await openScrolledAndMarked('/guide/setup/');
    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package with npm.').replace('Back to the', 'A new paragraph.\n\nBack to the'));
    await expect.poll(() => page.locator('.docs-description').textContent(), { timeout: 15000 }).toBe('Install the package with npm.');
    await expect(marker(page)).resolves.toBe('kept');
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(250);
    const updated = await snapshot(page);
    expect(updated.description).toBe('Install the package with npm.');
    expect(updated.main).toContain('<p>A new paragraph.</p>');
    await page.reload();
    expect(await snapshot(page)).toEqual(updated);
    await page.context().close();
  });

  it('parses the document a page was served as while idle, and updates in place from it', async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    const servedDocument = page.waitForResponse((response) => new URL(response.url()).pathname === '/__docs/served');
    await page.goto(`${dev.url.replace(/\/$/, '')}/guide/setup/`);
    const response = await servedDocument;
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The document without the dev tools: what an update's `before` is.
    expect(html).toContain('<h1');
    expect(html).not.toContain('docs-dev-diagnostics');
    const revision = new URL(response.url()).searchParams.get('revision');
    expect((await fetch(`${dev.url}__docs/served?route=/guide/setup/&revision=${revision}x`)).status).toBe(404);
    await describedInPlace(page, 'Install the package, then import it.');
    await context.close();
  });

  it('fetches the document an update changes when it comes before the idle parse, and updates in place from it', async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    // The browser is never idle here: the served document is not parsed ahead.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/__docs/served') fetched.push(url.searchParams.get('revision') ?? '');
    });
    await page.goto(`${dev.url.replace(/\/$/, '')}/guide/setup/`);
    const revision = await page.evaluate(() => document.getElementById('docs-dev-diagnostics')?.dataset.revision);
    expect(revision).toBeTruthy();
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    // Updated in place, from the document fetched when the update came.
    await describedInPlace(page, 'Install the package before anything else.', () => expect(fetched).toEqual([revision]));
    await context.close();
  });

  it('parses only the changed part of the page when the change lies in one element', async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    // Each document or fragment the page parses, by its length.
    await page.addInitScript(() => {
      const parsed: number[] = ((window as unknown as { __parsed: number[] }).__parsed = []);
      const parse = DOMParser.prototype.parseFromString;
      DOMParser.prototype.parseFromString = function (this: DOMParser, text: string, type: DOMParserSupportedType) {
        parsed.push(text.length);
        return parse.call(this, text, type);
      };
      const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      Object.defineProperty(Element.prototype, 'innerHTML', { ...inner, set(this: Element, text: string) { parsed.push(text.length); inner.set!.call(this, text); } });
    });
    await page.goto(`${dev.url.replace(/\/$/, '')}/guide/setup/`);
    const parsed = () => page.evaluate(() => (window as unknown as { __parsed: number[] }).__parsed);
    // The document it was served as, parsed while idle.
    await expect.poll(async () => (await parsed()).length, { timeout: 10000 }).toBe(1);
    const [whole] = await parsed();
    await mark(page);
    edit('guide/setup/index.md', (t) => t.replace('Back to the', 'Only this paragraph changed. Back to the'));
    await expect.poll(() => page.locator('main').textContent(), { timeout: 15000 }).toContain('Only this paragraph changed.');
    await expect(marker(page)).resolves.toBe('kept');
    const [, ...since] = await parsed();
    expect(since).toHaveLength(1);
    expect(since[0]).toBeLessThan(whole! / 20);
    const updated = await snapshot(page);
    await page.reload();
    expect(await snapshot(page)).toEqual(updated);
    edit('guide/setup/index.md', (t) => t.replace('Only this paragraph changed. Back to the', 'Back to the'));
    // Served so before the next test opens the page: a page opened during the rebuild gets its update, and
    // under load that update reloaded the next test's page while it scrolled.
    await expect.poll(() => served('/guide/setup/'), { timeout: 10000 }).not.toContain('Only this paragraph changed.');
    await context.close();
  });

  it('reloads, keeping the scroll position, when an edit reaches an element page scripts hold', async () => {
    const page = await openScrolledAndMarked('/guide/setup/');
    // A new heading id changes the table of contents, whose links the page script observes.
    const reloaded = page.waitForEvent('load');
    edit('guide/setup/index.md', (t) => t.replace('## Install', '## Installing'));
    await reloaded;
    await expect.poll(() => page.locator('[data-toc-id="installing"]').count(), { timeout: 15000 }).toBe(1);
    await expect(marker(page)).resolves.toBeUndefined();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await page.context().close();
  });

  it('keeps a hydrated demo live through an in-place update, and reloads when the demo embed changes', async () => {
    const page = await open('/guide/advanced/');
    const button = page.locator('#BasicDemo .docs-demo-live button');
    await reachDemo(page, '#BasicDemo', 20000);
    await button.click();
    await expect(button.textContent()).resolves.toBe('Clicked 1 times');
    await mark(page);
    edit('guide/advanced/index.md', (t) => t.replace('For experts.', 'For experts only.'));
    await expect.poll(() => page.locator('.docs-description').textContent(), { timeout: 15000 }).toBe('For experts only.');
    await expect(marker(page)).resolves.toBe('kept');
    await expect(button.textContent()).resolves.toBe('Clicked 1 times');

    const original = readFileSync(path.join(site, 'guide/advanced/index.md'), 'utf8');
    const reloaded = page.waitForEvent('load');
    edit('guide/advanced/index.md', (t) => t.replace('{{"demo": "BasicDemo.js"}}', 'No demo here.'));
    await reloaded;
    await expect.poll(() => page.locator('#BasicDemo').count(), { timeout: 15000 }).toBe(0);
    await expect(marker(page)).resolves.toBeUndefined();
    writeFileSync(path.join(site, 'guide/advanced/index.md'), original);
    await expect.poll(() => page.locator('#BasicDemo').count(), { timeout: 15000 }).toBe(1);
    await page.context().close();
  });

  it('does not lose an edit made while the page was still loading', async () => {
    const context = await localContext(browser);
    const page = await context.newPage();
    // The page's event stream is held back until the edit has been handled, as if the page were slow to load.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route('**/__docs/events*', async (route) => {
      if (first) {
        first = false;
        await held;
      }
      await route.continue();
    });
    await page.goto(`${dev.url}components/tree/`);
    const handled = logged.length;
    edit('components/tree/index.md', (t) => `${t}\nEdited while loading.\n`);
    await expect.poll(() => logged.slice(handled).some((line) => line.startsWith('page changed')), { timeout: 15000 }).toBe(true);
    release();
    await expect.poll(() => page.locator('body').textContent(), { timeout: 15000 }).toContain('Edited while loading.');
    await context.close();
  });

  it('shows a located problem in an overlay and clears it on the next good save', async () => {
    const page = await open('/guide/');
    edit('guide/index.md', (t) => t.replace(':::warning', ':::danger'));
    const overlay = page.locator('#docs-dev-overlay');
    await overlay.waitFor({ timeout: 15000 });
    await expect(overlay.textContent()).resolves.toMatch(/guide\/index\.md:14:1 \[callout-unknown\]Unknown callout ":::danger"\./);
    await expect(overlay.locator('pre').textContent()).resolves.toContain('> 14 | :::danger');
    await expect(overlay.locator('.docs-dev-diagnostic a').getAttribute('href')).resolves.toBe(guideLink('callout-unknown'));
    edit('guide/index.md', (t) => t.replace(':::danger', ':::warning'));
    await overlay.waitFor({ state: 'detached', timeout: 15000 });
    await page.context().close();
  });

  it('keeps answering through 20 bad edits in a row and recovers on the next good save', async () => {
    const page = await open('/guide/');
    const original = readFileSync(path.join(site, 'guide/index.md'), 'utf8');
    const bad = [
      original.replace('title: Guide overview', 'title: [unclosed'),
      `${original}\n:::danger\nNo such callout.\n:::\n`,
      `${original}\n{{"demo": "Missing.js"}}\n`,
      `${original}\n{{"component": "NoSuchComponent"}}\n`,
    ];
    for (let i = 0; i < 20; i += 1) {
      writeFileSync(path.join(site, 'guide/index.md'), bad[i % bad.length]!);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const overlay = page.locator('#docs-dev-overlay');
    await expect.poll(() => overlay.textContent().catch(() => ''), { timeout: 15000 }).toContain('[embed-unknown-component]');
    await expect.poll(async () => (await fetch(`${dev.url}guide/`)).status, { timeout: 15000 }).toBe(200);
    writeFileSync(path.join(site, 'guide/index.md'), original);
    await overlay.waitFor({ state: 'detached', timeout: 15000 });
    // The overlay goes as the update arrives; the page's new content may follow it by a frame.
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15000 }).toBe('Guide');
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
    await overlay.waitFor({ state: 'detached', timeout: 15000 });
    await page.context().close();
  });

  it('rebuilds an edited demo and re-renders its page', async () => {
    await expect.poll(() => served('/guide/advanced/'), { timeout: 15000 }).toContain('id="BasicDemo"');
    const page = await open('/guide/advanced/');
    await reachDemo(page, '#BasicDemo', 20000);
    edit('guide/advanced/BasicDemo.tsx', (t) => t.replace('Clicked {count} times', 'Pressed {count} times'));
    await expect.poll(() => page.locator('#BasicDemo .docs-demo-live button').textContent().catch(() => ''), { timeout: 30000 }).toBe('Pressed 0 times');
    await reachDemo(page, '#BasicDemo', 20000);
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
