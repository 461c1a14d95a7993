import { describe, expect, it } from 'vitest';
import { hasChromium } from '../../helpers/browser';
import { openDemo } from '../../helpers/demo-page';
import { shippedSiteInBrowser } from '../../helpers/shipped-site';

describe.skipIf(!hasChromium)('tree view demos of the shipped site', () => {
  const shipped = shippedSiteInBrowser();

  it('rich tree view items: expanding Mammals shows Whale', async () => {
    const { close, demo, errors } = await openDemo(shipped.browser, shipped.url, '/x/react-tree-view/rich-tree-view/items/', 'BasicRichItems');
    await expect(demo.getByRole('treeitem', { name: 'Whale' }).count()).resolves.toBe(1);
    await demo.getByRole('treeitem', { name: 'Mammals' }).locator('.MuiTreeItem-content').first().click();
    await demo.getByRole('treeitem', { name: 'Whale' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });
});
