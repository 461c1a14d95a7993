import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { serveSite } from '../../compiler/commands/serve-output';
import { CHROMIUM, CHROMIUM_ARGS } from './browser-path';

export { CHROMIUM, hasChromium } from './browser-path';

/**
 * Chromium for a test file: its worker's, started by the global setup (see browser-servers.ts), else
 * one of its own. Closing it disconnects from the worker's, closing the contexts this file opened.
 */
export async function launch(): Promise<Browser> {
  const endpoint = inject('browserEndpoints')[Number(process.env.VITEST_POOL_ID) - 1];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A context that only reaches the local server: third-party requests (the icon font) are answered empty. */
export async function localContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  return context;
}

/** Serves a built folder on 127.0.0.1 at a free port. */
export async function serve(outDir: string): Promise<{ url: string; server: Server }> {
  return serveSite({ outDir, port: 0, host: '127.0.0.1' });
}

/**
 * Brings the demo in `section` (a selector of its `section.docs-demo` or an ancestor) into view and
 * points at it, as a reader reaching for it does, then waits until its island has hydrated: demos
 * whose server markup already shows them hydrate only then (see runtime/islands.ts).
 */
export async function reachDemo(page: Page, section: string, timeout = 30_000): Promise<void> {
  const island = page.locator(`${section} [data-island]`).first();
  await island.scrollIntoViewIfNeeded({ timeout });
  await island.hover({ timeout });
  await page.locator(`${section} [data-hydrated]`).first().waitFor({ state: 'attached', timeout });
  // Off the demo again, so that a test's next hover moves the pointer (a chart shows its tooltip on a move).
  await page.mouse.move(0, 0);
}
