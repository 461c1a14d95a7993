import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { serveSite } from '../../compiler/commands/serve-output';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './browser-path';

export { CHROMIUM, hasChromium } from './browser-path';

/** Where a test worker keeps its Chromium, on `globalThis`: the worker's files share it (see `launch`). */
export const HELD_CHROMIUM = Symbol.for('docs.test.chromium');

/**
 * Chromium for a test file: one per test worker, launched by the worker's first browser test file and
 * kept for the next ones (a worker runs file after file in one process, see vitest.config.ts). The
 * worker drives it over a pipe: through a server in vitest's main process, each of Playwright's messages
 * was also encoded, sent and decoded once more, and that process spent about 8 CPU-s on them for the
 * three largest browser files. Closing what this returns closes the contexts the file opened through
 * it; Chromium goes with the worker's process.
 */
export async function launch(): Promise<Browser> {
  const held = globalThis as { [HELD_CHROMIUM]?: Promise<Browser> };
  const seen = held[HELD_CHROMIUM];
  const running = await seen?.catch(() => undefined);
  // Unless a call made meanwhile launched one already.
  if (!running?.isConnected() && held[HELD_CHROMIUM] === seen) held[HELD_CHROMIUM] = chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
  return fileView(await held[HELD_CHROMIUM]!);
}

/** `browser`, whose `close` closes the contexts opened through this view instead of Chromium. */
function fileView(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const view: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get: (target, key) => (key in view ? view[key as keyof Browser] : Reflect.get(target, key, target)),
  });
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
