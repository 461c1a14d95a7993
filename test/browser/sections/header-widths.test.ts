import { describe, expect, it } from 'vitest';
import { hasChromium, localContext } from '../../helpers/browser';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('the header of the shipped site on narrow screens', () => {
  const shipped = shippedSiteInBrowser();

  it.each([320, 390, 768])('fits on one line at %i px: the product name on one line, nothing wider than the window', async (width) => {
    const context = await localContext(shipped.browser, { viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(new URL('x/react-data-grid/sorting/', shipped.url).href);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    const layout = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const brand = header.querySelector<HTMLElement>('.docs-brand')!;
      const name = [...brand.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      const range = document.createRange();
      range.selectNodeContents(name);
      // One rectangle per line box of the name: two mean it wrapped.
      const nameLines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      const controls = [...header.children].filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.getBoundingClientRect());
      return {
        nameLines,
        brandVisible: brand.getBoundingClientRect().width > 0,
        headerHeight: header.getBoundingClientRect().height,
        tallestControl: Math.max(...controls.map((r) => r.height)),
        rightmost: Math.max(...controls.map((r) => r.right)),
        pageWidth: document.documentElement.scrollWidth,
        window: window.innerWidth,
      };
    });
    expect(layout.brandVisible).toBe(true);
    expect(layout.nameLines).toBe(1);
    expect(layout.tallestControl).toBeLessThanOrEqual(layout.headerHeight);
    expect(layout.rightmost).toBeLessThanOrEqual(layout.window);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.window);
    await context.close();
  });
});
