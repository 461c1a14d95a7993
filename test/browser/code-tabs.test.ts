import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { layoutShift, measureLayoutShift, seriousViolations } from '../helpers/page-measures';

const TABS = '/x/react-widgets/code-tabs/';
/** A second page with a package-manager group, whose yarn command is two lines: a wrong panel shown first would move what follows. */
const OTHER = '/x/react-widgets/upgrade/';
const OTHER_PAGE = `# Upgrading the widgets

<p class="description">Move to the next release of the widgets.</p>

<codeblock storageKey="package-manager">

\`\`\`bash npm
npm install @example/widgets@next
\`\`\`

\`\`\`bash pnpm
pnpm add @example/widgets@next
pnpm dedupe
\`\`\`

\`\`\`bash yarn
yarn add @example/widgets@next
\`\`\`

</codeblock>

The rest of the page follows the commands.
`;

/** The label of the tab selected and of the panel shown in the page's first group with `key`, as the reader sees them. */
function shownTab(page: Page, key: string) {
  return page.evaluate((storageKey) => {
    const group = document.querySelector(`.docs-code-tabs[data-storage-key="${storageKey}"]`)!;
    const panels = [...group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')].filter((panel) => panel.offsetHeight > 0);
    const tabs = [...group.querySelectorAll<HTMLElement>('[role="tab"]')];
    const looksSelected = tabs.filter((tab) => getComputedStyle(tab).boxShadow.includes('inset') && !getComputedStyle(tab).boxShadow.startsWith('rgba(0, 0, 0, 0)'));
    return {
      panels: panels.map((panel) => panel.dataset.label),
      looksSelected: looksSelected.map((tab) => tab.dataset.label),
      ariaSelected: tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.dataset.label),
    };
  }, key);
}

describe.skipIf(!hasChromium)('code tabs in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  const context = (options: BrowserContextOptions = {}) => localContext(browser, { viewport: { width: 1280, height: 900 }, ...options });

  beforeAll(async () => {
    const site = copyFixture('mui-format');
    mkdirSync(path.join(site, 'x/react-widgets/upgrade'));
    writeFileSync(path.join(site, 'x/react-widgets/upgrade/index.md'), OTHER_PAGE);
    const out = path.join(tempDir('code-tabs'), 'dist');
    const built = runCli(['build', '--content', site, '--out', out]);
    expect(built.status, built.stderr).toBe(0);
    ({ server, url } = await serve(out));
    url = url.replace(/\/$/, '');
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`remembers pnpm picked on one page on another after a reload, with no layout shift, in ${colorScheme} mode`, async () => {
      const ctx = await context({ colorScheme });
      await measureLayoutShift(ctx);
      const page = await ctx.newPage();
      await page.goto(url + TABS);
      expect(await shownTab(page, 'package-manager')).toEqual({ panels: ['npm'], looksSelected: ['npm'], ariaSelected: ['npm'] });
      await page.getByRole('tab', { name: 'pnpm' }).click();
      expect(await shownTab(page, 'package-manager')).toEqual({ panels: ['pnpm'], looksSelected: ['pnpm'], ariaSelected: ['pnpm'] });

      await page.goto(url + OTHER);
      await page.reload();
      await page.waitForLoadState('load');
      expect(await shownTab(page, 'package-manager')).toEqual({ panels: ['pnpm'], looksSelected: ['pnpm'], ariaSelected: ['pnpm'] });
      expect(await page.getByRole('tabpanel').count()).toBe(1);
      expect(await page.evaluate(() => document.getElementById('docs-code-tabs-choice'))).toBeNull();
      // Buffered entries reach the observer in a later task.
      await page.waitForTimeout(300);
      expect(await layoutShift(page)).toBe(0);
      // Another storage key keeps its first tab.
      await page.goto(url + TABS);
      expect(await shownTab(page, 'widget-plan')).toEqual({ panels: ['Starter'], looksSelected: ['Starter'], ariaSelected: ['Starter'] });
      await ctx.close();
    });
  }

  it('shows the stored tab with the head script alone, before the chrome runtime runs, and a first tab where the label is unknown', async () => {
    const ctx = await context();
    await ctx.addInitScript(() => localStorage.setItem('docs-code-tabs', JSON.stringify({ 'package-manager': 'yarn', 'widget-plan': 'Enterprise' })));
    await ctx.route(/\/static\/chrome\.[0-9a-f]+\.js$/, (route) => route.abort());
    const page = await ctx.newPage();
    await page.goto(url + TABS);
    expect(await shownTab(page, 'package-manager')).toEqual({ panels: ['yarn'], looksSelected: ['yarn'], ariaSelected: ['npm'] });
    expect(await shownTab(page, 'widget-plan')).toEqual({ panels: ['Starter'], looksSelected: ['Starter'], ariaSelected: ['Starter'] });
    await ctx.close();
  });

  it('moves between tabs with the arrow keys, Home and End, selecting the tab reached', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(url + TABS);
    await page.getByRole('tab', { name: 'npm', exact: true }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-label'));
    for (const [key, label] of [['ArrowRight', 'pnpm'], ['ArrowRight', 'yarn'], ['ArrowRight', 'npm'], ['ArrowLeft', 'yarn'], ['Home', 'npm'], ['End', 'yarn']] as const) {
      await page.keyboard.press(key);
      expect(await focused(), key).toBe(label);
      expect((await shownTab(page, 'package-manager')).panels).toEqual([label]);
    }
    // Tab leaves the tab list for the panel's listing.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.getAttribute('data-label'))).toBe('yarn');
    await ctx.close();
  });

  it('follows a choice made in another browser tab, and copies the selected tab', async () => {
    const ctx = await context();
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const [first, second] = [await ctx.newPage(), await ctx.newPage()];
    await first.goto(url + TABS);
    await second.goto(url + OTHER);
    await first.getByRole('tab', { name: 'pnpm' }).click();
    await expect.poll(async () => (await shownTab(second, 'package-manager')).panels).toEqual(['pnpm']);
    const panel = second.getByRole('tabpanel');
    await panel.hover();
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => second.evaluate(() => navigator.clipboard.readText())).toBe('pnpm add @example/widgets@next\npnpm dedupe\n');
    await ctx.close();
  });

  it('shows every tab under its label without JavaScript', async () => {
    const ctx = await context({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(url + TABS);
    expect((await shownTab(page, 'package-manager')).panels).toEqual(['npm', 'pnpm', 'yarn']);
    expect(await page.locator('[role="tablist"]').first().isVisible()).toBe(false);
    await ctx.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations in ${colorScheme} mode, with a stored choice`, async () => {
      const ctx = await context({ colorScheme, bypassCSP: true });
      await ctx.addInitScript(() => localStorage.setItem('docs-code-tabs', JSON.stringify({ 'package-manager': 'pnpm' })));
      const page = await ctx.newPage();
      await page.goto(url + TABS);
      expect(await seriousViolations(page)).toEqual([]);
      await ctx.close();
    });
  }
});
