import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, localContext } from '../helpers/browser';
import { seriousViolations } from '../helpers/page-measures';
import { shippedSiteInBrowser } from '../helpers/shipped-site';

/**
 * The props playground of each product's overview page: a knob to flip, what it changes in the live
 * component (read from the DOM), and the prop the listing gains.
 */
const PLAYGROUNDS: { component: string; route: string; flip: (region: Locator) => Promise<void>; measure: (live: Locator) => Promise<number>; listed: string }[] = [
  {
    component: 'BarChart',
    route: '/x/react-charts/',
    flip: (region) => region.getByLabel('hideLegend', { exact: true }).check(),
    // The legend's series entries.
    measure: (live) => live.locator('.MuiChartsLegend-series').count(),
    listed: 'hideLegend',
  },
  {
    component: 'DataGrid',
    route: '/x/react-data-grid/',
    flip: (region) => region.getByRole('radio', { name: 'compact' }).check(),
    // The first row's height in pixels: 52 at the standard density.
    measure: async (live) => Math.round((await live.locator('.MuiDataGrid-row').first().boundingBox())!.height),
    listed: 'density="compact"',
  },
  {
    component: 'DatePicker',
    route: '/x/react-date-pickers/',
    flip: (region) => region.getByLabel('disabled', { exact: true }).check(),
    // Whether the field's input can be typed in: 1 while enabled.
    measure: async (live) => ((await live.locator('input').first().isDisabled()) ? 0 : 1),
    listed: 'disabled',
  },
  {
    component: 'RichTreeView',
    route: '/x/react-tree-view/',
    flip: (region) => region.getByLabel('checkboxSelection', { exact: true }).check(),
    measure: (live) => live.locator('input[type="checkbox"]').count(),
    listed: 'checkboxSelection',
  },
];

/** Brings the playground into view and points at it, as a reader reaching for it, until its island has hydrated. */
async function reachPlayground(page: Page, region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await region.hover();
  await page.locator('.docs-playground-island[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.mouse.move(0, 0);
}

describe.skipIf(!hasChromium)('props playgrounds on the overview pages', () => {
  const shipped = shippedSiteInBrowser();

  for (const playground of PLAYGROUNDS) {
    it(`${playground.component}: a knob changes the component and the JSX, which copy puts on the clipboard`, async () => {
      const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shipped.url).origin });
      const page = await context.newPage();
      const mismatches: string[] = [];
      // React reports a mismatch it recovered from through reportError (a page error) in production builds.
      const mismatch = /hydrat|did not match|errors\/4(18|19|21|22|23|25)\b/i;
      page.on('console', (message) => {
        if (message.type() === 'error' && mismatch.test(message.text())) mismatches.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (mismatch.test(error.message)) mismatches.push(error.message);
      });
      await page.goto(`${shipped.url}${playground.route.slice(1)}`);
      const region = page.getByRole('region', { name: `${playground.component} playground`, exact: true });
      const code = region.getByRole('region', { name: `${playground.component} JSX` });
      // Server-rendered at the defaults: the listing names only the data props.
      await expect(code.locator('pre').textContent()).resolves.toMatch(new RegExp(`^<${playground.component}[\\s\\S]*/>$`));
      await expect(code.getAttribute('aria-live')).resolves.toBe('polite');
      expect(await code.locator('pre').textContent()).not.toContain(playground.listed);
      await reachPlayground(page, region);
      const live = region.locator('.docs-playground-live');
      const before = await playground.measure(live);
      await playground.flip(region);
      await expect.poll(() => playground.measure(live)).not.toBe(before);
      await expect.poll(() => code.locator('pre').textContent()).toContain(playground.listed);
      const listing = (await code.locator('pre').textContent())!;
      await code.locator('pre').hover();
      await region.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(listing);
      // The island hydrated the markup the server rendered at the defaults.
      expect(mismatches).toEqual([]);
      await context.close();
    });
  }

  it('loads its code as a demo’s: not with the page, but as it nears the viewport', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${shipped.url}x/react-charts/`);
    const island = page.locator('.docs-playground-island');
    const chunk = new URL((await island.getAttribute('data-island-src'))!, shipped.url).pathname;
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(chunk);
    await island.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.includes(chunk)).toBe(true);
    await context.close();
  });

  it('keeps the reader’s settings through a colour-mode and a code-language change', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${shipped.url}x/react-charts/`);
    const region = page.getByRole('region', { name: 'BarChart playground', exact: true });
    await reachPlayground(page, region);
    await region.getByLabel('hideLegend', { exact: true }).check();
    await region.getByRole('radio', { name: 'svg-batch' }).check();
    await page.locator('[data-color-mode-toggle]').click();
    await page.locator('#QuarterlyRevenue [data-code-lang="js"]').click();
    await expect(page.locator('#QuarterlyRevenue [data-code-lang="js"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(region.getByLabel('hideLegend', { exact: true }).isChecked()).resolves.toBe(true);
    await expect(region.getByRole('radio', { name: 'svg-batch' }).isChecked()).resolves.toBe(true);
    await expect(region.locator('pre').textContent()).resolves.toContain('renderer="svg-batch"');
    await expect(region.locator('.docs-playground-live .MuiChartsLegend-series').count()).resolves.toBe(0);
    await context.close();
  });

  it('labels every knob and describes it with the prop’s documentation', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${shipped.url}x/react-data-grid/`);
    const region = page.getByRole('region', { name: 'DataGrid playground', exact: true });
    await reachPlayground(page, region);
    const rowHeight = region.getByRole('spinbutton', { name: 'rowHeight' });
    await expect(rowHeight.inputValue()).resolves.toBe('52');
    await expect(rowHeight.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).resolves.toBe('Sets the height in pixel of a row in the Data Grid.');
    await expect(region.getByRole('slider', { name: 'rowHeight' }).getAttribute('aria-valuemax')).resolves.toBe('80');
    await expect(region.getByRole('radiogroup', { name: 'density' }).getByRole('radio', { name: 'standard' }).isChecked()).resolves.toBe(true);
    // From the keyboard: the slider steps by the range's step, and the listing follows.
    await region.getByRole('slider', { name: 'rowHeight' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.locator('pre').textContent()).toContain('rowHeight={56}');
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations in ${colorScheme} mode, before and after a knob changes`, async () => {
      const context = await localContext(shipped.browser, { colorScheme, viewport: { width: 1280, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      for (const playground of PLAYGROUNDS) {
        await page.goto(`${shipped.url}${playground.route.slice(1)}`);
        const region = page.getByRole('region', { name: `${playground.component} playground`, exact: true });
        expect(await seriousViolations(page, '.docs-playground'), `${playground.component} as served`).toEqual([]);
        await reachPlayground(page, region);
        await playground.flip(region);
        expect(await seriousViolations(page, '.docs-playground'), `${playground.component} hydrated`).toEqual([]);
      }
      await context.close();
    });
  }
});
