import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { runCli } from '../helpers/cli';
import { muiDocsCheckout } from '../helpers/mui-docs-checkout';

/**
 * test/fixtures/mui-docs built in place with no config, as MUI X keeps its docs folder: a docs
 * component published in a package of the site, an image of its public/ folder, an icon its
 * navigation imports from that package, and a page without a permanent drawer.
 */
describe.skipIf(!hasChromium)("a MUI docs folder built in place, in Chromium", () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const { docs, cache } = muiDocsCheckout();
    const out = path.join(path.dirname(docs), 'dist');
    const built = runCli(['build', '--content', docs, '--out', out, '--cache-dir', cache]);
    expect(built.status, built.stderr).toBe(0);
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it("loads the public folder's image, shows the package's icon in the drawer, and hydrates the package's docs component with no console error", async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}x/react-widgets/`);
    const image = page.locator('img[src="/static/widgets/shelf.svg"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('#nav-drawer .nav-icon svg').first().isVisible()).resolves.toBe(true);
    const note = page.locator('.docs-component-island', { hasText: 'Gauges and dials share one theme.' });
    await note.getByRole('button', { name: 'More' }).hover();
    await page.locator('.docs-component-island[data-hydrated]', { hasText: 'Gauges and dials' }).waitFor({ state: 'attached', timeout: 30_000 });
    await note.getByRole('button', { name: 'More' }).click();
    await expect.poll(() => note.textContent()).toContain("Both read the site's palette.");
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the drawer from the menu button on a page without a permanent one, at a width that has it elsewhere', async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}x/react-widgets/gauges/`);
    await expect(page.locator('#nav-drawer').isVisible()).resolves.toBe(true);
    await expect(page.locator('.docs-menu-button').isVisible()).resolves.toBe(false);
    await page.goto(`${url}x/react-widgets/stock-sheet/`);
    await expect(page.locator('#nav-drawer').isVisible()).resolves.toBe(false);
    await page.locator('.docs-menu-button').click();
    await expect.poll(() => page.locator('#nav-drawer').isVisible()).toBe(true);
    await context.close();
  });
});
