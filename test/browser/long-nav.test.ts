import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_WINDOW } from '../../compiler/render/nav-window';
import { runCli, tempDir } from '../helpers/cli';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';

const PAGES = 90;
const slug = (i: number) => `page-${String(i).padStart(3, '0')}`;

describe.skipIf(!hasChromium)('a section too long to repeat in every page', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // A plain folder of markdown: the navigation is derived, one group of 90 pages.
    const content = tempDir('long-nav');
    mkdirSync(path.join(content, 'guide'));
    writeFileSync(path.join(content, 'index.md'), '# Home\n\nThe start.\n');
    for (let i = 0; i < PAGES; i += 1) writeFileSync(path.join(content, 'guide', `${slug(i)}.md`), `# Page ${i}\n\nText of page ${i}.\n`);
    const out = path.join(tempDir('long-nav-out'), 'dist');
    const build = runCli(['build', '--content', content, '--out', out, '--jobs', '1']);
    expect(build.status, build.stderr).toBe(0);
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  const navLinks = 'nav a[data-nav-path^="/guide/"]';

  it('ships only the pages around the current one, and the rest on request with focus kept in place', async () => {
    const context = await localContext(browser, { viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}guide/${slug(50)}/`);
    const shown = await page.locator(navLinks).evaluateAll((links) => links.map((a) => a.getAttribute('data-nav-path')));
    expect(shown).toEqual(Array.from({ length: 2 * NAV_WINDOW + 1 }, (_, k) => `/guide/${slug(50 - NAV_WINDOW + k)}/`));
    await expect(page.locator('nav a[aria-current="page"]').getAttribute('data-nav-path')).resolves.toBe(`/guide/${slug(50)}/`);

    const buttons = page.locator('nav [data-nav-show-all]');
    await expect(buttons.count()).resolves.toBe(2);
    await buttons.last().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(navLinks).count()).toBe(PAGES);
    await expect(page.locator('nav [data-nav-show-all]').count()).resolves.toBe(0);
    // The current page is still marked, and focus is on the first link the button revealed.
    await expect(page.locator('nav a[aria-current="page"]').getAttribute('data-nav-path')).resolves.toBe(`/guide/${slug(50)}/`);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-nav-path'))).resolves.toBe(`/guide/${slug(50 + NAV_WINDOW + 1)}/`);
    await context.close();
  });

  it('keeps the page small: the window, not the whole section, is in the HTML', async () => {
    const first = await fetch(`${url}guide/${slug(0)}/`).then((r) => r.text());
    const links = first.match(/data-nav-path="\/guide\//g) ?? [];
    expect(links).toHaveLength(NAV_WINDOW + 1);
  });
});
