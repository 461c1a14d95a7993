import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, localContext, reusedTab } from '../helpers/browser';
import { seriousViolations } from '../helpers/page-measures';
import { shippedSiteInBrowser } from '../helpers/shipped-site';

/** One page of each template of the shipped site, and the dialogs a reader opens. */
const STATES: { name: string; route: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'home', route: '/x/introduction/' },
  { name: 'guide without demos', route: '/x/introduction/installation/' },
  { name: 'guide with demos', route: '/x/react-tree-view/rich-tree-view/items/' },
  // Its grids as their server previews (checkbox selection, Premium), until the reader points at one.
  { name: 'data grid guide', route: '/x/react-data-grid/selection/' },
  { name: 'API page', route: '/x/api/tree-view/rich-tree-view/' },
  { name: 'Chinese page', route: '/zh/x/react-tree-view/quickstart/' },
  { name: '404 page', route: '/x/no-such-page/' },
  {
    name: 'search dialog',
    route: '/x/react-tree-view/quickstart/',
    open: async (page) => {
      await page.locator('.docs-search-button').click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.type('selection');
      await page.locator('[role="dialog"] [role="option"]').first().waitFor();
      // Results with their snippets and marked words, as a reader sees them.
      await page.locator('[role="dialog"] .docs-search-snippet mark').first().waitFor();
    },
  },
  {
    name: 'settings drawer',
    route: '/x/react-tree-view/quickstart/',
    open: async (page) => {
      await page.locator('[data-settings-open]').click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

describe.skipIf(!hasChromium)('accessibility of every template (axe-core)', () => {
  const shipped = shippedSiteInBrowser();

  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(STATES.map((s) => [s.name, s] as const))(`%s has no serious or critical violations in ${colorScheme} mode`, async (_name, state) => {
      // axe-core is injected as an inline script, which the pages' Content-Security-Policy refuses.
      const { page } = await reusedTab(shipped.browser, { colorScheme, viewport: { width: 1280, height: 900 }, bypassCSP: true });
      await page.goto(`${shipped.url}${state.route.slice(1)}`);
      await page.waitForLoadState('networkidle');
      await state.open?.(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
  it('moves focus into the mobile navigation drawer when it opens, and back to the menu button on Escape', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${shipped.url}x/react-tree-view/quickstart/`);
    await page.locator('[data-drawer-open]').click();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#nav-drawer')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-drawer-open'))).toBe(true);
    await expect(page.locator('[data-drawer-open]').getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});
