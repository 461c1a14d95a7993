import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, runCli, tempDir } from '../helpers/cli';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { seriousViolations } from '../helpers/page-measures';

/** test/fixtures/code-blocks in Chromium: what the reader sees, copies and what axe finds. */
describe.skipIf(!hasChromium)('code block meta in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const out = path.join(tempDir('code-blocks-browser'), 'dist');
    const built = runCli(['build', '--content', path.join(FIXTURES, 'code-blocks'), '--out', out]);
    expect(built.status, built.stderr).toBe(0);
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('copies a diff as the code after the change: no removed lines, no signs', async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
    const page = await context.newPage();
    await page.goto(url);
    for (const [marker, expected] of [['sensor.read()', 'const reading = sensor.read();\ndisplay(reading);\n'], ['alarm(limit)', 'const limit = 28;\nalarm(limit);\n']]) {
      const block = page.locator('.docs-code', { hasText: marker });
      await block.hover();
      await block.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    // The signs are in the page for readers and screen readers, in inserted and deleted text.
    await expect(page.locator('del.line .diff-sign').first().textContent()).resolves.toBe('-');
    await context.close();
  });

  it('dims the lines around a focused one until the reader points at the block', async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    const block = page.locator('pre[data-focus]');
    const opacities = () => block.locator('.line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line).opacity));
    expect(await opacities()).toEqual(['0.7', '0.7', '0.7', '1', '0.7']);
    await block.hover();
    await expect.poll(opacities).toEqual(['1', '1', '1', '1', '1']);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations in ${colorScheme} mode`, async () => {
      const context = await localContext(browser, { colorScheme, viewport: { width: 1280, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(url);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
