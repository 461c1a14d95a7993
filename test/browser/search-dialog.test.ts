import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../compiler/search/build-index';
import { bundleSearchRuntime } from '../../compiler/search/bundle';
import { searchConfigScript } from '../../compiler/search/config-script';
import type { SearchPageRecord, SearchStrings } from '../../templates/shared/search';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { FIXTURES, ROOT, tempDir } from '../helpers/cli';
import { shippedSiteInBrowser } from '../helpers/shipped-site';

const records: SearchPageRecord[] = JSON.parse(readFileSync(path.join(FIXTURES, 'search', 'pages.json'), 'utf8'));
const STRINGS: Record<string, SearchStrings> = {
  en: {
    'search.open': 'Search…',
    'search.placeholder': 'Search the documentation',
    'search.noResults': 'No results for',
    'search.recent': 'Recent',
    'search.ignored': 'Left out of the search:',
    'search.closest': 'No section answers all of it; these come closest',
    'search.start': 'Start from one of these pages',
  },
  zh: {
    'search.open': '搜索…',
    'search.placeholder': '搜索文档',
    'search.noResults': '没有结果：',
    'search.recent': '最近搜索',
    'search.ignored': '未参与搜索的词：',
    'search.closest': '没有完全符合的内容，以下最接近',
    'search.start': '可以从这些页面开始',
  },
};

/** A bare page per record: the search button with its icon, a text field, and each section under its heading. */
function pageHtml(record: Pick<SearchPageRecord, 'lang' | 'title' | 'sections'>, manifest: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sections = record.sections
    .map((s) => `${s.anchor ? `<h2 id="${s.anchor}">${escape(s.heading)}</h2>` : ''}<p>${escape(s.text)}</p><div style="height:1200px"></div>`)
    .join('');
  const config = searchConfigScript({ lang: record.lang, base: '/', index: `/static/search/${manifest}`, module: '/static/search.js', strings: STRINGS[record.lang]! });
  return `<!DOCTYPE html><html lang="${record.lang}"><head><meta charset="utf-8"><title>${escape(record.title)}</title>${config}<script src="/static/trigger.js" defer></script></head>
<body><button type="button" data-search-open><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16v16H4z"/></svg>${STRINGS[record.lang]!['search.open']}</button><input id="other" aria-label="Other field"><h1>${escape(record.title)}</h1>${sections}</body></html>`;
}

/** The page's markdown twin, which the compiler writes beside every page and the dialog cuts snippets from. */
function twinMarkdown(record: SearchPageRecord): string {
  return [`# ${record.title}`, ...record.sections.map((s) => (s.anchor ? `## ${s.heading}\n\n${s.text}` : s.text))].join('\n\n');
}

describe.skipIf(!hasChromium)('the search dialog in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const out = tempDir('search');
    const index = buildSearchIndex(records);
    mkdirSync(path.join(out, 'static', 'search'), { recursive: true });
    for (const file of index.files) writeFileSync(path.join(out, 'static', 'search', file.name), file.content);
    writeFileSync(path.join(out, 'static', 'search.js'), await bundleSearchRuntime());
    const trigger = await build({
      stdin: { contents: "import { initSearchTrigger } from './runtime/search/trigger'; initSearchTrigger();", resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'iife',
      target: ['es2020'],
      logLevel: 'silent',
    });
    writeFileSync(path.join(out, 'static', 'trigger.js'), trigger.outputFiles[0]!.text);
    for (const record of records) {
      mkdirSync(path.join(out, record.route), { recursive: true });
      writeFileSync(path.join(out, record.route, 'index.html'), pageHtml(record, index.manifests[record.lang]!));
      writeFileSync(path.join(out, `${record.route.replace(/\/$/, '')}.md`), twinMarkdown(record));
    }
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  async function openPage(route: string): Promise<{ page: Page; requests: string[]; errors: string[] }> {
    const context = await localContext(browser);
    const page = await context.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${url}${route.slice(1)}`);
    return { page, requests, errors };
  }

  const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

  it('opens with Ctrl+K, loads code and index only then, and navigates with the arrows to the chosen heading', async () => {
    const { page, requests, errors } = await openPage('/x/react-tree-view/rich-tree-view/items/');
    expect(requests.some((r) => r.startsWith('/static/search'))).toBe(false);

    await page.keyboard.press('Control+k');
    const dialog = page.locator('dialog[role="dialog"][aria-modal="true"]');
    await dialog.waitFor();
    expect(requests).toContain('/static/search.js');
    const input = dialog.locator('input[role="combobox"]');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(input.getAttribute('placeholder')).resolves.toBe('Search the documentation');
    // The magnifier is a copy of the page's search button's, hidden from assistive technology as that one is.
    await expect(dialog.locator('.docs-search-bar > svg[aria-hidden="true"] path').count()).resolves.toBe(1);

    await input.pressSequentially('lazy loading');
    await page.waitForFunction(() => document.querySelector('[role="option"][href$="#lazy-loading-children"]'));
    expect(requests.filter((r) => /^\/static\/search\/en[.-]/.test(r)).length).toBeGreaterThan(0);
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');

    const hrefs = await options(page).evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    const target = hrefs.indexOf('/x/react-tree-view/rich-tree-view/lazy-loading/#lazy-loading-children');
    expect(target).toBeGreaterThan(0);
    await expect(options(page).first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    const active = options(page).nth(target);
    await expect(active.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(await active.getAttribute('id'));
    await expect(active.locator('.docs-search-heading mark').allTextContents()).resolves.toEqual(['Lazy', 'loading']);
    // The section's snippet, cut from the page's markdown twin.
    await expect(active.locator('.docs-search-snippet').textContent()).resolves.toBe('Children are requested when a parent expands, and a spinner shows while they arrive.');
    expect(requests).toContain('/x/react-tree-view/rich-tree-view/lazy-loading.md');
    await expect(page.locator('[role="listbox"] [role="group"]').first().getAttribute('aria-labelledby')).resolves.toBeTruthy();

    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}x/react-tree-view/rich-tree-view/lazy-loading/#lazy-loading-children`);
    await page.waitForFunction(() => {
      const heading = document.getElementById('lazy-loading-children')!.getBoundingClientRect();
      return window.scrollY > 0 && Math.abs(heading.top) < 2;
    });
    await expect(page.evaluate(() => document.querySelector(':target')?.id)).resolves.toBe('lazy-loading-children');
    await expect(page.evaluate(() => localStorage.getItem('docs-search-recent'))).resolves.toBe('["lazy loading"]');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens with / except while typing, closes with Escape, traps and restores focus', async () => {
    const { page, errors } = await openPage('/x/react-data-grid/pagination/');
    await page.locator('#other').focus();
    await page.keyboard.press('/');
    await expect(page.locator('#other').inputValue()).resolves.toBe('/');
    await expect(page.locator('dialog[open]').count()).resolves.toBe(0);

    await page.locator('[data-search-open]').focus();
    await page.keyboard.press('/');
    const input = page.locator('dialog[open] input[role="combobox"]');
    await input.waitFor();
    await expect(input.inputValue()).resolves.toBe('');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-search-open'))).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows text from the index as text, never an empty list (where to start, or the closest sections), and offers recent searches', async () => {
    const { page, errors } = await openPage('/x/react-data-grid/pagination/');
    await page.evaluate(() => localStorage.setItem('docs-search-recent', JSON.stringify(['pagination', 'caching'])));
    await page.locator('[data-search-open]').click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('[role="group"]').first().waitFor();
    await expect(dialog.locator('.docs-search-label').first().textContent()).resolves.toBe('Recent');
    await expect(options(page).allTextContents()).resolves.toEqual(['pagination', 'caching']);

    const input = dialog.locator('input');
    await input.pressSequentially('select');
    await page.waitForFunction(() => document.querySelector('[role="option"][href$="#page-size-options"]'));
    await expect(dialog.locator('[href$="#page-size-options"] .docs-search-heading').textContent()).resolves.toBe('Page size <select> options');
    await expect(dialog.locator('select').count()).resolves.toBe(0);

    // Nothing in the index: the dialog says so and offers each product's first page.
    await input.fill('xyzzy');
    await dialog.locator('[role="status"]', { hasText: 'No results for “xyzzy”. Start from one of these pages' }).waitFor();
    await expect(options(page).evaluateAll((found) => found.map((o) => new URL((o as HTMLAnchorElement).href).pathname))).resolves.toEqual([
      '/x/react-data-grid/pagination/',
      '/x/react-tree-view/rich-tree-view/items/',
    ]);
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');

    // Words that no one section has together: the closest sections, said to be only that.
    await input.fill('pagination caching checkbox');
    await dialog.locator('[role="status"]', { hasText: 'No section answers all of it; these come closest' }).waitFor();
    await expect(options(page).count()).resolves.toBeGreaterThan(2);
    await input.fill('server-side pagination');
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === '');

    // Words that match nothing are left out, and the status says which.
    await input.fill('how to set the page size xyzzy');
    await dialog.locator('[role="status"]', { hasText: 'Left out of the search: how, to, the, xyzzy' }).waitFor();
    await expect(options(page).count()).resolves.toBeGreaterThan(0);

    await input.fill('');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[role="option"][href$="#caching"]'));
    await expect(input.inputValue()).resolves.toBe('caching');
    // The snippet marks the words that matched.
    const caching = dialog.locator('[href$="#caching"]').first();
    await caching.locator('.docs-search-snippet').waitFor();
    await expect(caching.locator('.docs-search-snippet mark').allTextContents()).resolves.toEqual(['cached', 'Cache', 'cache']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds a Chinese word inside a sentence on a Chinese page', async () => {
    const { page, errors } = await openPage('/zh/x/react-data-grid/pagination/');
    await page.keyboard.press('Control+k');
    const input = page.locator('dialog[open] input');
    await input.pressSequentially('加载');
    await page.waitForFunction(() => document.querySelector('[role="option"][href$="#defining-a-data-source"]'));
    await expect(page.locator('[href$="#defining-a-data-source"] .docs-search-heading').first().textContent()).resolves.toBe('定义数据源');
    await expect(input.getAttribute('placeholder')).resolves.toBe('搜索文档');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.skipIf(!hasChromium)('search on the shipped site in Chromium', () => {
  const shipped = shippedSiteInBrowser();

  /** Opens the dialog on a page, types the query and waits for its results (or its status). */
  async function searchFor(query: string): Promise<{ page: Page; routes: string[]; errors: string[] }> {
    const context = await localContext(shipped.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${shipped.url}x/introduction/`);
    await page.locator('.docs-search-button').click();
    const input = page.locator('dialog[open] input[role="combobox"]');
    await input.fill(query);
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    const routes = await page
      .locator('[role="listbox"] [role="option"]:not(.docs-search-section)')
      .evaluateAll((els) => els.map((el) => new URL((el as HTMLAnchorElement).href).pathname));
    return { page, routes, errors };
  }

  it('lists the Lines guide first for "line chart", and the DataGridPro API page first for "DataGridPro"', async () => {
    const lines = await searchFor('line chart');
    expect(lines.routes[0]).toBe('/x/react-charts/lines/');
    // Its title matched: the page itself, with a snippet of its introduction and the words marked.
    const first = lines.page.locator('[role="listbox"] [role="option"]').first();
    await expect(first.locator('.docs-search-title').textContent()).resolves.toBe('Charts - Lines');
    await first.locator('.docs-search-snippet mark').first().waitFor();
    await lines.page.context().close();
    const pro = await searchFor('DataGridPro');
    expect(pro.routes[0]).toBe('/x/api/data-grid/data-grid-pro/');
    expect([...lines.errors, ...pro.errors]).toEqual([]);
    await pro.page.context().close();
  });

  it('answers "migrate data grid v7 to v8" with the migration guide in the first three, and says which word it left out', async () => {
    const { page, routes, errors } = await searchFor('migrate data grid v7 to v8');
    expect(routes.slice(0, 3)).toContain('/x/migration/migration-data-grid-v7/');
    await expect(page.locator('dialog[open] [role="status"]').textContent()).resolves.toBe('Left out of the search: to');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a result that matched a heading at that heading, and shows its snippet', async () => {
    const { page, errors } = await searchFor('row height');
    const options = page.locator('[role="listbox"] [role="option"]');
    const hrefs = await options.evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).getAttribute('href')!));
    const target = hrefs.findIndex((href) => href.includes('#'));
    expect(target).toBeGreaterThanOrEqual(0);
    const option = options.nth(target);
    await expect(option.locator('.docs-search-heading mark').count()).resolves.toBeGreaterThan(0);
    await option.locator('.docs-search-snippet').waitFor();
    const anchor = hrefs[target]!.split('#')[1]!;
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`#${anchor}$`));
    // Scrolled to it: at the top of the viewport, below the sticky app bar (the page's scroll padding and the heading's margin).
    await page.waitForFunction((id) => {
      const heading = document.getElementById(id);
      if (!heading || document.querySelector(':target') !== heading || window.scrollY === 0) return false;
      const offset = parseFloat(getComputedStyle(heading).scrollMarginTop) + parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      return Math.abs(heading.getBoundingClientRect().top - offset) < 4;
    }, anchor);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
