import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedRegion } from '../../compiler/dev/changed-region';
import { textSplice } from '../../compiler/dev/text-splice';
import type { DevRegion } from '../../templates/shared/dev';
import { hasChromium, launch } from '../helpers/browser';
import { ROOT } from '../helpers/cli';

/** A served document: `main` goes where a page's content goes, inside the frame's `#main-content`. */
const doc = (main: string, head = '<title>Page</title>') =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body><script>document.body.className='mode-light'</script><nav data-nav-path="/"><a href="/">Home</a></nav>\n<div id="main-content"><main class="docs-main">${main}</main></div>\n</body></html>`;

interface Outcome {
  applied: boolean;
  main: string;
  title: string;
  /** Whether the element marked `data-keep` is still the same node. */
  kept: boolean;
}

describe.skipIf(!hasChromium)('in-place page update', () => {
  let browser: Browser;
  let page: Page;
  let bundle: string;

  beforeAll(async () => {
    const result = await build({ entryPoints: [path.join(ROOT, 'runtime', 'dev-patch.ts')], bundle: true, write: false, format: 'iife', globalName: 'devPatch', target: 'es2020' });
    bundle = result.outputFiles[0]!.text;
    browser = await launch();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Serves `before`, lets `script` act as a page script would, then updates the page to `after`: with
   * both documents parsed, or, given the update's `region`, with only the region's new nodes parsed
   * (`becameAfter`: whether the old document then is the new one).
   */
  async function update(before: string, after: string, script = '', region?: DevRegion): Promise<Outcome & { becameAfter?: boolean }> {
    await page.setContent(before);
    await page.addScriptTag({ content: bundle });
    return page.evaluate(
      ([before, after, script, region]) => {
        new Function(script)();
        const keep = document.querySelector('[data-keep]') as (Element & { kept?: boolean }) | null;
        if (keep) keep.kept = true;
        const parser = new DOMParser();
        const { patchDocument, patchRegion } = (window as unknown as { devPatch: typeof import('../../runtime/dev-patch') }).devPatch;
        const old = parser.parseFromString(before, 'text/html');
        const next = parser.parseFromString(after, 'text/html');
        const applied = region ? patchRegion(document, old, region, after) : patchDocument(document, old, next);
        const now = document.querySelector('[data-keep]') as (Element & { kept?: boolean }) | null;
        const outcome = { applied, main: document.querySelector('main')!.innerHTML, title: document.title, kept: now?.kept === true };
        return region ? { ...outcome, becameAfter: old.documentElement.isEqualNode(next.documentElement) } : outcome;
      },
      [before, after, script, region] as const,
    );
  }

  /** The page updated both ways; the region's way must do what the whole documents' way does, or refuse. */
  async function updateBothWays(before: string, after: string, script = '') {
    const whole = await update(before, after, script);
    const region = changedRegion(before, after, textSplice(before, after));
    const regional = region ? await update(before, after, script, region) : undefined;
    if (regional?.applied) {
      const { becameAfter, ...outcome } = regional;
      expect(outcome).toEqual(whole);
      expect(becameAfter).toBe(true);
    } else if (regional) {
      // Refused only where the whole documents' way refuses too, and with nothing changed.
      expect(whole.applied).toBe(false);
      expect(regional.main).toBe(whole.main);
    }
    return { whole, regional };
  }

  it('edits a paragraph and leaves every other node as it was, an island included', async () => {
    const island = '<section id="Demo" data-keep=""><div data-island="demo"><button>Clicked 1 times</button></div></section>';
    const outcome = await update(doc(`${island}<p>Old <em>text</em>.</p>`), doc(`${island}<p>New <em>text</em>.</p>`));
    expect(outcome).toEqual({ applied: true, main: `${island}<p>New <em>text</em>.</p>`, title: 'Page', kept: true });
  });

  it('adds and removes paragraphs', async () => {
    const outcome = await update(doc('<p>a</p>\n<p>b</p>\n<p>c</p>'), doc('<p>a</p>\n<p>x</p>\n<p>y</p>\n<p>z</p>\n<p>c</p>'));
    expect(outcome.applied).toBe(true);
    expect(outcome.main).toBe('<p>a</p>\n<p>x</p>\n<p>y</p>\n<p>z</p>\n<p>c</p>');
    const appended = await update(doc('<p>a</p>'), doc('<p>a</p>\n<p>b</p>'));
    expect(appended.main).toBe('<p>a</p>\n<p>b</p>');
  });

  it('updates the title, the description and the critical styles in the head', async () => {
    const head = (title: string, description: string, css: string) =>
      `<meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="https://example.com/a/"><meta property="og:description" content="${description}"><style data-docs-critical>${css}</style>`;
    const outcome = await update(doc('<p>a</p>', head('Old', 'old', 'p{color:red}')), doc('<p>a</p>', head('New', 'new', 'p{color:blue}')));
    expect(outcome.applied).toBe(true);
    expect(outcome.title).toBe('New');
    await expect(page.evaluate(() => [...document.querySelectorAll('meta[content]')].map((m) => m.getAttribute('content')))).resolves.toEqual(['new', 'new']);
    await expect(page.evaluate(() => getComputedStyle(document.querySelector('p')!).color)).resolves.toBe('rgb(0, 0, 255)');
  });

  it('keeps nodes page scripts appended, and edits around them', async () => {
    const script = "const o = document.createElement('div'); o.id = 'docs-dev-overlay'; document.body.append(o); document.head.append(document.createElement('style'))";
    const outcome = await update(doc('<p>a</p>'), doc('<p>b</p>', '<title>Other</title>'), script);
    expect(outcome).toMatchObject({ applied: true, main: '<p>b</p>', title: 'Other' });
    await expect(page.locator('#docs-dev-overlay').count()).resolves.toBe(1);
  });

  it.each([
    ['a heading id (the table of contents observes it)', '<h2 id="a">A</h2>', '<h2 id="b">B</h2>'],
    ['the inside of an island', '<div data-island="demo"><p>x</p></div>', '<div data-island="demo"><p>y</p></div>'],
    ['a script', '<script>window.a = 1</script>', '<script>window.a = 2</script>'],
    ['a frame', '<iframe src="about:blank"></iframe>', '<iframe src="about:blank" title="x"></iframe>'],
    ['an added element with a data attribute', '<p>a</p>', '<p>a</p><div data-feedback=""></div>'],
  ])('refuses, touching nothing, when the edit reaches %s', async (_what, before, after) => {
    const outcome = await update(doc(`<p>same</p>${before}`), doc(`<p>same</p>${after}`));
    expect(outcome.applied).toBe(false);
    expect(outcome.main).toBe(`<p>same</p>${before}`);
  });

  it('updates from the changed region alone as from the whole documents, or refuses and changes nothing', async () => {
    const island = '<section id="Demo" data-keep=""><div data-island="demo"><button>Clicked 1 times</button></div></section>';
    const appendOverlay = "const o = document.createElement('div'); o.id = 'docs-dev-overlay'; document.body.append(o)";
    const prepend = (tag: string) => `const e = document.createElement('${tag}'); e.textContent = 'x'; document.querySelector('main').prepend(e)`;
    const cases: [string, string, string?][] = [
      [doc(`${island}<p>Old <em>text</em>.</p>`), doc(`${island}<p>New <em>text</em>.</p>`)],
      [doc('<p>a</p>\n<p>b</p>\n<p>c</p>'), doc('<p>a</p>\n<p>x</p>\n<p>y</p>\n<p>z</p>\n<p>c</p>')],
      [doc('<p>a</p>'), doc('<p>a</p>\n<p>b</p>')],
      [doc('<p>a</p>\n<p>b</p>'), doc('<p>a</p>')],
      [doc('<p>a</p>'), doc('<p>b</p>'), appendOverlay],
      [doc('<p>a</p><p>b</p>'), doc('<p>a</p><p>b</p><p>c</p>'), prepend('aside')],
      [doc('<p>a</p><p>b</p>'), doc('<p>a</p><p>b</p><p>c</p>'), prepend('p')],
      [doc('<p>a</p><p class="x">b</p>'), doc('<p>a</p><p class="y">c</p>'), "document.querySelector('.x').textContent = 'B'"],
      [doc('<p>same</p><h2 id="a">A</h2>'), doc('<p>same</p><h2 id="b">B</h2>')],
      [doc('<p>same</p><div data-island="demo"><p>x</p></div>'), doc('<p>same</p><div data-island="demo"><p>y</p></div>')],
      [doc('<p>same</p><p>a</p>'), doc('<p>same</p><p>a</p><div data-feedback=""></div>')],
    ];
    const applied: boolean[] = [];
    for (const [before, after, script] of cases) applied.push((await updateBothWays(before, after, script)).regional?.applied === true);
    // The plain edits went the region's way (the others are refused either way).
    expect(applied).toEqual([true, true, true, true, true, true, false, false, false, false, false]);
  });

  it('refuses a region that is not where the update says, changing nothing', async () => {
    const before = doc('<p>a</p><p>b</p>');
    const after = doc('<p>a</p><p>c</p>');
    const region = changedRegion(before, after, textSplice(before, after))!;
    for (const wrong of [{ ...region, tags: [...region.tags.slice(0, -1), 'li'] }, { ...region, path: [0, ...region.path.slice(1)] }, { ...region, children: region.children + 1 }, { ...region, inserted: region.inserted + 1 }]) {
      const outcome = await update(before, after, '', wrong);
      expect(outcome).toMatchObject({ applied: false, main: '<p>a</p><p>b</p>', becameAfter: false });
    }
  });

  it('edits around nodes a page script inserted while the page was parsed', async () => {
    const outcome = await update(doc('<p>a</p><p>b</p>'), doc('<p>a</p><p>b</p><p>c</p>'), "document.querySelector('main').prepend(document.createElement('aside'))");
    expect(outcome).toMatchObject({ applied: true, main: '<aside></aside><p>a</p><p>b</p><p>c</p>' });
  });

  it('refuses when a page script changed the nodes the edit replaces, or made their place unclear', async () => {
    const changed = await update(doc('<p>a</p><p class="x">b</p>'), doc('<p>a</p><p class="y">c</p>'), "document.querySelector('.x').textContent = 'B'");
    expect(changed).toMatchObject({ applied: false, main: '<p>a</p><p class="x">B</p>' });
    const script = "const p = document.createElement('p'); p.textContent = 'x'; document.querySelector('main').prepend(p)";
    const unclear = await update(doc('<p>a</p><p>b</p>'), doc('<p>a</p><p>b</p><p>c</p>'), script);
    expect(unclear).toMatchObject({ applied: false, main: '<p>x</p><p>a</p><p>b</p>' });
  });
});
