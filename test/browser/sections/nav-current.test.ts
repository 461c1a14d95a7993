import { describe, expect, it } from 'vitest';
import { hasChromium, localContext } from '../../helpers/browser';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('the navigation of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('shows the current page\'s link when the page is far down the navigation', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Near the end of the data grid's pages: its link sits a screen down the drawer.
    await page.goto(new URL('x/react-data-grid/list-view/', shipped.url).href);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const link = document.querySelector<HTMLElement>('#nav-drawer a[aria-current="page"]')!;
          let box: HTMLElement | null = link.parentElement;
          while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
          const [inner, outer] = [link.getBoundingClientRect(), (box ?? document.documentElement).getBoundingClientRect()];
          return { scrolled: (box?.scrollTop ?? 0) > 0, shown: inner.top >= outer.top && inner.bottom <= Math.min(outer.bottom, window.innerHeight) };
        }),
      )
      .toEqual({ scrolled: true, shown: true });
    await context.close();
  });
});
