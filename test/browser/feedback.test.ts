import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFeedback } from '../../compiler/feedback/validate';
import { hasChromium, launch } from '../helpers/browser';
import { FEEDBACK_ENDPOINT, ORIGIN, PAGE, bundleAssets, pageHtml, routeSite, strings, type FixtureAssets } from '../fixtures/ads/site';

describe.skipIf(!hasChromium)('page feedback in Chromium', () => {
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

  /** Opens the fixture page; `answer` plays the feedback endpoint and sees every body the page sends. */
  async function open(answer: (route: Route, body: unknown) => Promise<void>): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await routeSite(context, assets, pageHtml(), {
      [`${ORIGIN}${FEEDBACK_ENDPOINT}`]: (route) => answer(route, route.request().postDataJSON()),
    });
    const page = await context.newPage();
    await page.goto(PAGE);
    await page.locator('[data-feedback]').waitFor({ state: 'visible' });
    return page;
  }

  /** Where everything above the footer ends: feedback must never move it. */
  const aboveFooter = (page: Page) => page.evaluate(() => [document.querySelector('.markdown-body')!.getBoundingClientRect().bottom, document.querySelector('footer')!.getBoundingClientRect().top]);

  it('sends the rating and comment as JSON the receiver accepts, then thanks the reader', async () => {
    const received: unknown[] = [];
    const page = await open(async (route, body) => {
      received.push(body);
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['content-type']).toBe('application/json');
      await route.fulfill({ status: 'payload' in validateFeedback(body) ? 204 : 400 });
    });
    const before = await aboveFooter(page);
    await page.locator('[data-feedback-rating="0"]').click();
    await expect(page.locator('[data-feedback-rating="0"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.locator('[data-feedback-rating="1"]').getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
    await expect(page.getByLabel(strings.feedback.commentLabel).getAttribute('maxlength')).resolves.toBe('2000');
    await page.keyboard.type('  The editing page needs an example with validation.  ');
    await page.getByRole('button', { name: strings.feedback.submit }).click();
    // The whole group becomes the thanks message.
    await expect.poll(() => page.locator('[data-feedback]').textContent()).toBe(strings.feedback.thanks);
    await expect(page.locator('[data-feedback] [role="status"]').textContent()).resolves.toBe(strings.feedback.thanks);
    expect(received).toEqual([{ page: '/x/page/', rating: 0, comment: 'The editing page needs an example with validation.', lang: 'en' }]);
    expect(await aboveFooter(page)).toEqual(before);
  });

  it('sends no comment field when the comment is left empty', async () => {
    const received: unknown[] = [];
    const page = await open(async (route, body) => {
      received.push(body);
      await route.fulfill({ status: 204 });
    });
    await page.locator('[data-feedback-rating="1"]').click();
    await page.getByRole('button', { name: strings.feedback.submit }).click();
    await page.getByText(strings.feedback.thanks).waitFor();
    expect(received).toEqual([{ page: '/x/page/', rating: 1, lang: 'en' }]);
  });

  it('says exactly that it could not submit when the endpoint fails or is unreachable, and lets the reader retry', async () => {
    const outcomes: ('error' | 'offline' | 'ok')[] = ['error', 'offline', 'ok'];
    const page = await open(async (route) => {
      const outcome = outcomes.shift();
      if (outcome === 'offline') return route.abort('internetdisconnected');
      await route.fulfill(outcome === 'error' ? { status: 500, body: 'boom' } : { status: 204 });
    });
    const before = await aboveFooter(page);
    await page.locator('[data-feedback-rating="1"]').click();
    await page.keyboard.type('Great page');
    const submit = page.getByRole('button', { name: strings.feedback.submit });
    const status = page.locator('.docs-feedback-form [role="status"]');
    await submit.click();
    await expect.poll(() => status.textContent()).toBe("Couldn't submit feedback. Please try again later.");
    await expect(submit.isEnabled()).resolves.toBe(true);
    await expect(page.locator('[data-feedback] textarea').inputValue()).resolves.toBe('Great page');
    await page.evaluate(() => (document.querySelector('.docs-feedback-form [role="status"]')!.textContent = ''));
    await submit.click();
    await expect.poll(() => status.textContent()).toBe("Couldn't submit feedback. Please try again later.");
    await submit.click();
    await page.getByText(strings.feedback.thanks).waitFor();
    expect(await aboveFooter(page)).toEqual(before);
  });
});
