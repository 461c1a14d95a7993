import type { Server } from 'node:http';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launch, reachDemo, reusedTab, serve } from './browser';
import { SITE_DEMOS_BUILD } from './shared-builds';
import { sharedBuild } from './shipped-site';

export interface OpenDemo {
  page: Page;
  context: BrowserContext;
  /** The live area of the demo (`#Name .docs-demo-live`), hydrated. */
  demo: Locator;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
  /** Ends the demo: its page stops collecting `errors`, and the tab is left for the file's next demo. */
  close(): Promise<void>;
}

/** Listeners of the last demo opened in each tab, taken off when the next opens there (its test may have ended without `close`). */
const listening = new WeakMap<Page, () => void>();

/**
 * Opens `route` of the site at `url`, scrolls to the demo `name` (its file name without extension),
 * points at it and waits until its island has hydrated. A file's demos open one after another in one
 * tab (`reusedTab`).
 */
export async function openDemo(browser: Browser, url: string, route: string, name: string): Promise<OpenDemo> {
  const { context, page } = await reusedTab(browser, { viewport: { width: 1280, height: 900 } });
  listening.get(page)?.();
  const errors: string[] = [];
  const onPageError = (e: Error) => errors.push(`${route}: ${e.message}`);
  const onConsole = (m: ConsoleMessage) => {
    // The unlicensed Pro and Premium packages log their missing-key notice as an error: expected here.
    if (m.type() === 'error' && !/license key/i.test(m.text())) errors.push(`${route}: ${m.text()}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  const detach = () => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    listening.delete(page);
  };
  listening.set(page, detach);
  const close = async () => detach();
  await page.goto(`${url}${route.replace(/^\//, '')}`);
  const section = `section.docs-demo[id="${name}"]`;
  await reachDemo(page, section);
  const demo = page.locator(`${section} .docs-demo-live`);
  return { page, context, demo, errors, close };
}

/** The `site-demos` fixture built (one worker, once for the run's files), served on 127.0.0.1, and Chromium for it. */
export async function servedDemoSite(): Promise<{ url: string; browser: Browser; close(): Promise<void> }> {
  const { out, result } = await sharedBuild(SITE_DEMOS_BUILD);
  expect(result.status, result.stderr).toBe(0);
  const { server, url }: { server: Server; url: string } = await serve(out);
  const browser = await launch();
  return {
    url,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
