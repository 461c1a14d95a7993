import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, localContext, reachDemo } from '../helpers/browser';
import { servedDemoSite } from '../helpers/demo-page';

/** The demos of the fixture's grid page. */
const GRID_DEMOS = ['SortableGrid', 'SelectableGrid', 'PagedGrid', 'StyledGrid', 'RankedGrid'];

describe.skipIf(!hasChromium)('live demos in Chromium', () => {
  let browser: Browser;
  let url: string;
  let close: (() => Promise<void>) | undefined;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ browser, url, close } = await servedDemoSite());
  });

  afterAll(() => close?.());

  async function open(pathname: string, options: { errors?: string[]; hash?: string } = {}): Promise<Page> {
    context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') options.errors?.push(m.text());
    });
    page.on('pageerror', (e) => options.errors?.push(e.message));
    await page.goto(`${url}${pathname}${options.hash ?? ''}`);
    return page;
  }

  it('server-renders the demo and hydrates it without mismatch warnings', async () => {
    const errors: string[] = [];
    const context0 = await localContext(browser, { javaScriptEnabled: false });
    const staticPage = await context0.newPage();
    await staticPage.goto(url);
    await expect(staticPage.locator('#Counter .docs-demo-live button').textContent()).resolves.toBe('Clicked 0 times');
    await context0.close();

    const page = await open('', { errors });
    await reachDemo(page, '#Counter');
    await page.locator('#Counter .docs-demo-live button').click();
    await expect(page.locator('#Counter .docs-demo-live button').textContent()).resolves.toBe('Clicked 1 times');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('expands a tree view item once hydrated', async () => {
    const page = await open('');
    await reachDemo(page, '#FileTree');
    await expect(page.getByRole('treeitem', { name: 'index.ts' }).count()).resolves.toBe(0);
    await page.getByRole('treeitem', { name: 'src' }).locator('.MuiTreeItem-content').click();
    await page.getByRole('treeitem', { name: 'index.ts' }).waitFor();
    await context.close();
  });

  it('sorts a data grid column', async () => {
    const page = await open('grid/');
    await reachDemo(page, '#SortableGrid');
    const names = () => page.locator('[role="row"] [data-field="name"][role="gridcell"]').allTextContents();
    await page.locator('[role="columnheader"][data-field="name"]').waitFor();
    await expect(names()).resolves.toEqual(['Charts', 'Tree View', 'Data Grid']);
    await page.locator('[role="columnheader"][data-field="name"] .MuiDataGrid-columnHeaderTitle').click();
    await page.waitForFunction(() => document.querySelector('[role="row"] [data-field="name"][role="gridcell"]')?.textContent === 'Charts');
    await expect(names()).resolves.toEqual(['Charts', 'Data Grid', 'Tree View']);
    await context.close();
  });

  it('toggles the code, switches TypeScript and JavaScript on every demo and remembers it in a cookie', async () => {
    const page = await open('');
    const counter = page.locator('#Counter');
    await expect(counter.locator('.docs-demo-code').isVisible()).resolves.toBe(false);
    await counter.locator('[data-demo-action="toggle-code"]').click();
    await expect(counter.locator('[data-demo-action="toggle-code"]').getAttribute('aria-expanded')).resolves.toBe('true');
    const visibleCode = () => counter.locator('.docs-demo-code pre:visible').textContent();
    await expect(visibleCode()).resolves.toContain('React.useState<number>(0)');
    // The JavaScript listings are not in the page: choosing JavaScript fetches every demo's.
    await expect(counter.locator('[data-lang="js"] code').textContent()).resolves.toBe('');
    await counter.locator('[data-code-lang="js"]').click();
    await expect.poll(visibleCode).toContain('React.useState(0)');
    await expect.poll(() => page.locator('#FileTree [data-lang="js"] pre').textContent()).toContain('export default function FileTree');
    await expect(page.locator('#FileTree [data-lang="js"] pre').textContent()).resolves.not.toContain(': TreeViewDefaultItemModelProperties');
    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie).toMatchObject({ value: 'JS', path: '/' });
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(31536000 - 60);
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.classList.contains('code-js'))).resolves.toBe(true);
    await context.close();
  });

  it('opens the code of a demo named by the URL hash, in the language of its extension', async () => {
    const page = await open('', { hash: '#Counter.js' });
    await expect(page.locator('#Counter').getAttribute('data-code-open')).resolves.toBe('');
    await expect.poll(() => page.locator('#Counter .docs-demo-code pre:visible').textContent()).toContain('React.useState(0)');
    await context.close();
  });

  it('copies the JavaScript source of a demo for a reader who chose JavaScript, its listing fetched from its file', async () => {
    const page = await open('', { hash: '#Counter.js' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
    const listing = await page.locator('#Counter [data-lang="js"] code').getAttribute('data-src');
    expect(listing).toMatch(/^\/static\/code\/[0-9a-f]{8}\.html$/);
    await page.locator('#Counter [data-demo-action="copy"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('React.useState(0)');
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain('<number>');
    await context.close();
  });

  it('moves between toolbar controls with the arrow keys, Home and End', async () => {
    const page = await open('');
    const toolbar = page.locator('#Counter .docs-demo-toolbar');
    await toolbar.locator('[data-code-lang="ts"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => (document.activeElement as HTMLElement).dataset.codeLang)).resolves.toBe('js');
    await page.keyboard.press('End');
    const last = await toolbar.locator('button, a').last().getAttribute('data-demo-action');
    await expect(page.evaluate(() => (document.activeElement as HTMLElement).dataset.demoAction)).resolves.toBe(last);
    await page.keyboard.press('Home');
    await expect(page.evaluate(() => (document.activeElement as HTMLElement).dataset.codeLang)).resolves.toBe('ts');
    await context.close();
  });

  it('re-renders from edited code, shows errors under the editor and resets', async () => {
    const page = await open('');
    const counter = page.locator('#Counter');
    await counter.locator('[data-demo-action="edit"]').click();
    const editor = counter.locator('.docs-demo-editor');
    await editor.fill("import Button from '@mui/material/Button';\nexport default function Counter() {\n  return <Button id=\"edited\">Edited</Button>;\n}\n");
    await page.locator('#edited').waitFor();
    await editor.fill('export default function Counter( {');
    await counter.locator('.docs-demo-edit-error').waitFor();
    await expect(page.locator('#edited').count()).resolves.toBe(1);
    await counter.locator('[data-demo-action="reset"]').click();
    await page.locator('#edited').waitFor({ state: 'detached' });
    await expect(counter.locator('.docs-demo-live button').textContent()).resolves.toBe('Clicked 0 times');
    await expect(counter.locator('.docs-demo-edit-error').isHidden()).resolves.toBe(true);
    await context.close();
  });

  it('contains a crashing demo in an error boundary while the rest of the page keeps working', async () => {
    const page = await open('');
    await page.locator('#CrashOnClick').scrollIntoViewIfNeeded();
    await reachDemo(page, '#CrashOnClick');
    await page.getByRole('button', { name: 'Crash this demo' }).click();
    await expect(page.locator('#CrashOnClick [role="alert"]').textContent()).resolves.toContain('Boom: the demo failed on purpose');
    // The counter hydrates at this click (the reader had not pointed at it before): its count follows.
    await page.locator('#Counter .docs-demo-live button').click();
    await expect.poll(() => page.locator('#Counter .docs-demo-live button').textContent()).toBe('Clicked 1 times');
    await context.close();
  });

  it('renders an iframe demo in its own document, styled by its own emotion cache, and hydrates it there', async () => {
    const page = await open('far/');
    const frame = page.frameLocator('#FramedCounter iframe');
    await expect(frame.locator('button').textContent()).resolves.toBe('Framed clicks: 0');
    await reachDemo(page, '#FramedCounter');
    await frame.locator('button').click();
    await expect(frame.locator('button').textContent()).resolves.toBe('Framed clicks: 1');
    const inFrame = await page.frames()[1]!.evaluate(() => [document.querySelectorAll('style[data-emotion]').length > 0, getComputedStyle(document.querySelector('button')!).borderStyle]);
    expect(inFrame).toEqual([true, 'solid']);
    await context.close();
  });

  it("shows a data grid's first screen before any script runs, in the grid's layout", async () => {
    const context0 = await localContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context0.newPage();
    await page.goto(`${url}grid/`);
    const preview = page.locator('#PagedGrid [data-grid-preview]');
    await expect(preview.locator('[role="cell"]').allTextContents()).resolves.toEqual(['INV-001', 'INV-002', 'INV-003', 'INV-004', 'INV-005']);
    await expect(preview.textContent()).resolves.toContain('1–5 of 30');
    await expect(page.locator('#SortableGrid [data-grid-preview] [role="columnheader"]').allTextContents()).resolves.toEqual(['Name', 'Stars']);
    // The box the grid will fill, filled: 300 px high with its border, not an empty box.
    await expect(page.locator('#SortableGrid [data-grid-preview]').evaluate((e) => e.getBoundingClientRect().height)).resolves.toBe(300);
    await context0.close();
  });

  it("mounts a previewed grid at the reader's intent, not on sight, in the preview's place; a header clicked meanwhile sorts", async () => {
    const errors: string[] = [];
    const page = await open('grid/', { errors });
    const demo = page.locator('#SortableGrid .docs-demo-live');
    await expect(demo.getAttribute('data-island-hydrate')).resolves.toBeNull();
    await expect(demo.getAttribute('data-island-replace')).resolves.toBe('');
    await demo.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(demo.locator('.MuiDataGrid-root').count()).resolves.toBe(0);
    const height = await demo.evaluate((e) => e.getBoundingClientRect().height);
    // The demo's code waits until the header was clicked: the click lands on the preview and waits for the grid.
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/islands\/demo-[^/]*SortableGrid/, async (route) => {
      await clicked;
      await route.continue();
    });
    await demo.locator('[data-grid-preview] [role="columnheader"][data-field="name"] span').click();
    release();
    await page.locator('#SortableGrid [data-hydrated]').waitFor({ state: 'attached' });
    const names = () => demo.locator('[role="row"] [data-field="name"][role="gridcell"]').allTextContents();
    await expect.poll(names).toEqual(['Charts', 'Data Grid', 'Tree View']);
    await expect(demo.locator('[role="columnheader"][data-field="name"]').getAttribute('aria-sort')).resolves.toBe('ascending');
    await expect(demo.locator('[data-grid-preview]').count()).resolves.toBe(0);
    await expect(demo.evaluate((e) => e.getBoundingClientRect().height)).resolves.toBe(height);
    expect(errors.filter((e) => !/license key/i.test(e))).toEqual([]);
    await context.close();
  });

  it('lets a keyboard reader reach a previewed grid: the preview takes the focus, and the live grid takes it over', async () => {
    const page = await open('grid/');
    const preview = page.locator('#PagedGrid [data-grid-preview]');
    await preview.scrollIntoViewIfNeeded();
    await page.locator('#PagedGrid .docs-demo-toolbar button').first().focus();
    // Shift+Tab from the demo's toolbar lands on the preview, the stop before it.
    await page.keyboard.press('Shift+Tab');
    await page.locator('#PagedGrid [data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#PagedGrid .MuiDataGrid-root')))).toBe(true);
    await expect(preview.count()).resolves.toBe(0);
    await context.close();
  });

  it('mounts on sight the grids the server could not preview: one styled through sx, a cell that needs the live grid', async () => {
    const page = await open('grid/');
    for (const name of ['StyledGrid', 'RankedGrid']) {
      await expect(page.locator(`#${name} [data-island-hydrate="view"]`).count()).resolves.toBe(1);
      await expect(page.locator(`#${name} [data-grid-preview]`).count()).resolves.toBe(0);
      await page.locator(`#${name}`).scrollIntoViewIfNeeded();
      await page.locator(`#${name} [data-hydrated]`).waitFor({ state: 'attached' });
    }
    await expect.poll(() => page.locator('#RankedGrid [role="gridcell"][data-field="rank"]').allTextContents()).toEqual(['1', '2']);
    await context.close();
  });

  it('draws a responsive chart on the server: bars of their height in an SVG, before any script runs', async () => {
    const context0 = await localContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context0.newPage();
    await page.goto(`${url}charts/`);
    const bars = page.locator('#RainfallBars svg .MuiBarElement-root');
    await expect(bars.count()).resolves.toBe(4);
    const heights = await bars.evaluateAll((rects) => rects.map((r) => Math.round(r.getBoundingClientRect().height)));
    // 61, 48, 73, 35 mm: drawn to scale, the tallest bar the third one.
    expect(Math.min(...heights)).toBeGreaterThan(20);
    expect(heights.indexOf(Math.max(...heights))).toBe(2);
    await expect(page.locator('#SensorLine svg .MuiLineElement-root').count()).resolves.toBe(1);
    // The Sankey chart uses an ES2025 iterator helper Node 20 lacks; the server supplies it.
    await expect(page.locator('#EnergyFlow svg.MuiChartsSurface-root path').count()).resolves.toBeGreaterThanOrEqual(4);
    await context0.close();
  });

  it('hydrates charts without errors or layout shift, then fits them to their box and shows the tooltip of a hovered bar', async () => {
    const errors: string[] = [];
    const page = await open('charts/', { errors });
    await page.evaluate(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await reachDemo(page, '#RainfallBars');
    await page.locator('#SensorLine').scrollIntoViewIfNeeded();
    await reachDemo(page, '#SensorLine');
    const svg = page.locator('#RainfallBars svg.MuiChartsSurface-root');
    await page.waitForFunction(() => {
      const el = document.querySelector<SVGSVGElement>('#RainfallBars svg.MuiChartsSurface-root');
      return el && el.viewBox.baseVal.width === Math.floor(el.getBoundingClientRect().width);
    });
    // An axis with a title keeps its tick labels once the chart has measured them (see content/README.md).
    await expect.poll(async () => (await page.locator('#SensorLine .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents()).filter(Boolean).length).toBeGreaterThan(3);
    await svg.locator('.MuiBarElement-root').nth(2).hover();
    await expect(page.locator('.MuiChartsTooltip-root').first().textContent()).resolves.toContain('73');
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThanOrEqual(0.01);
    // The Pro chart runs unlicensed: its notice is the one expected console error.
    expect(errors.filter((e) => !e.includes('MUI X: Missing license key'))).toEqual([]);
    await context.close();
  });

  it('fetches the data grid code once for a page with five grid demos', async () => {
    context = await localContext(browser, { viewport: { width: 1280, height: 3000 } });
    const page = await context.newPage();
    const responses: Promise<{ url: string; body: string }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.js')) responses.push(request.response().then(async (r) => ({ url: request.url(), body: (await r?.text()) ?? '' })));
    });
    await page.goto(`${url}grid/`);
    for (const name of GRID_DEMOS) await reachDemo(page, `#${name}`);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(responses);
    const urls = scripts.map((s) => s.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(scripts.filter((s) => s.url.includes('/islands/demo-'))).toHaveLength(GRID_DEMOS.length);
    // The grid's list of class names lives in one shared chunk, whichever demo asked for it first.
    expect(scripts.filter((s) => s.body.includes('"columnHeaderTitle","columnHeaders"'))).toHaveLength(1);
    await context.close();
  });
  /** Where a demo's field label sits in its input box: its distance from each edge, in pixels. */
  async function labelOffsets(page: Page, demo: string, inFrame: boolean): Promise<{ start: number; end: number }> {
    const scope = inFrame ? page.frameLocator(`#${demo} iframe`) : page.locator(`#${demo}`);
    const label = await scope.locator('label').boundingBox();
    const box = await scope.locator('.MuiOutlinedInput-root').boundingBox();
    return { start: label!.x - box!.x, end: box!.x + box!.width - (label!.x + label!.width) };
  }

  it('mirrors the Material UI components of demos, on the page and in frames, when right to left is chosen', async () => {
    const errors: string[] = [];
    const page = await open('rtl/', { errors });
    for (const name of ['NameField', 'FramedNameField']) await reachDemo(page, `#${name}`);
    const ltr = await labelOffsets(page, 'NameField', false);
    expect(ltr.start).toBeLessThan(ltr.end);
    await page.locator('[data-settings-open]').click();
    await page.getByRole('radio', { name: 'Right to left' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await labelOffsets(page, 'NameField', false)).end, { timeout: 10_000 }).toBeLessThan(20);
    await page.reload();
    await page.locator('#FramedNameField').scrollIntoViewIfNeeded();
    for (const name of ['NameField', 'FramedNameField']) await reachDemo(page, `#${name}`);
    await expect.poll(async () => (await labelOffsets(page, 'NameField', false)).end, { timeout: 10_000 }).toBeLessThan(20);
    await expect.poll(async () => (await labelOffsets(page, 'FramedNameField', true)).end, { timeout: 10_000 }).toBeLessThan(20);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mirrors the demos nobody touched, on the page and in frames, as soon as right to left is chosen', async () => {
    const errors: string[] = [];
    const page = await open('rtl/', { errors });
    const ltr = await labelOffsets(page, 'NameField', false);
    expect(ltr.start).toBeLessThan(ltr.end);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    await page.locator('[data-settings-open]').click();
    await page.getByRole('radio', { name: 'Right to left' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await labelOffsets(page, 'NameField', false)).end, { timeout: 10_000 }).toBeLessThan(20);
    await expect.poll(async () => (await labelOffsets(page, 'FramedNameField', true)).end, { timeout: 10_000 }).toBeLessThan(20);
    await page.locator('[data-settings-open]').click();
    await page.getByRole('radio', { name: 'Left to right' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => labelOffsets(page, 'NameField', false), { timeout: 10_000 }).toEqual(ltr);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps an iframe demo in the colour mode the reader switches to after it hydrated', async () => {
    context = await localContext(browser, { viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${url}rtl/`);
    await reachDemo(page, '#FramedNameField');
    const frameBody = () => page.frameLocator('#FramedNameField iframe').locator('body').getAttribute('class');
    await expect(frameBody()).resolves.toContain('mode-light');
    await page.locator('[data-color-mode-toggle]').click();
    await expect.poll(frameBody).toContain('mode-dark');
    await context.close();
  });
});
