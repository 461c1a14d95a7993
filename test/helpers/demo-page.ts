import type { Server } from 'node:http';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launch, localContext, reachDemo, serve } from './browser';
import { SITE_DEMOS_BUILD } from './shared-builds';
import { sharedBuild } from './shipped-site';

export interface OpenDemo {
  page: Page;
  context: BrowserContext;
  /** The live area of the demo (`#Name .docs-demo-live`), hydrated. */
  demo: Locator;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/**
 * Opens `route` of the site at `url`, scrolls to the demo `name` (its file name without extension),
 * points at it and waits until its island has hydrated.
 */
export async function openDemo(browser: Browser, url: string, route: string, name: string): Promise<OpenDemo> {
  const context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${route}: ${e.message}`));
  page.on('console', (m) => {
    // The unlicensed Pro and Premium packages log their missing-key notice as an error: expected here.
    if (m.type() === 'error' && !/license key/i.test(m.text())) errors.push(`${route}: ${m.text()}`);
  });
  await page.goto(`${url}${route.replace(/^\//, '')}`);
  const section = `section.docs-demo[id="${name}"]`;
  await reachDemo(page, section);
  const demo = page.locator(`${section} .docs-demo-live`);
  return { page, context, demo, errors };
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
