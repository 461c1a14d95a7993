import path from 'node:path';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, runCli, tempDir } from '../helpers/cli';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe.skipIf(!hasChromium)('a built page in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const out = path.join(tempDir('browser'), 'dist');
    expect(runCli(['build', '--content', path.join(FIXTURES, 'site-basic'), '--out', out, '--jobs', '1']).status).toBe(0);
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`is complete and readable without JavaScript in ${scheme} mode`, async () => {
      const context = await localContext(browser, { javaScriptEnabled: false, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(`${url}guide/`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Guide');
      await expect(page.locator('.docs-callout').textContent()).resolves.toContain('Mind the gap');
      await expect(page.locator('nav[aria-label="documentation"] a[aria-current="page"]').textContent()).resolves.toBe('Overview');
      const colours = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        const text = getComputedStyle(document.querySelector('.markdown-body p')!);
        return { background: body.backgroundColor, text: text.color };
      });
      const dark = colours.background.match(/\d+/g)!.slice(0, 3).map(Number).every((c) => c < 60);
      expect(dark).toBe(scheme === 'dark');
      expect(contrast(colours.background, colours.text)).toBeGreaterThan(7);
      await context.close();
    });
  }

  it('applies a stored dark mode before the first paint, with no console errors', async () => {
    const context = await localContext(browser, { colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('docs-color-mode', 'dark'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { classAtReady: string }).classAtReady = document.body.className;
      });
    });
    await page.goto(`${url}guide/advanced/`);
    await expect(page.evaluate(() => (window as unknown as { classAtReady: string }).classAtReady)).resolves.toBe('mode-dark');
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#101418');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles the colour mode and remembers it', async () => {
    const context = await localContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${url}guide/`);
    await page.locator('[data-color-mode-toggle]').click();
    await expect(page.evaluate(() => document.body.className)).resolves.toBe('mode-dark');
    await page.reload();
    await expect(page.evaluate(() => [document.body.className, localStorage.getItem('docs-color-mode')])).resolves.toEqual(['mode-dark', 'dark']);
    await context.close();
  });

  it('opens and closes the navigation drawer on a small screen', async () => {
    const context = await localContext(browser, { viewport: { width: 600, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}guide/setup/`);
    const drawer = page.locator('#nav-drawer');
    await expect(drawer.isVisible()).resolves.toBe(false);
    await page.locator('[data-drawer-open]').click();
    await page.waitForFunction(() => getComputedStyle(document.getElementById('nav-drawer')!).visibility === 'visible');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('nav-drawer')!).visibility === 'hidden');
    await context.close();
  });

  it('moves focus into the open drawer, keeps Tab inside it and gives focus back on Escape', async () => {
    const context = await localContext(browser, { viewport: { width: 600, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}guide/setup/`);
    // The focused element's name, or null once focus is outside the drawer.
    const focusedInDrawer = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el && document.getElementById('nav-drawer')!.contains(el) ? (el.getAttribute('aria-label') ?? el.textContent) : null;
      });
    const openerFocused = () => page.evaluate(() => document.activeElement?.matches('[data-drawer-open]') ?? false);
    const opener = page.locator('[data-drawer-open]');

    await opener.click();
    await expect(focusedInDrawer()).resolves.toBe('Setup');
    await page.keyboard.press('Escape');
    await expect(openerFocused()).resolves.toBe(true);
    await expect(opener.getAttribute('aria-expanded')).resolves.toBe('false');

    await page.keyboard.press('Enter');
    await expect(focusedInDrawer()).resolves.toBe('Setup');
    // Round the drawer and back to the current page's link, past both ends: the close button first, Changelog last.
    const goRound = async (key: string) => {
      const visited: (string | null)[] = [];
      for (let i = 0; i < 10 && visited.at(-1) !== 'Setup'; i++) {
        await page.keyboard.press(key);
        visited.push(await focusedInDrawer());
      }
      return visited;
    };
    const forward = await goRound('Tab');
    expect(forward).toEqual(['Advanced usageNew', 'Components', 'Changelog (opens in a new tab)', 'Close main navigation', 'Guide', 'Overview', 'Setup']);
    await expect(goRound('Shift+Tab')).resolves.toEqual([...forward.slice(0, -1).reverse(), 'Setup']);
    await page.keyboard.press('Escape');
    await expect(openerFocused()).resolves.toBe(true);
    await page.waitForFunction(() => getComputedStyle(document.getElementById('nav-drawer')!).visibility === 'hidden');

    await opener.click();
    await page.mouse.click(590, 400);
    await expect(opener.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(openerFocused()).resolves.toBe(true);
    await context.close();
  });
});
