import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUI_FAVICON_SVG } from '../../templates/frame/site-marks';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { layoutShift, measureLayoutShift } from '../helpers/page-measures';
import { runCli, tempDir } from '../helpers/cli';

const WIDTHS = [1366, 390];
/** Any more between the description and the body is an empty band a reader sees. */
const MAX_GAP = 90;

/** The space between the page's description and the first block of its body, in CSS pixels. */
function gapBelowDescription(page: Page): Promise<number> {
  return page.evaluate(() => {
    const description = document.querySelector('.docs-description')!.getBoundingClientRect();
    const first = document.querySelector('.markdown-body > *')!.getBoundingClientRect();
    return first.top - description.bottom;
  });
}

/** Every text file of a build, by its path. */
function textFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(html|css|js|json|txt|md|svg|xml)$/.test(entry.name)) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  }
  return files;
}

/** A site as `docs init` writes it, with `adjust` applied, built; served while the tests of its block run. */
function builtSite(name: string, adjust: (site: string) => void = () => {}): { readonly url: string; readonly out: string } {
  const work = tempDir(name);
  const site = path.join(work, 'site');
  const out = path.join(work, 'out');
  let server: Server | undefined;
  let url = '';
  beforeAll(async () => {
    expect(runCli(['init', site, '--title', 'Acme docs']).status).toBe(0);
    adjust(site);
    const build = runCli(['build', '--content', site, '--out', out, '--cache-dir', path.join(work, 'cache')]);
    expect(build.status, build.stderr).toBe(0);
    ({ server, url } = await serve(out));
  }, 120_000);
  afterAll(() => {
    server?.close();
    rmSync(work, { recursive: true, force: true });
  });
  return {
    get url() {
      return url;
    },
    out,
  };
}

describe.skipIf(!hasChromium)('a new site and the guide, as a reader first sees them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  describe('a docs init site', () => {
    const site = builtSite('first-init');

    it.each(WIDTHS)('has no ad slot and no band between the description and the body at %i px', async (width) => {
      const page = await (await localContext(browser, { viewport: { width, height: 900 } })).newPage();
      for (const route of ['', 'getting-started/']) {
        await page.goto(`${site.url}${route}`);
        expect(await page.locator('[data-spot]').count()).toBe(0);
        expect(await gapBelowDescription(page)).toBeLessThan(MAX_GAP);
      }
      await page.context().close();
    });

    it('names no MUI outside the code its demos import, and has a favicon of its own', () => {
      for (const [file, text] of textFiles(site.out)) {
        // Material UI's own messages, in the demo bundles that import it.
        const own = file.startsWith(path.join('static', 'islands')) ? text.replace(/Minified MUI error|MUI: /g, '') : text;
        expect(own.match(/.{0,60}MUI.{0,60}/)?.[0], file).toBeUndefined();
      }
      const html = readFileSync(path.join(site.out, 'index.html'), 'utf8');
      const icon = /<link rel="icon" href="\/(static\/favicon\.[0-9a-f]+\.svg)" type="image\/svg\+xml">/.exec(html)?.[1];
      expect(icon).toBeDefined();
      expect(readFileSync(path.join(site.out, icon!), 'utf8')).not.toBe(MUI_FAVICON_SVG);
    });
  });

  describe('the guide', () => {
    const work = tempDir('first-guide');
    const out = path.join(work, 'out');
    let server: Server | undefined;
    let url = '';
    beforeAll(async () => {
      const build = runCli(['build', '--content', 'guide', '--out', out, '--cache-dir', path.join(work, 'cache')]);
      expect(build.status, build.stderr).toBe(0);
      ({ server, url } = await serve(out));
    }, 180_000);
    afterAll(() => {
      server?.close();
      rmSync(work, { recursive: true, force: true });
    });

    it.each(WIDTHS)('has no band between the description and the body at %i px, and no inline code broken mid-name', async (width) => {
      const page = await (await localContext(browser, { viewport: { width, height: 900 } })).newPage();
      for (const route of ['', 'getting-started/', 'cli/', 'configuration/']) {
        await page.goto(`${url}${route}`);
        expect(await page.locator('[data-spot]').count(), route).toBe(0);
        expect(await gapBelowDescription(page), route).toBeLessThan(MAX_GAP);
        expect(await inlineCodeBrokenMidName(page), route).toEqual([]);
      }
      await page.context().close();
    });
  });

  describe('a site with ads, a logo and a favicon of its own', () => {
    const site = builtSite('first-ads', (dir) => {
      // An in-house ad of the site's own, which readers whose blocker stops the sponsor see.
      mkdirSync(path.join(dir, 'ads'));
      writeFileSync(path.join(dir, 'ads', 'house.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 130 100"><rect width="130" height="100" fill="#2a6"/></svg>');
      writeFileSync(
        path.join(dir, 'ads', 'in-house.json'),
        JSON.stringify([{ name: 'Acme Pro', link: 'https://acme.example/pro/', img: 'house.svg', description: 'Every <b>Acme</b> component, with support.', poweredby: 'Acme', label: 'in-house-pro' }]),
      );
      writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 24"><circle cx="12" cy="12" r="10" fill="#2a6"/></svg>');
      writeFileSync(path.join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#2a6"/></svg>');
      const config = readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
      writeFileSync(
        path.join(dir, 'site.config.ts'),
        config.replace('languages:', "logo: 'logo.svg',\n  favicon: 'icon.svg',\n  ads: { sponsorScript: 'https://sponsor.example/script.js', endpoint: 'https://ads.example/serve.json' },\n  languages:"),
      );
    });

    it.each(WIDTHS)('reserves the ad slot, and the in-house ad arriving shifts nothing at %i px', async (width) => {
      const context = await localContext(browser, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await measureLayoutShift(page);
      await page.goto(`${site.url}getting-started/`);
      const slot = page.locator('[data-spot]');
      expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(126);
      // The sponsor's script is answered empty (see localContext): after its checks, the block shows its fallback.
      await page.locator('[data-spot] .docs-spot').waitFor({ timeout: 15_000 });
      expect(await layoutShift(page)).toBe(0);
      await context.close();
    });

    it('shows its logo at the app bar height, sized before it loads, and its favicon', async () => {
      const page = await (await localContext(browser)).newPage();
      await page.goto(site.url);
      const logo = page.locator('.docs-brand img.docs-brand-logo');
      expect(await logo.getAttribute('width')).toBe('96');
      expect(await logo.getAttribute('height')).toBe('24');
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(readFileSync(path.join(site.out, icon!), 'utf8')).toContain('<rect width="16" height="16" fill="#2a6"/>');
      await page.context().close();
    });
  });
});

/** Inline code of the body whose lines break between two letters or digits of a name (not at a space, a hyphen or a <wbr>). */
function inlineCodeBrokenMidName(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const range = document.createRange();
    for (const code of document.querySelectorAll('.markdown-body :not(pre) > code')) {
      if (code.getClientRects().length < 2) continue;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        let top = -1;
        for (let i = 0; i < node.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const now = range.getBoundingClientRect().top;
          if (top >= 0 && now > top + 2 && /\w/.test(node.data[i - 1]!) && /\w/.test(node.data[i]!)) broken.push(`${node.data.slice(0, i)} / ${node.data.slice(i)}`);
          top = now;
        }
      }
    }
    return broken;
  });
}
