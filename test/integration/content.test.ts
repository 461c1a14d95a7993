import { readFileSync, existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearcher } from '../../templates/search/query';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { ROOT, type CliResult } from '../helpers/cli';
import { shippedBuild } from '../helpers/shipped-site';

let out: string;
let built: CliResult;

/** Every internal page pathname of the navigation tree, read from `content/pages.ts`. */
function navRoutes(): string[] {
  const source = readFileSync(path.join(ROOT, 'content', 'pages.ts'), 'utf8');
  return [...source.matchAll(/pathname: '(\/[^']*\/)'/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  ({ out, result: built } = await shippedBuild());
}, 600_000);

describe('the shipped MUI X site', () => {
  it('builds with no errors', () => {
    expect(built.stderr).toMatch(/Built \d+ pages/);
    expect(built.status).toBe(0);
  });

  it('has a page, and a Chinese twin, for every route of the navigation tree', () => {
    const routes = navRoutes();
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      expect(existsSync(path.join(out, route, 'index.html')), route).toBe(true);
      expect(existsSync(path.join(out, 'zh', route, 'index.html')), `/zh${route}`).toBe(true);
    }
  });

  it('has the tree view API pages the specification lists', () => {
    for (const slug of ['rich-tree-view', 'rich-tree-view-pro', 'simple-tree-view', 'tree-item', 'tree-item-drag-and-drop-overlay', 'tree-item-icon', 'tree-item-provider']) {
      expect(existsSync(path.join(out, 'x', 'api', 'tree-view', slug, 'index.html')), slug).toBe(true);
    }
    const pro = readFileSync(path.join(out, 'x', 'api', 'tree-view', 'rich-tree-view-pro', 'index.html'), 'utf8');
    expect(pro).toContain('<h1>RichTreeViewPro API<span class="plan-pro"');
  });

  it('writes /x/llms.txt listing every English page of the navigation, each linked to a markdown twin that exists', () => {
    const llms = readFileSync(path.join(out, 'x', 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# MUI X\n\n> MUI X is a family of React components/);
    const linked = [...llms.matchAll(/^- \[[^\]]+\]\((\/[^)]+\.md)\)/gm)].map((m) => m[1]!);
    const pages = navRoutes();
    for (const route of pages) expect(linked, route).toContain(`${route.replace(/\/$/, '')}.md`);
    for (const href of linked) expect(existsSync(path.join(out, href)), href).toBe(true);
    expect(llms).toContain('## Data Grid\n');
    expect(readFileSync(path.join(out, 'x', 'react-data-grid', 'llms.txt'), 'utf8')).toMatch(/^# MUI X: Data Grid\n[\s\S]*\(\/x\/react-data-grid\/sorting\.md\)/);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('.md<');
  });

  it('writes a markdown twin of a guide with its demos as TypeScript and its links absolute', () => {
    const twin = readFileSync(path.join(out, 'x', 'react-data-grid', 'sorting.md'), 'utf8');
    const demo = readFileSync(path.join(ROOT, 'content', 'x', 'react-data-grid', 'sorting', 'SortableInventory.tsx'), 'utf8');
    expect(twin).toMatch(/^# Data Grid - Sorting\n\n/);
    expect(twin).toContain(`\`\`\`tsx\n${demo.trimEnd()}\n\`\`\``);
    expect(twin).not.toContain('{{"demo"');
    expect(twin).not.toContain('<p class="description">');
    expect(twin).toMatch(/\]\(\/x\/react-data-grid\/[a-z-]+\/(#[a-z-]+)?\)/);
    expect(readFileSync(path.join(out, 'zh', 'x', 'react-data-grid', 'sorting', 'index.html'), 'utf8')).toContain('<link rel="alternate" type="text/markdown" href="/zh/x/react-data-grid/sorting.md">');
  });

  it('writes an API twin with the props as a markdown table', () => {
    const twin = readFileSync(path.join(out, 'x', 'api', 'data-grid', 'data-grid.md'), 'utf8');
    expect(twin).toContain('| Name | Type | Default | Description |');
    expect(twin).toMatch(/^\| `autoHeight` \| `boolean` \| `false` \| If `true`, the Data Grid height is dynamic/m);
  });

  it('writes /x/llms-full.txt with every English page in navigation order', () => {
    const full = readFileSync(path.join(out, 'x', 'llms-full.txt'), 'utf8');
    let at = 0;
    for (const route of new Set(navRoutes())) {
      const title = readFileSync(path.join(out, route, 'index.html'), 'utf8').match(/<h1>([^<]+)/)![1]!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
      const found = full.indexOf(`\n# ${title}\n`, at);
      expect(found, `${route} (${title}) after position ${at}`).toBeGreaterThan(at);
      at = found;
    }
  });

  it('describes the three data grid API pages with a sentence, and renders JSDoc lists as lists', () => {
    for (const [slug, name, pkg] of [
      ['data-grid', 'DataGrid', '@mui/x-data-grid'],
      ['data-grid-pro', 'DataGridPro', '@mui/x-data-grid-pro'],
      ['data-grid-premium', 'DataGridPremium', '@mui/x-data-grid-premium'],
    ]) {
      const html = readFileSync(path.join(out, 'x', 'api', 'data-grid', slug!, 'index.html'), 'utf8');
      const description = html.match(/<meta name="description" content="([^"]*)">/)?.[1];
      expect(description, slug).toBe(`API reference of the ${name} component from ${pkg}: its props, slots and CSS classes.`);
    }
    const grid = readFileSync(path.join(out, 'x', 'api', 'data-grid', 'data-grid', 'index.html'), 'utf8');
    const autoHeight = grid.slice(grid.indexOf('id="prop-autoHeight"'), grid.indexOf('id="prop-autoPageSize"'));
    expect(autoHeight).toMatch(/<ul>\s*<li>you don't need to set a minimum or maximum height/);
  });

  it('finds "lazy loading" on the tree view lazy-loading page at the right heading', async () => {
    const searcher = createSearcher(`${out}/static/search/manifest.json`, 'en', async (file) => JSON.parse(readFileSync(file, 'utf8')));
    const results = await searcher.search('lazy loading');
    const pages = results.groups.flatMap((g) => g.pages);
    const page = pages.find((p) => p.route === '/x/react-tree-view/rich-tree-view/lazy-loading/');
    expect(page, JSON.stringify(pages.slice(0, 3))).toBeDefined();
    expect(pages.indexOf(page!)).toBeLessThan(3);
    expect(page!.hits.some((hit) => /#[a-z-]+$/.test(hit.href))).toBe(true);
  });

  it('finds a Chinese word inside a sentence of a zh page', async () => {
    const searcher = createSearcher(`${out}/static/search/manifest.json`, 'zh', async (file) => JSON.parse(readFileSync(file, 'utf8')));
    const results = await searcher.search('对等依赖');
    const routes = results.groups.flatMap((g) => g.pages.map((p) => p.route));
    expect(routes).toContain('/zh/x/react-tree-view/quickstart/');
  });
});

describe.skipIf(!hasChromium)('tree view demos of the shipped site in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await serve(out));
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('loads the items of another section when its navigation group is opened', async () => {
    const context = await localContext(browser);
    const page = await context.newPage();
    await page.goto(`${url}x/react-tree-view/`);
    await expect(page.locator('a[data-nav-path="/x/react-data-grid/sorting/"]').count()).resolves.toBe(0);
    await page.locator('details[data-nav-lazy] > summary', { hasText: 'Data Grid' }).click();
    await page.locator('a[data-nav-path="/x/react-data-grid/sorting/"]').waitFor();
    await expect(page.locator('a[data-nav-path="/x/react-data-grid/sorting/"]').getAttribute('href')).resolves.toBe('/x/react-data-grid/sorting/');
    await context.close();
  });

  const treeViewPages = () => navRoutes().filter((r) => r.startsWith('/x/react-tree-view/'));

  it('opens each tree view page and exercises a demo on it, with no page errors', async () => {
    const pages = treeViewPages();
    expect(pages).toHaveLength(17);
    const context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    for (const route of pages) {
      await page.goto(`${url}${route.slice(1)}`);
      const island = page.locator('.docs-demo [data-island]').first();
      await island.scrollIntoViewIfNeeded();
      await island.hover();
      await page.locator('.docs-demo [data-island][data-hydrated]').first().waitFor({ state: 'attached', timeout: 20000 });
      const item = page.locator('.docs-demo [data-hydrated] [role="treeitem"]').first();
      await item.waitFor({ timeout: 20000 });
      const before = await item.getAttribute('aria-expanded');
      await item.focus();
      await page.keyboard.press(before === 'true' ? 'ArrowLeft' : 'ArrowRight');
      await page.keyboard.press('ArrowDown');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      expect(focused, route).toBe('treeitem');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
