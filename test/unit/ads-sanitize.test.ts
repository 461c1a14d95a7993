import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../helpers/browser';
import { ROOT } from '../helpers/cli';
import { bundle } from '../fixtures/ads/bundle';
import { XSS_PAYLOADS } from '../fixtures/ads/xss-payloads';

declare global {
  interface Window {
    __pwned?: unknown;
    sanitizer: typeof import('../../runtime/sanitize-html');
  }
}

interface Rendered {
  html: string;
  /** Every element of the output: tag and attribute names with values. */
  elements: { tag: string; attributes: [string, string][] }[];
}

// The sanitiser relies on the browser's own HTML parser (DOMParser), so it is tested against the real one.
describe.skipIf(!hasChromium)('the HTML sanitiser', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await browser.newPage();
    await page.setContent('<!DOCTYPE html><html><head><base href="https://docs.test/x/"></head><body></body></html>');
    await page.addScriptTag({ content: await bundle(path.join(ROOT, 'runtime', 'sanitize-html.ts'), 'iife', 'sanitizer') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const render = (html: string): Promise<Rendered> =>
    page.evaluate((source) => {
      const host = document.createElement('div');
      host.append(window.sanitizer.sanitizeHtml(source));
      document.body.append(host);
      return {
        html: host.innerHTML,
        elements: [...host.querySelectorAll('*')].map((element) => ({ tag: element.tagName, attributes: [...element.attributes].map((a): [string, string] => [a.name, a.value]) })),
      };
    }, html);

  it('keeps text and the allowed inline elements, with safe links only', async () => {
    await expect(render('Fast <b>builds</b>, <i>less</i> <em>code</em> &amp; <strong>more</strong><br>time. <a href="https://ok.test/a?b=1">More</a>')).resolves.toMatchObject({
      html: 'Fast <b>builds</b>, <i>less</i> <em>code</em> &amp; <strong>more</strong><br>time. <a href="https://ok.test/a?b=1" target="_blank" rel="noopener noreferrer nofollow">More</a>',
    });
    await expect(render('<a href="/pricing/">Plans</a> <a href="//cdn.test/x">cdn</a>')).resolves.toMatchObject({
      html: '<a href="https://docs.test/pricing/" target="_blank" rel="noopener noreferrer nofollow">Plans</a> <a href="https://cdn.test/x" target="_blank" rel="noopener noreferrer nofollow">cdn</a>',
    });
  });

  it('unwraps harmless wrappers and drops everything else with its content', async () => {
    await expect(render('<p>One <span class="x" style="color:red">two</span></p><u>three</u><table><tr><td>cell</td></tr></table><textarea>typed</textarea>')).resolves.toMatchObject({
      html: 'One twothree',
    });
    await expect(render('<a href="javascript:alert(1)">text stays</a>')).resolves.toMatchObject({ html: 'text stays' });
    // `<scr<script>` is one unknown tag to the HTML parser: dropped with what follows.
    await expect(render('1 < 2 > 0 <scr<script>ipt>x</script>')).resolves.toMatchObject({ html: '1 &lt; 2 &gt; 0 ' });
  });

  it('lets nothing of the payload list survive, nor run', async () => {
    for (const payload of XSS_PAYLOADS) {
      const { html, elements } = await render(payload);
      for (const { tag, attributes } of elements) {
        expect(['B', 'I', 'EM', 'STRONG', 'BR', 'A'], `${payload} → ${html}`).toContain(tag);
        for (const [name, value] of attributes) {
          expect(tag === 'A' && ['href', 'target', 'rel'].includes(name), `${payload} → ${html}`).toBe(true);
          if (name === 'href') expect(value, payload).toMatch(/^https?:\/\//);
        }
      }
      expect(html, payload).not.toMatch(/<(script|svg|math|img|iframe|style|object|embed|form|input|video|template|meta|base|link)\b/i);
    }
    // Give errors of images that should never have been created, and handlers, time to fire.
    await page.locator('body a, body b, body i, body strong').evaluateAll((nodes) =>
      nodes.forEach((node) => ['click', 'mouseover', 'focus'].forEach((type) => node.dispatchEvent(new Event(type)))),
    );
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => window.__pwned)).resolves.toBeUndefined();
  });
});
