import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { serveSite } from '../../compiler/commands/serve-output';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './browser-path';
import { thirdPartyStandIn } from './third-party-stand-in';

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
  if (!running?.isConnected() && held[HELD_CHROMIUM] === seen) held[HELD_CHROMIUM] = launchWithStandIn();
  return fileView(await held[HELD_CHROMIUM]!);
}

/** Marks a Chromium whose requests to other hosts reach the worker's stand-in (see `localContext`). */
const STAND_IN = Symbol('third-party stand-in');

async function launchWithStandIn(): Promise<Browser> {
  const standIn = await thirdPartyStandIn();
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: [...CHROMIUM_ARGS, ...(standIn ?? [])] });
  return Object.assign(browser, { [STAND_IN]: Boolean(standIn) });
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

/**
 * A context that only reaches the local server: third-party requests (the icon font, the ads) are
 * answered empty, by the worker's stand-in when its Chromium has one (`launch`), else by a route.
 */
export async function localContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (!(browser as { [STAND_IN]?: boolean })[STAND_IN]) await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  return context;
}

/** A tab that the tests of a file take in turn (`reusedTab`). */
export interface ReusedTab {
  context: BrowserContext;
  page: Page;
}

/** Each test file's tabs, by the browser view `launch` gave it and the options of their context. */
const tabs = new WeakMap<Browser, Map<string, Promise<ReusedTab>>>();

/**
 * A tab of a `localContext` made with `options`, that the file's tests (not `concurrent` ones) open
 * their pages in one after another, each in a new document. A renderer that has run the site's
 * scripts takes their compiled code from V8's cache, where a context per test started a renderer and
 * compiled them all again: the data grid, charts and pickers files took 105–108 → 93–100 busy CPU-s.
 * What a test leaves in the tab is cleared before it is given again: cookies, storage, permissions,
 * the window's size. The tab goes with the file's browser view (its `close`).
 */
export async function reusedTab(browser: Browser, options: BrowserContextOptions = {}): Promise<ReusedTab> {
  const fileTabs = tabs.get(browser) ?? new Map<string, Promise<ReusedTab>>();
  tabs.set(browser, fileTabs);
  const key = JSON.stringify(options);
  const known = await fileTabs.get(key)?.catch(() => undefined);
  if (!known || known.page.isClosed()) {
    const opening = localContext(browser, options).then(async (context) => ({ context, page: await context.newPage() }));
    fileTabs.set(key, opening);
    return opening;
  }
  const { context, page } = known;
  await Promise.all([context.clearCookies(), context.clearPermissions(), options.viewport && page.setViewportSize(options.viewport)]);
  // Storage of the origin the tab shows; a test reaches no other.
  if (/^https?:/.test(page.url())) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  return known;
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
