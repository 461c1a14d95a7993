import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, localContext } from '../../helpers/browser';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

const PAGE = 'x/react-tree-view/simple-tree-view/selection/';
const CONTROLS = '.docs-demo :is(.MuiButton-root, .MuiSwitch-root, .MuiChip-root, .MuiCheckbox-root, .MuiIconButton-root)';

/** Each visible control of the page's demos: its demo, its kind and its height in pixels. */
function controls(page: Page): Promise<{ demo: string; kind: string; height: number }[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((control) => control.offsetHeight > 0)
        .map((control) => ({ demo: control.closest('.docs-demo')!.id, kind: /Mui(Button|Switch|Chip|Checkbox|IconButton)-root/.exec(control.className)![1]!, height: control.getBoundingClientRect().height })),
    CONTROLS,
  );
}

async function chooseDensity(page: Page, density: 'Dense' | 'Normal'): Promise<void> {
  await page.locator('[data-settings-open]').click();
  await page.getByRole('radio', { name: density }).check();
  await page.keyboard.press('Escape');
}

describe.skipIf(!hasChromium)('the density setting on demos nobody touched', () => {
  const shipped = shippedSiteInBrowser();

  it('makes every demo of the page dense at once, and normal again', async () => {
    const context = await localContext(shipped.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(PAGE, shipped.url).href);
    const normal = await controls(page);
    expect(new Set(normal.map((control) => control.demo)).size).toBeGreaterThanOrEqual(4);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await chooseDensity(page, 'Dense');
    // The switches and checkboxes the demos give no size of their own take the dense theme's small one.
    const shrinks = (control: { kind: string }) => control.kind === 'Switch' || control.kind === 'Checkbox';
    expect(normal.filter(shrinks).length).toBeGreaterThanOrEqual(10);
    await expect
      .poll(async () => (await controls(page)).every((control, i) => (shrinks(control) ? control.height < normal[i]!.height : control.height === normal[i]!.height)), { timeout: 30_000 })
      .toBe(true);
    const dense = await controls(page);

    await chooseDensity(page, 'Normal');
    await expect.poll(() => controls(page), { timeout: 10_000 }).toEqual(normal);

    // Opened again with Dense kept: each demo is dense once it is in view, still untouched.
    await chooseDensity(page, 'Dense');
    await page.reload();
    for (const demo of new Set(dense.map((control) => control.demo))) await page.locator(`#${demo}`).scrollIntoViewIfNeeded();
    await expect.poll(() => controls(page), { timeout: 30_000 }).toEqual(dense);
    expect(errors).toEqual([]);
    await context.close();
  });
});
