import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../../helpers/browser';
import { openDemo } from '../../helpers/demo-page';
import { shippedSite } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('tree view demos of the shipped site', () => {
  let browser: Browser;
  let site: { url: string; close: () => void };
  beforeAll(async () => {
    site = await shippedSite();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    site?.close();
  });

  it('rich tree view items: expanding Mammals shows Whale', async () => {
    const { context, demo, errors } = await openDemo(browser, site.url, '/x/react-tree-view/rich-tree-view/items/', 'BasicRichItems');
    await expect(demo.getByRole('treeitem', { name: 'Whale' }).count()).resolves.toBe(1);
    await demo.getByRole('treeitem', { name: 'Mammals' }).locator('.MuiTreeItem-content').first().click();
    await demo.getByRole('treeitem', { name: 'Whale' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
