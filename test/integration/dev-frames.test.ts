import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, filesOf, runCli, startCliDev, tempDir } from '../helpers/cli';
import { expectSameFiles } from '../helpers/same-files';

/**
 * The page `docs dev` on `site` with `cacheDir` serves at `route` (its session's revision left out),
 * once `ready` holds (polled) after it was served.
 */
async function servedPage(site: string, cacheDir: string, route: string, ready: () => boolean = () => true): Promise<string> {
  const dev = await startCliDev(site, cacheDir);
  try {
    const response = await fetch(new URL(route, dev.url));
    expect(response.status).toBe(200);
    const html = await response.text();
    const deadline = Date.now() + 60000;
    while (!ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ready(), dev.stderr()).toBe(true);
    return html.replace(/ data-revision="[^"]*"/, '');
  } finally {
    await dev.stop();
  }
}

describe('docs dev with frames not cached', () => {
  it('renders the frame of a page when the page is asked for, and keeps every frame in the cache as a build renders them', async () => {
    const site = copyFixture('site-basic');
    const cacheDir = tempDir('dev-frames-cache');
    const shared = path.join(cacheDir, 'shared');
    // A Chinese page first: the start rendered only the first English frame (the 404 page's).
    const deferred = await servedPage(site, cacheDir, '/zh/components/tree/', () => existsSync(shared) && readdirSync(shared).length > 0);
    // Started again, every frame comes from the cache: the page is the same.
    expect(await servedPage(site, cacheDir, '/zh/components/tree/')).toBe(deferred);
    // A build takes the frames the dev server kept, and writes what a build that rendered them writes.
    const fromDev = path.join(tempDir('dev-frames-out'), 'dist');
    const fresh = path.join(tempDir('dev-frames-fresh'), 'dist');
    expect(runCli(['build', '--content', site, '--out', fromDev, '--cache-dir', cacheDir]).status).toBe(0);
    expect(readdirSync(shared)).toHaveLength(1);
    expect(runCli(['build', '--content', site, '--out', fresh, '--cache-dir', tempDir('dev-frames-fresh-cache')]).status).toBe(0);
    expectSameFiles(filesOf(fromDev), filesOf(fresh));
  });

  it('writes the stylesheet again when a frame asked for later uses styles the first one did not, and the page links it', async () => {
    const site = copyFixture('site-basic');
    const config = path.join(site, 'site.config.ts');
    // The version switcher only in the components' frame: the first frame (the guide's) has none of its styles.
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        /versions: \[[\s\S]*?\],\n  productVersions: \{\},/,
        "versions: [],\n  productVersions: { '/components/': [{ text: 'v2.0.0', href: 'https://docs.example.com/', current: true }, { text: 'v1', href: 'https://v1.docs.example.com/' }] },",
      ),
    );
    const dev = await startCliDev(site, tempDir('dev-frames-grown-cache'));
    try {
      const html = await (await fetch(new URL('/components/tree/', dev.url))).text();
      expect(html).toContain('v1.docs.example.com');
      const stylesheet = /<link rel="stylesheet" href="(\/static\/docs\.[^"]+\.css)">/.exec(html)?.[1];
      expect(stylesheet).toBeDefined();
      const css = (await (await fetch(new URL(stylesheet!, dev.url))).text()) + (/<style data-docs-critical>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '');
      // Every emotion class of the page, its frame's included, has its rules in the stylesheet or the page's own CSS.
      const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter((name) => /^css-[a-z0-9]+$/.test(name)));
      expect([...classes].filter((name) => !css.includes(`.${name}`))).toEqual([]);
    } finally {
      await dev.stop();
    }
  });
});
