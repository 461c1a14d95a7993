import { describe, expect, it } from 'vitest';
import { hasChromium, localContext } from '../../helpers/browser';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('the "Copy page" action of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('puts the page as markdown on the clipboard, demos as code, and says it copied', async () => {
    const context = await localContext(shipped.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shipped.url).origin });
    const page = await context.newPage();
    await page.goto(new URL('x/react-charts/bars/', shipped.url).href);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Copy page' }).click();
    // Its name changes while it says "Copied": found by what it does from here on.
    const button = page.locator('[data-copy-markdown]');
    await expect.poll(() => button.textContent(), { timeout: 5000 }).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(new URL('x/react-charts/bars.md', shipped.url).href)).text();
    expect(copied).toBe(twin);
    expect(copied).toMatch(/^# Charts - Bars\n/);
    expect(copied).toContain('```tsx\nimport');
    expect(copied).toContain("from '@mui/x-charts/BarChart'");
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe('Copy page');
    await context.close();
  });
});
