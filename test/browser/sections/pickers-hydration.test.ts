import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, localContext } from '../../helpers/browser';
import { ROOT } from '../../helpers/cli';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

const pickerRoutes = [...readFileSync(path.join(ROOT, 'content', 'pages.ts'), 'utf8').matchAll(/pathname: '(\/x\/react-date-pickers\/(?:[^']*\/)?)'/g)].map((m) => m[1]!);

describe.skipIf(!hasChromium)('pickers pages of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('lists every pickers page', () => {
    expect(pickerRoutes.length).toBeGreaterThanOrEqual(18);
  });

  it('hydrate every demo of every pickers page without a hydration warning or error in the console', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    let route = '';
    page.on('pageerror', (error) => problems.push(`${route}: ${error.message}`));
    page.on('console', (message) => {
      // The unlicensed Pro packages log their missing-key notice as an error: expected on these pages.
      if ((message.type() === 'error' || message.type() === 'warning') && !/license key/i.test(message.text())) problems.push(`${route}: ${message.text()}`);
    });
    for (route of pickerRoutes) {
      await page.goto(`${shipped.url}${route.slice(1)}`);
      const demos = page.locator('section.docs-demo');
      const count = await demos.count();
      for (let index = 0; index < count; index += 1) {
        const demo = demos.nth(index);
        await demo.scrollIntoViewIfNeeded();
        await demo.locator('.docs-demo-live').hover();
        await demo.locator('.docs-demo-live[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
