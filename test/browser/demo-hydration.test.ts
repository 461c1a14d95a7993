import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, localContext, reachDemo } from '../helpers/browser';
import { servedDemoSite } from '../helpers/demo-page';

/** When a demo's code is fetched and run: as it nears the viewport, at the reader's intent, under a pointer that already rests on it. */
describe.skipIf(!hasChromium)('when demos hydrate, in Chromium', () => {
  let browser: Browser;
  let url: string;
  let close: (() => Promise<void>) | undefined;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ browser, url, close } = await servedDemoSite());
  });

  afterAll(() => close?.());

  async function newPage(): Promise<Page> {
    context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  /** Holds the requests `pattern` matches until the function it resolves to is called. */
  async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  /** Moves the mouse to the middle of `target`, and leaves it there. */
  async function restOn(page: Page, target: Locator): Promise<void> {
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  }

  it('fetches a demo\'s code as it comes near and runs it only when the reader points at the demo', async () => {
    const page = await newPage();
    await page.goto(`${url}far/`);
    const demoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/islands/demo-')) demoRequests.push(r.url());
    });
    await page.waitForLoadState('networkidle');
    expect(demoRequests.filter((r) => r.includes('LateCounter'))).toEqual([]);
    await page.locator('#LateCounter').scrollIntoViewIfNeeded();
    await expect.poll(() => demoRequests.filter((r) => r.includes('LateCounter')).length).toBe(1);
    await page.waitForLoadState('networkidle');
    // Fetched (a module preload), not run: the server markup stays as it is until the reader reaches for it.
    await expect(page.locator('#LateCounter [data-hydrated]').count()).resolves.toBe(0);
    await reachDemo(page, '#LateCounter');
    expect(demoRequests.filter((r) => r.includes('LateCounter'))).toHaveLength(1);
    await context.close();
  });

  it('holds a click that comes before the demo\'s code has run and replays it once React listens', async () => {
    const page = await newPage();
    // The demo's code arrives a second late: the click lands on the server markup.
    await page.route(/\/islands\/demo-Counter/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(url);
    const button = page.locator('#Counter .docs-demo-live button');
    await button.click();
    await expect(page.locator('#Counter [data-hydrated]').count()).resolves.toBe(0);
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Clicked 1 times');
    // Once, not twice: the held click was not also handled by the browser or by React a second time.
    await page.waitForTimeout(300);
    await expect(button.textContent()).resolves.toBe('Clicked 1 times');
    await context.close();
  });

  it('hydrates a demo the pointer came to rest on before the page\'s script ran, without another move', async () => {
    const page = await newPage();
    const release = await holdRequests(page, /\/islands\/islands-\w+\.js$/);
    // Module scripts run before DOMContentLoaded: the page is usable, its script held, well before it.
    await page.goto(url, { waitUntil: 'commit' });
    const button = page.locator('#Counter .docs-demo-live button');
    await button.waitFor();
    await restOn(page, button);
    await expect(page.locator('#Counter [data-hydrated]').count()).resolves.toBe(0);
    release();
    await page.locator('#Counter [data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 });
    await context.close();
  });

  it('shows the tooltip of the bar the pointer rests on when the chart hydrates, without another move', async () => {
    const page = await newPage();
    // The chart's code waits until the pointer is on the bar: it hydrates under a pointer that no longer moves.
    const release = await holdRequests(page, /\/islands\/demo-[^/]*RainfallBars/);
    await page.goto(`${url}charts/`);
    const bar = page.locator('#RainfallBars svg .MuiBarElement-root').nth(2);
    await bar.scrollIntoViewIfNeeded();
    await restOn(page, bar);
    release();
    await page.locator('#RainfallBars [data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('.MuiChartsTooltip-root').count(), { timeout: 5000 }).toBeGreaterThan(0);
    await expect(page.locator('.MuiChartsTooltip-root').first().textContent()).resolves.toContain('73');
    await context.close();
  });
});
