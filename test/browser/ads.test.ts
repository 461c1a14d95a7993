import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdsConfig } from '../../templates/shared/ads';
import type { AnalyticsConfig } from '../../templates/shared/analytics';
import { hasChromium, launch } from '../helpers/browser';
import { AD_ENDPOINT, BACKERS, ORIGIN, PAGE, SPONSOR_SCRIPT, bundleAssets, pageHtml, routeSite, strings, type FixtureAssets, type Handler } from '../fixtures/ads/site';
import { XSS_PAYLOADS } from '../fixtures/ads/xss-payloads';

declare global {
  interface Window {
    __pwned?: unknown;
    __cls: number;
  }
}

interface Options {
  random: number;
  ads?: Partial<AdsConfig>;
  analytics?: Partial<AnalyticsConfig>;
  cookies?: Record<string, string>;
  routes?: Record<string, Handler>;
  viewport?: { width: number; height: number };
  userAgent?: string;
}

/** A sponsor script that renders a `#carbonads` block linking to `href`, as the real one does next to itself. */
const sponsorScript = (href: string): Handler => (route) =>
  route.fulfill({
    contentType: 'text/javascript',
    body: `(function(){var s=document.getElementById('_carbonads_js');var d=document.createElement('div');d.id='carbonads';d.innerHTML='<span><span class="carbon-wrap"><a class="carbon-text" href="${href}">Sponsor text</a></span></span>';s.parentNode.insertBefore(d,s)})();`,
  });

describe.skipIf(!hasChromium)('the ad block in Chromium', () => {
  let browser: Browser;
  let assets: FixtureAssets;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, assets] = await Promise.all([launch(), bundleAssets()]);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  /**
   * Opens the fixture page with a fixed `Math.random`, a recording `dataLayer`, a layout-shift meter
   * (shifts inside the footer do not count: the feedback group lives there) and a fake clock, then
   * waits until the lazily imported block has started.
   */
  async function open(options: Options): Promise<{ page: Page; requests: string[]; errors: string[] }> {
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
    contexts.push(context);
    await context.addInitScript((value) => {
      Math.random = () => value;
      window.dataLayer = [];
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
          if (!entry.hadRecentInput && entry.sources.some((source) => !source.node?.parentElement?.closest('footer'))) window.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, options.random);
    await context.addCookies(Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url: ORIGIN })));
    await routeSite(context, assets, pageHtml(options.ads, options.analytics), options.routes);
    const page = await context.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    // A paused clock: time moves only when a test runs it forward.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto(PAGE);
    if (!options.userAgent) await page.waitForSelector('.docs-spot-sponsor', { state: 'attached' });
    return { page, requests, errors };
  }

  const geometry = (page: Page) =>
    page.evaluate(() => {
      const slot = document.querySelector('[data-spot]')!.getBoundingClientRect();
      return { slotTop: slot.top, slotHeight: slot.height, contentTop: document.querySelector('.markdown-body')!.getBoundingClientRect().top };
    });

  const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
  const adEvents = async (page: Page) => (await events(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'ad').map((entry) => entry[2]);

  for (const viewport of [
    { width: 1280, height: 900, slot: 126 },
    { width: 375, height: 800, slot: 142 },
  ]) {
    it(`shows an in-house ad when the sponsor script is blocked, after the 7th check, without moving anything (${viewport.width}px)`, async () => {
      const { page, errors } = await open({ random: 0.5, viewport, routes: { [SPONSOR_SCRIPT]: (route) => route.abort('blockedbyclient') } });
      const before = await geometry(page);
      expect(before.slotHeight).toBe(viewport.slot);
      await page.clock.runFor(2900);
      await expect(page.locator('[data-spot] .docs-spot').count()).resolves.toBe(0);
      await page.clock.runFor(100);
      // Random 0.5: image shape, no support request, in-house ad 3 of 5.
      const ad = page.locator('[data-spot] .docs-spot.docs-spot-image');
      await expect(ad.locator('.docs-spot-name').textContent()).resolves.toBe('Premium themes');
      await expect(ad.locator('.docs-spot-name').getAttribute('href')).resolves.toContain('utm_campaign=in-house-themes');
      await expect(ad.locator('.docs-spot-credit').textContent()).resolves.toBe(strings.ads.publisherCredit);
      await ad.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await expect(ad.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.width, img.height])).resolves.toEqual([130, 100, 130, 100]);
      await expect(page.locator('.docs-spot-sponsor').isHidden()).resolves.toBe(true);
      expect(await geometry(page)).toEqual(before);
      await expect(page.evaluate(() => window.__cls)).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  }

  it('asks blocked readers for support one time in five, in the ad-area strings', async () => {
    const { page } = await open({ random: 0.1, routes: { [AD_ENDPOINT]: (route) => route.abort('blockedbyclient') } });
    const before = await geometry(page);
    await page.clock.runFor(3000);
    await expect(page.locator('[data-spot] .docs-spot-support').textContent()).resolves.toBe(`${strings.ads.adBlocker} ${strings.ads.likeTheProduct} ${strings.ads.thanks}`);
    await expect(page.locator('[data-spot] .docs-spot-name').count()).resolves.toBe(0);
    expect(await geometry(page)).toEqual(before);
  });

  it('shows the sponsor block and no in-house ad when the sponsor answers, and reports its display after 2.5 s', async () => {
    const { page } = await open({ random: 0.5, ads: { displaySampleRatio: 0.6 }, routes: { [SPONSOR_SCRIPT]: sponsorScript('https://sponsor.test/offer') } });
    await page.waitForSelector('#carbonads', { state: 'attached' });
    await page.clock.runFor(500);
    await expect(page.locator('#carbonads').isVisible()).resolves.toBe(true);
    await page.clock.runFor(2400);
    await expect(adEvents(page)).resolves.toEqual([]);
    await page.clock.runFor(100);
    await expect(adEvents(page)).resolves.toEqual([{ eventAction: 'display', eventLabel: 'sponsor-image' }]);
    await page.clock.runFor(15_000);
    await expect(page.locator('[data-spot] .docs-spot').count()).resolves.toBe(0);
  });

  it('does not report displays outside the sample', async () => {
    const { page } = await open({ random: 0.5, routes: { [SPONSOR_SCRIPT]: sponsorScript('https://sponsor.test/offer') } });
    await page.waitForSelector('#carbonads', { state: 'attached' });
    await page.clock.runFor(5000);
    await expect(adEvents(page)).resolves.toEqual([]);
  });

  it('falls back to an in-house ad when the sponsor block only links to the backers page', async () => {
    const { page } = await open({ random: 0.5, ads: { displaySampleRatio: 1 }, routes: { [SPONSOR_SCRIPT]: sponsorScript(`${BACKERS}?utm_source=carbon`) } });
    await page.waitForSelector('#carbonads', { state: 'attached' });
    await page.clock.runFor(500);
    await expect(page.locator('[data-spot] .docs-spot-name').textContent()).resolves.toBe('Premium themes');
    await expect(page.locator('#carbonads').isHidden()).resolves.toBe(true);
    await page.clock.runFor(2500);
    await expect(adEvents(page)).resolves.toEqual([{ eventAction: 'display', eventLabel: 'in-house-backers-image' }]);
  });

  it('renders a remote ad without ever running its description, fires its pixels and reports its clicks', async () => {
    const body = {
      ads: [
        {},
        { company: 'No link' },
        {
          company: 'Acme <img src=x onerror="window.__pwned = 1">',
          description: `Plain <b>words</b> ${XSS_PAYLOADS.join(' ')}`,
          image: 'https://cdn.test/logo.png',
          statlink: '//srv.test/click?id=1',
          statimp: 'https://srv.test/impression',
          pixel: 'https://px.test/a?t=[timestamp]||https://px.test/b?t=[timestamp]',
          timestamp: '1718000000',
        },
      ],
    };
    const ok: Handler = (route) => route.fulfill({ status: 204, body: '' });
    const { page, requests, errors } = await open({
      random: 0.1,
      routes: {
        [AD_ENDPOINT]: (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) }),
        'https://srv.test/impression': ok,
        'https://px.test/a': ok,
        'https://px.test/b': ok,
        // Protocol-relative, so it follows the page: http here, https on the production site.
        'http://srv.test/click': (route) => route.fulfill({ contentType: 'text/html', body: 'sponsor page' }),
      },
    });
    const before = await geometry(page);
    await page.waitForSelector('[data-spot-remote]', { state: 'attached' });
    expect(requests.filter((url) => /srv\.test\/impression|px\.test/.test(url))).toEqual([]);
    await page.clock.runFor(500);
    const card = page.locator('[data-spot] .docs-spot-inline[data-spot-remote]');
    await expect(card.isVisible()).resolves.toBe(true);
    await expect(card.locator('.docs-spot-name').textContent()).resolves.toBe('Acme <img src=x onerror="window.__pwned = 1">');
    await expect(card.locator('.docs-spot-description').textContent()).resolves.toMatch(/^Plain words/);
    await expect(card.locator('img, script, svg, style, iframe, object, embed, math, [style], [onerror], [onclick], [onload]').count()).resolves.toBe(0);
    await expect(card.locator('.docs-spot-credit').textContent()).resolves.toBe(`${strings.ads.label} · Carbon`);
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => window.__pwned)).resolves.toBeUndefined();
    await expect.poll(() => requests.filter((url) => /srv\.test\/impression|px\.test/.test(url)).sort()).toEqual([
      'https://px.test/a?t=1718000000',
      'https://px.test/b?t=1718000000',
      'https://srv.test/impression',
    ]);
    const popup = page.waitForEvent('popup');
    await card.locator('.docs-spot-name').click();
    await expect((await popup).url()).toBe('http://srv.test/click?id=1');
    await expect(adEvents(page)).resolves.toEqual([{ eventAction: 'click', eventLabel: 'remote-inline' }]);
    expect(await geometry(page)).toEqual(before);
    await expect(page.evaluate(() => window.__pwned)).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('catches a crash in the block: a crash event with the ad label, and an empty slot of unchanged height', async () => {
    const { page, errors } = await open({ random: 0.5, ads: { inHouse: [null as never] }, routes: { [SPONSOR_SCRIPT]: (route) => route.abort('blockedbyclient') } });
    const before = await geometry(page);
    await page.clock.runFor(3000);
    await expect(adEvents(page)).resolves.toEqual([{ eventAction: 'crash', eventLabel: 'in-house-image' }]);
    await expect(page.locator('[data-spot]').evaluate((slot) => slot.childElementCount)).resolves.toBe(0);
    expect(await geometry(page)).toEqual(before);
    await page.clock.runFor(15_000);
    await expect(adEvents(page)).resolves.toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('gives crawlers an empty block and never loads the ad code', async () => {
    const { page, requests } = await open({ random: 0.5, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page.waitForFunction(() => document.querySelector('[data-feedback]:not([hidden])'));
    await page.clock.runFor(20_000);
    await expect(page.locator('[data-spot]').evaluate((slot) => slot.childNodes.length)).resolves.toBe(0);
    expect(requests.filter((url) => url.includes('ad-block') || url.startsWith(SPONSOR_SCRIPT) || url.startsWith(AD_ENDPOINT))).toEqual([]);
    expect(requests[0]).toBe(`${ORIGIN}/x/page/`);
  });

  describe('analytics', () => {
    it('reports the page view with its product, the code variant cookie as a user property, and tagged clicks', async () => {
      const { page } = await open({ random: 0.5, cookies: { codeVariant: 'JS' } });
      await page.getByText('Copy the install command').click();
      const all = await events(page);
      expect(all.slice(0, 2)).toEqual([
        ['set', 'user_properties', { codeVariant: 'JS', userLanguage: 'en' }],
        ['event', 'page_view', { page_title: 'Fixture page', page_location: '/x/page/', productId: 'x-data-grid', productCategoryId: 'x' }],
      ]);
      expect(all.filter((entry) => entry[1] === 'install')).toEqual([['event', 'install', { eventAction: 'copy', eventLabel: 'npm' }]]);
    });

    for (const [ratio, sampled] of [
      [1, true],
      [0.4, false],
    ] as const) {
      it(`${sampled ? 'reports' : 'does not report'} web vitals when the page hides, for a sample ratio of ${ratio} (random 0.5)`, async () => {
        const { page } = await open({ random: 0.5, analytics: { webVitalsSampleRatio: ratio } });
        // Once a later observer has seen the paint, the runtime's (registered earlier) has too.
        await page.evaluate(() => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'largest-contentful-paint', buffered: true })));
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        const vitals = (await events(page)).filter((entry) => entry[0] === 'event' && ['LCP', 'CLS', 'INP'].includes(entry[1] as string));
        if (!sampled) return expect(vitals).toEqual([]);
        expect(vitals.map((entry) => entry[1])).toContain('LCP');
        for (const entry of vitals) expect(entry[2]).toMatchObject({ metric_label: 'Web Vitals', value: expect.any(Number), metric_id: expect.any(String) });
      });
    }
  });
});
