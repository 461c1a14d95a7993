import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../compiler/dev/dev-server';
import { createSearcher } from '../../templates/search/query';
import { DEV_DIAGNOSTICS_ID } from '../../templates/shared/dev';
import { tempDir } from '../helpers/cli';

let dev: DevServer | undefined;
afterEach(async () => {
  await dev?.close();
  dev = undefined;
});

/** Pages enough for the background indexing to take far longer than serving one page. */
const PAGES = 800;

/** The problems the dev overlay of a served page lists, as `code target`. */
async function overlayOf(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const json = new RegExp(`<script type="application/json" id="${DEV_DIAGNOSTICS_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1];
  expect(json, 'the page carries the dev overlay').toBeDefined();
  return (JSON.parse(json!) as { code: string; message: string }[]).map((d) => `${d.code} ${/\/[\w/-]*(#\w+)?/.exec(d.message)?.[0] ?? ''}`);
}

describe('docs dev while it indexes the site in the background', () => {
  it('serves a page asked for meanwhile at once, leaves its links to pages not indexed yet unchecked, and checks them once they are', async () => {
    const site = tempDir('dev-indexing');
    for (let i = 1; i <= PAGES; i += 1) {
      // Compiling a page of markdown waits on nothing: only the indexing loop can let a request in.
      const shelves = Array.from({ length: 12 }, (_, row) => `| ${row + 1} | Atlas of the northern coast, volume ${row + 1} | ${(row * 7) % 31} | **on loan** until the ${row + 2}th |`);
      writeFileSync(
        path.join(site, `shelf-${i}.md`),
        [`# Shelf ${i}`, '', `<p class="description">Books kept on shelf ${i}.</p>`, '', '## Books', '', '| row | title | copies | status |', '|---|---|---|---|', ...shelves, ''].join('\n'),
      );
    }
    // Last in the navigation, so last to be indexed.
    writeFileSync(path.join(site, 'zz-returns.md'), '# Zz returns\n\n<p class="description">Where returned books wait.</p>\n\n## Trolley\n\nBooks come back here.\n');
    writeFileSync(
      path.join(site, 'shelf-2.md'),
      '# Shelf 2\n\n<p class="description">Books kept on shelf 2.</p>\n\nReturned books go to [the desk](/zz-returns/#desk); lost ones to [the archive](/no-archive/).\n',
    );
    const events: string[] = [];
    dev = await startDevServer({
      contentDir: site,
      port: 0,
      host: '127.0.0.1',
      cacheDir: tempDir('dev-indexing-cache'),
      log: (line) => {
        if (line.includes('indexed')) events.push('indexed');
      },
    });
    // The first page served starts the indexing; the next request comes well into it.
    expect(await (await fetch(`${dev.url}shelf-1/`)).text()).toContain('Shelf 1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Served before the last page is indexed: its anchor is not known yet, the missing page is.
    expect(await overlayOf(`${dev.url}shelf-2/`)).toEqual(['link-broken /no-archive/']);
    events.push('served');
    const deadline = Date.now() + 120000;
    while (!events.includes('indexed') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['served', 'indexed']);
    // Once it is indexed, the anchor is checked.
    expect(await overlayOf(`${dev.url}shelf-2/`)).toEqual(['anchor-broken /zz-returns/#desk', 'link-broken /no-archive/']);
  });
});

describe('docs dev after edits of pages no browser shows', () => {
  it('brings those pages into the anchor checks of the pages linking to them and into the search index', async () => {
    const site = tempDir('dev-outdated');
    writeFileSync(path.join(site, 'almanac.md'), '# Almanac\n\n<p class="description">What the night sky shows.</p>\n\n## Sunset\n\nThe lamps are lit.\n');
    writeFileSync(path.join(site, 'ledger.md'), '# Ledger\n\n<p class="description">Who looked through the telescope.</p>\n\nTwo visitors on Monday.\n');
    writeFileSync(path.join(site, 'observatory.md'), '# Observatory\n\n<p class="description">Where the telescope stands.</p>\n\nCheck [the rising moon](/almanac/#moonrise) before the session.\n');
    const lines: string[] = [];
    dev = await startDevServer({ contentDir: site, port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-outdated-cache'), log: (line) => lines.push(line) });
    await dev.watching;
    const logged = async (pattern: RegExp) => {
      const deadline = Date.now() + 60000;
      while (!lines.some((line) => pattern.test(line)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines, `the log says ${pattern}`).toContainEqual(expect.stringMatching(pattern));
    };
    const search = async (words: string) => {
      const results = await createSearcher(`${dev!.url}static/search/manifest.json`, 'en', async (url) => (await fetch(url)).json()).search(words);
      // With no word in the index the dialog offers pages to start from: not pages that matched.
      return results.match === 'none' ? [] : results.groups.flatMap((group) => group.pages.map((page) => page.route));
    };
    // Before the almanac is indexed its anchors are unknown and the link goes unchecked (the test above);
    // three pages may be indexed already, when the page is asked for later than the engine's indexing delay.
    expect([[], ['anchor-broken /almanac/#moonrise']]).toContainEqual(await overlayOf(`${dev.url}observatory/`));
    await logged(/indexed 3 pages/);
    // Every page is indexed: the anchor is known to be missing, and nobody mentions owls or comets.
    expect(await overlayOf(`${dev.url}observatory/`)).toEqual(['anchor-broken /almanac/#moonrise']);
    expect(await search('owl')).toEqual([]);
    expect(await search('comet')).toEqual([]);

    // No browser shows either page: nothing asks for them to be rendered again.
    writeFileSync(path.join(site, 'almanac.md'), '# Almanac\n\n<p class="description">What the night sky shows.</p>\n\n## Sunset\n\nThe lamps are lit.\n\n## Moonrise\n\nThe owl wakes.\n');
    writeFileSync(path.join(site, 'ledger.md'), '# Ledger\n\n<p class="description">Who looked through the telescope.</p>\n\nTwo visitors on Monday, who saw a comet.\n');
    await logged(/page changed: .*almanac\.md → 1 page/);
    await logged(/page changed: .*ledger\.md → 1 page/);
    // The observatory links to the almanac, which is rendered again for the check; the ledger is left for the search index.
    expect(await overlayOf(`${dev.url}observatory/`)).toEqual([]);
    expect(await search('comet')).toEqual(['/ledger/']);
    expect(await search('owl')).toEqual(['/almanac/']);
  });
});

describe('docs dev when a page is deleted', () => {
  /** A harbour page and a lighthouse page, served by `docs dev`: the site, and the lines it logs. */
  async function harbourSite(name: string): Promise<{ site: string; lines: string[] }> {
    const site = tempDir(name);
    writeFileSync(path.join(site, 'harbour.md'), '# Harbour\n\n<p class="description">Where the boats come in.</p>\n\nThe tide is high.\n');
    writeFileSync(path.join(site, 'lighthouse.md'), '# Lighthouse\n\n<p class="description">The light on the point.</p>\n\nIt turns all night.\n');
    const lines: string[] = [];
    dev = await startDevServer({ contentDir: site, port: 0, host: '127.0.0.1', cacheDir: tempDir(`${name}-cache`), log: (line) => lines.push(line) });
    return { site, lines };
  }

  /** Once the deletion is logged: the lighthouse page is no longer served, nor in the harbour page's navigation. */
  async function expectGone(lines: string[]): Promise<void> {
    const deadline = Date.now() + 30000;
    while (!lines.some((line) => /lighthouse\.md/.test(line)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await fetch(`${dev!.url}lighthouse/`)).status).toBe(404);
    expect(await (await fetch(`${dev!.url}harbour/`)).text()).not.toContain('href="/lighthouse/"');
  }

  it('takes it out of the navigation and stops serving it', async () => {
    const { site, lines } = await harbourSite('dev-deleted');
    expect(await (await fetch(`${dev!.url}harbour/`)).text()).toContain('href="/lighthouse/"');
    await dev!.watching;
    rmSync(path.join(site, 'lighthouse.md'));
    await expectGone(lines);
  });

  it('also when it is deleted before the sources are watched', async () => {
    const { site, lines } = await harbourSite('dev-deleted-early');
    // A markdown twin is served once the site has loaded, without starting to watch (a page served would):
    // the page is deleted after the site was read and before the sources are watched.
    expect(await (await fetch(`${dev!.url}lighthouse.md`)).text()).toContain('It turns all night.');
    rmSync(path.join(site, 'lighthouse.md'));
    await (await fetch(`${dev!.url}harbour/`)).text();
    await dev!.watching;
    await expectGone(lines);
  });
});
