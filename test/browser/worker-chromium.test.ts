import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_CHROMIUM, hasChromium, launch, localContext, reusedTab, serve } from '../helpers/browser';
import { tempDir } from '../helpers/cli';

const held = globalThis as { [HELD_CHROMIUM]?: Promise<Browser> };

/** The Chromium a test worker keeps for its browser files (see `launch` in browser.ts). */
describe.skipIf(!hasChromium)("a test worker's Chromium", () => {
  // This file starts without the worker's Chromium, as a worker's first browser file does, and
  // leaves the worker's as it found it.
  let workers: Promise<Browser> | undefined;
  beforeAll(() => {
    workers = held[HELD_CHROMIUM];
    held[HELD_CHROMIUM] = undefined;
  });
  afterAll(async () => {
    await (await held[HELD_CHROMIUM])?.close();
    held[HELD_CHROMIUM] = workers;
  });

  it('is one for launches made at once, and a file closing its view closes only the contexts it opened', async () => {
    const [first, second] = await Promise.all([launch(), launch()]);
    const context = await first.newContext();
    const other = await second.newContext();
    expect(second.contexts()).toContain(context);

    await second.close();
    expect(first.contexts()).toEqual([context]);
    await first.close();
    expect(first.contexts()).toEqual([]);
    expect(first.isConnected()).toBe(true);
  });

  it("gives a file's next test its tab without the cookies, storage, permissions and window size the last test left", async () => {
    const dir = tempDir('reused-tab');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><title>Tab</title><p>A page to leave things on.</p></html>');
    const { url, server } = await serve(dir);
    const browser = await launch();
    const options = { viewport: { width: 800, height: 600 } };
    const first = await reusedTab(browser, options);
    await first.page.goto(url);
    await first.page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
      document.cookie = 'left=behind; path=/';
    });
    await first.context.grantPermissions(['clipboard-read'], { origin: new URL(url).origin });
    await first.page.setViewportSize({ width: 400, height: 300 });

    const next = await reusedTab(browser, options);
    expect(next.page).toBe(first.page);
    await expect(next.context.cookies()).resolves.toEqual([]);
    await expect(next.page.evaluate(() => [localStorage.length, sessionStorage.length])).resolves.toEqual([0, 0]);
    await expect(next.page.evaluate(() => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((status) => status.state))).resolves.not.toBe('granted');
    expect(next.page.viewportSize()).toEqual(options.viewport);
    // A test asking for other options gets a tab of its own.
    expect((await reusedTab(browser, { ...options, colorScheme: 'dark' })).page).not.toBe(first.page);
    await browser.close();
    server.close();
  });

  it('answers what a page asks of other hosts with an empty 204, off the network and with no console error', async () => {
    const dir = tempDir('other-hosts');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><title>Hosts</title><link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons"></html>');
    const { url, server } = await serve(dir);
    const browser = await launch();
    const context = await localContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const stylesheet = page.waitForResponse((response) => response.url().startsWith('https://fonts.googleapis.com/'));
    await page.goto(url);
    expect((await stylesheet).status()).toBe(204);
    const ads = await page.evaluate(() => fetch('https://srv.buysellads.com/ads/TEST.json').then((response) => [response.status, response.url]));
    expect(ads).toEqual([204, 'https://srv.buysellads.com/ads/TEST.json']);
    expect(errors).toEqual([]);
    await browser.close();
    server.close();
  });
});
