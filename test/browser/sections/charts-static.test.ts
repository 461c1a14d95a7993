import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, localContext } from '../../helpers/browser';
import { ROOT } from '../../helpers/cli';
import { layoutShift, measureLayoutShift } from '../../helpers/page-measures';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

const chartRoutes = [...readFileSync(path.join(ROOT, 'content', 'pages.ts'), 'utf8').matchAll(/pathname: '(\/x\/react-charts\/(?:[^']*\/)?)'/g)].map((m) => m[1]!);

describe.skipIf(!hasChromium)('charts pages of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('lists every charts page', () => {
    expect(chartRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('shows each page first chart as a drawn SVG before any script runs', async () => {
    const context = await localContext(shipped.browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const empty: string[] = [];
    for (const route of chartRoutes) {
      await page.goto(`${shipped.url}${route.slice(1)}`);
      const svg = page.locator('.docs-demo .docs-demo-live svg.MuiChartsSurface-root').first();
      if ((await svg.count()) === 0) {
        empty.push(`${route}: no chart SVG`);
        continue;
      }
      // Drawn marks: bars, lines, arcs, points or cells with an area on screen, not an empty surface.
      const drawn = await svg.evaluate((el) =>
        [...el.querySelectorAll('rect, path, circle, polygon')].some((shape) => {
          const box = shape.getBoundingClientRect();
          return box.width > 2 && box.height > 2 && !shape.closest('.MuiChartsAxis-root, defs, clipPath');
        }),
      );
      if (!drawn) empty.push(`${route}: the chart draws nothing`);
    }
    expect(empty).toEqual([]);
    await context.close();
  });

  it('hydrates the bars page demos with a cumulative layout shift of at most 0.01', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await measureLayoutShift(page);
    await page.goto(`${shipped.url}x/react-charts/bars/`);
    const demos = page.locator('.docs-demo .docs-demo-live');
    const total = await demos.count();
    expect(total).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < total; i++) {
      await demos.nth(i).scrollIntoViewIfNeeded();
      await demos.nth(i).hover();
      await page.locator('.docs-demo .docs-demo-live').nth(i).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 30_000 });
    }
    // Every chart has measured its box (the SVG's viewBox is its own width): the last layout change hydration makes.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<SVGSVGElement>('.docs-demo-live svg.MuiChartsSurface-root')].every((svg) => svg.viewBox.baseVal.width === Math.floor(svg.getBoundingClientRect().width)),
    );
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    await context.close();
  });
});
