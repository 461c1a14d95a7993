// @module-tag heavy
import { appendFileSync, cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { FIXTURES, runCli, startCliDev, tempDir, type CliResult } from '../helpers/cli';
import { muiDocsCheckout as checkout } from '../helpers/mui-docs-checkout';

/**
 * The checkout folder of the scenarios that start from the untouched checkout (a fresh copy each
 * time): the demos' type check is keyed by their paths, so each scenario's cache can start with what
 * the first check of the untouched checkout there left (`seededCheckout`), as a second check finds it.
 * The API extraction of the packages, which a cold check runs, is the one scenario's to time.
 */
const CHECKOUT = path.join(tempDir('mui-in-place'), 'widgets checkout');

let first: { docs: string; cache: string; result: CliResult } | undefined;

/** `docs check` of a fresh, untouched checkout at `CHECKOUT` with a cache of its own: run once, by the first scenario or the first to need its cache. */
function firstCheck(): { docs: string; cache: string; result: CliResult } {
  if (!first) {
    const { docs, cache } = checkout(CHECKOUT);
    first = { docs, cache, result: runCli(['check', '--content', docs, '--cache-dir', cache, '--json']) };
  }
  return first;
}

/**
 * A fresh checkout at `CHECKOUT`, its cache a copy of the first check's: the packages' API extracted,
 * the demos' type check, the threads' start-up caches. No scenario looks into the cache, and what it
 * changes of the checkout misses there.
 */
function seededCheckout(): { docs: string; cache: string } {
  const seed = firstCheck().cache;
  const made = checkout(CHECKOUT);
  cpSync(seed, made.cache, { recursive: true });
  return made;
}

const findings = (result: CliResult, docs: string) => (JSON.parse(result.stdout) as Diagnostic[]).map((d) => `${path.relative(docs, path.resolve(d.file)).split(path.sep).join('/')}:${d.line} ${d.severity} ${d.code}`);

describe("a MUI docs folder read in place", () => {
  it('is recognised without a config: routes from pages/, the navigation from data/pages.ts, nothing else reported', () => {
    const { docs, result } = firstCheck();
    // What it cannot know: the API page the navigation lists is not one the generated reference has.
    expect(findings(result, docs).sort()).toEqual(['data/widgets/overview/overview.md:13 warning api-reference-gap', 'data/widgetsApiPages.ts:4 warning api-page-missing']);
    expect(result.status).toBe(0);
  });

  it('says how to give a navigation entry its page the way MUI does: a route file naming its markdown', () => {
    const { docs, cache } = seededCheckout();
    const nav = path.join(docs, 'data', 'pages.ts');
    writeFileSync(nav, readFileSync(nav, 'utf8').replace("{ pathname: '/x/react-widgets/dials', plan: 'pro', legacy: true, query: { unit: 'cm' } },", "{ pathname: '/x/react-widgets/dials', plan: 'pro', legacy: true, query: { unit: 'cm' } },\n      { pathname: '/x/react-widgets/knobs' },"));
    const result = runCli(['check', '--content', docs, '--cache-dir', cache, '--json']);
    const missing = (JSON.parse(result.stdout) as Diagnostic[]).find((d) => d.code === 'nav-missing-page');
    expect(missing).toMatchObject({ severity: 'error', line: 22 });
    expect(missing!.hint).toContain(`${path.join('docs', 'pages')}/x/react-widgets/knobs.js importing its markdown`);
    expect(result.status).toBe(1);
  });

  it("type-checks the demos with the site tsconfig's strictness, and says which part of it cannot be read", () => {
    const { docs, cache } = seededCheckout();
    writeFileSync(path.join(docs, 'data/widgets/dials/DialNotch.tsx'), "const NOTCHES = [15, 30];\n\nexport default function DialNotch() {\n  return <span>{NOTCHES[1].toFixed(1)}</span>;\n}\n");
    appendFileSync(path.join(docs, 'data/widgets/dials/dials.md'), '\n{{"demo": "DialNotch.js"}}\n');
    const tsconfig = path.join(docs, 'tsconfig.json');
    writeFileSync(tsconfig, readFileSync(tsconfig, 'utf8').replace('"extends": "./tsconfig.base.json"', '"extends": ["./tsconfig.base.json", "@widgets/tsconfig"]'));
    const result = runCli(['check', '--content', docs, '--cache-dir', cache, '--json']);
    const found = JSON.parse(result.stdout) as Diagnostic[];
    // noUncheckedIndexedAccess, from the site's tsconfig.json: an array element may be undefined.
    expect(found.find((d) => d.code === 'demo-type')).toMatchObject({ severity: 'error', line: 4, column: 17, message: expect.stringContaining('TS2532') });
    expect(found.find((d) => d.code === 'tsconfig-unreadable')).toMatchObject({ severity: 'warning', file: expect.stringMatching(/tsconfig\.json$/), line: 2, message: expect.stringContaining('"@widgets/tsconfig"') });
    expect(result.status).toBe(1);
  });

  it("renders a component embed's file that cannot render as nothing, with a warning at the embed, and builds", () => {
    const { docs, cache } = seededCheckout();
    const components = path.join(docs, 'src', 'modules', 'components');
    // As some of MUI's do: an import of the monorepo's own docs sources, which a docs folder alone lacks.
    writeFileSync(path.join(components, 'BrandHeader.js'), "import { brandingTheme } from 'docs/src/modules/brandingTheme';\n\nexport default function BrandHeader() {\n  return <h2 style={{ color: brandingTheme.palette.primary.main }}>Widgets</h2>;\n}\n");
    writeFileSync(path.join(components, 'ViewportWidth.js'), 'export default function ViewportWidth() {\n  return <p>{window.innerWidth} pixels wide</p>;\n}\n');
    // The site's own code, not a demo a reader copies: not type-checked (an implicit any fails the site's strict tsconfig).
    writeFileSync(path.join(components, 'LooseCount.tsx'), 'export default function LooseCount({ count }) {\n  return <p>{count} loose items</p>;\n}\n');
    const page = path.join(docs, 'data/widgets/overview/overview.md');
    const before = readFileSync(page, 'utf8').split('\n').length;
    appendFileSync(page, '{{"component": "modules/components/BrandHeader.js"}}\n\n{{"component": "modules/components/ViewportWidth.js"}}\n\n{{"component": "modules/components/LooseCount.tsx", "count": 3}}\n');
    const out = path.join(path.dirname(docs), 'dist');
    const result = runCli(['build', '--content', docs, '--out', out, '--cache-dir', cache, '--json']);
    const found = (JSON.parse(result.stdout) as Diagnostic[]).filter((d) => d.code === 'embed-component-render');
    expect(found.map((d) => `${d.line}:${d.column} ${d.severity}`)).toEqual([`${before}:1 warning`, `${before + 2}:1 warning`]);
    expect(found[0]!.message).toContain('docs/src/modules/brandingTheme');
    expect(found[0]!.hint).toContain('alias');
    expect(found[1]!.message).toMatch(/throws while rendering on the server: window is not defined/);
    expect(findings(result, docs).filter((f) => !f.endsWith('embed-component-render')).sort()).toEqual(['data/widgets/overview/overview.md:13 warning api-reference-gap', 'data/widgetsApiPages.ts:4 warning api-page-missing']);
    expect(result.status).toBe(0);
    const overview = readFileSync(path.join(out, 'x', 'react-widgets', 'index.html'), 'utf8');
    expect(overview).toMatch(/3(<!-- -->)? loose items/);
    expect(overview).not.toContain('pixels wide');
    expect(overview).toContain('Shelves at a glance');
  });

  it('shows an entry whose icon cannot render without it, with a warning at its key, and checks the rest', () => {
    const { docs, cache } = seededCheckout();
    const nav = path.join(docs, 'data', 'pages.ts');
    writeFileSync(nav, readFileSync(nav, 'utf8').replace("title: 'Changelog',", "title: 'Changelog',\n    icon: () => {\n      throw new Error('the icon needs a theme');\n    },"));
    const result = runCli(['check', '--content', docs, '--cache-dir', cache, '--json']);
    expect(findings(result, docs).sort()).toEqual(['data/pages.ts:9 warning nav-icon', 'data/widgets/overview/overview.md:13 warning api-reference-gap', 'data/widgetsApiPages.ts:4 warning api-page-missing']);
    expect(result.status).toBe(0);
  });

  it("serves the public folder's files in docs dev, where its output has none", async () => {
    const { docs, cache } = seededCheckout();
    const dev = await startCliDev(docs, cache);
    try {
      const image = await fetch(new URL('static/widgets/shelf.svg', dev.url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(readFileSync(path.join(FIXTURES, 'mui-docs', 'public', 'static', 'widgets', 'shelf.svg')));
      expect((await fetch(new URL('static/widgets/none.svg', dev.url))).status).toBe(404);
    } finally {
      await dev.stop();
    }
  });

  describe('with a few lines of config', () => {
    let docs: string;
    let out: string;
    let cache: string;
    let result: CliResult;
    const html = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

    beforeAll(() => {
      const made = checkout();
      docs = made.docs;
      out = path.join(path.dirname(docs), 'dist');
      writeFileSync(
        path.join(docs, 'site.config.ts'),
        `export default {
  preset: 'mui',
  title: 'Widgets',
  url: 'https://widgets.example.com',
  productionHost: 'widgets.example.com',
  languages: ['en', 'zh'],
  defaultLanguage: 'en',
  alias: { '@shelf': 'data/widgets/gauges' },
  typeCheckFiles: ['data/widgets/shared/tally-options.ts'],
  externalLinks: { '/x/api/widgets/': 'https://widgets.example.com/api/' },
};
`,
      );
      // A demo reaching a module through the config's own alias.
      writeFileSync(
        path.join(docs, 'data/widgets/dials/DialStock.tsx'),
        "import * as React from 'react';\nimport Typography from '@mui/material/Typography';\nimport { PRODUCTS } from '@shelf/products';\n\nexport default function DialStock() {\n  return <Typography>{PRODUCTS.length} products behind the dial</Typography>;\n}\n",
      );
      appendFileSync(path.join(docs, 'data/widgets/dials/dials.md'), '\n{{"demo": "DialStock.js"}}\n');
      // A module augmentation the demos are type-checked with (typeCheckFiles), as MUI's pickersAdapterOverride.ts.
      writeFileSync(path.join(docs, 'data/widgets/shared/tally-options.ts'), "declare module 'tally-marks' {\n  interface TallyOptions {\n    style: 'bars' | 'gates';\n  }\n}\n\nexport {};\n");
      const tallyDemo = path.join(docs, 'data/widgets/gauges/TallyReading.tsx');
      writeFileSync(tallyDemo, readFileSync(tallyDemo, 'utf8').replace("import { tally } from 'tally-marks';", "import { tally, type TallyOptions } from 'tally-marks';\n\nexport const options: TallyOptions = { style: 'gates', width: 2 };"));
      cache = made.cache;
      result = runCli(['build', '--content', docs, '--out', out, '--cache-dir', cache, '--json']);
    });

    it('builds every page with no finding', () => {
      expect(result.stderr).toMatch(/Built \d+ pages/);
      expect(JSON.parse(result.stdout)).toEqual([]);
      expect(result.status).toBe(0);
    });

    it("renders a demo reading Next's router with a static one: no query on the server", () => {
      expect(html('x/react-widgets/stock-sheet')).toMatch(/<p class="MuiTypography-root[^"]*"[^>]*>Reading the address…<\/p>/);
    });

    it('serves each route from the markdown its route file names, and skips route files that render no markdown', () => {
      expect(html('x/react-widgets')).toContain('<h1>Widgets</h1>');
      expect(html('x/react-widgets/gauges')).toContain('<h1>Shelf gauges</h1>');
      expect(readdirSync(path.join(out, 'x', 'react-widgets'))).not.toContain('wall-display');
    });

    it('names a navigation entry without a title after its page, and sends entries under an external prefix to that site', () => {
      const page = html('x/react-widgets/dials');
      expect(page).toMatch(/href="\/x\/react-widgets\/gauges\/"[^>]*>(?:<[^>]+>)*Shelf gauges/);
      expect(page).toContain('href="https://widgets.example.com/api/gauge/"');
      expect(page).toContain('href="https://widgets.example.com/changelog/"');
    });

    it('resolves a .ts/.js pair, the docsx alias, a config alias and a package of the checkout, on the server and in the browser bundle', () => {
      const gauges = html('x/react-widgets/gauges');
      expect(gauges).toContain('Kettles<!-- -->: <!-- -->58%<!-- --> full');
      expect(gauges).toContain('||||/ ||');
      expect(html('x/react-widgets/dials')).toContain('2<!-- --> products behind the dial');
      const islands = path.join(out, 'static', 'islands');
      const tallyChunk = readdirSync(islands).find((name) => name.includes('TallyReading'));
      expect(readFileSync(path.join(islands, tallyChunk!), 'utf8')).toContain('||||/ ');
      // A sandbox installs the checkout's own package at its version; an aliased file is no package.
      expect(gauges).toContain('"tally-marks":"1.2.0"');
      expect(html('x/react-widgets/dials')).not.toContain('@shelf/products":');
    });

    it("resolves a path of the site's tsconfig into its folder, and not one into the monorepo's sources", () => {
      expect(html('x/react-widgets/dials')).toContain('Turned <!-- -->25%<!-- --> of the way round');
      const dialChunk = readdirSync(path.join(out, 'static', 'islands')).find((name) => name.includes('DialRange'));
      expect(readFileSync(path.join(out, 'static', 'islands', dialChunk!), 'utf8')).toContain('"@widgets-shared/percent":');
      expect(html('x/react-widgets/gauges')).toContain('||||/ ||');
    });

    it("renders MUI's docs Link as a plain link, with no Next.js router", () => {
      const gauges = html('x/react-widgets/gauges');
      expect(gauges).toMatch(/<a class="MuiTypography-root MuiTypography-inherit MuiLink-root[^"]*" href="\/x\/react-widgets\/dials">Check the dials<\/a>/);
      expect(gauges).toContain('<a href="/x/react-widgets/gauges#tally-marks">Count by tally</a>');
    });

    it("renders a component embed's file in place: its server markup with the embed's props, no demo frame or code, hydrated as an island", () => {
      const overview = html('x/react-widgets');
      const text = overview.replace(/<!-- -->/g, '');
      expect(text).toContain('Shelves at a glance');
      expect(text).toContain('North aisle and South aisle hold 2 products.');
      // The .tsx of a .tsx/.js pair, as for demos.
      expect(overview).toContain('Widgets, a pocket-sized library');
      expect(overview).not.toContain('JavaScript twin');
      const islands = [...overview.matchAll(/<div class="docs-component-island"[^>]*>/g)].map((m) => m[0]);
      expect(islands).toHaveLength(3);
      const summary = islands.find((tag) => tag.includes('ShelfSummary'))!;
      expect(summary).toContain('data-island-props="{&quot;heading&quot;:&quot;Shelves at a glance&quot;,&quot;shelves&quot;:[&quot;North aisle&quot;,&quot;South aisle&quot;]}"');
      const chunk = summary.match(/data-island-src="\/([^"]+)"/)![1]!;
      expect(readFileSync(path.join(out, chunk), 'utf8')).toContain('Count them');
      expect(overview).not.toContain('docs-demo-toolbar');
      expect(overview).not.toContain('data-demo-meta');
    });

    it("renders a docs component a page embeds by its module in the site's package, where the package publishes it", () => {
      const overview = html('x/react-widgets');
      expect(overview).toContain('<aside class="widget-kit-note"><p>Gauges and dials share one theme.</p><button type="button">More</button></aside>');
      const note = [...overview.matchAll(/<div class="docs-component-island"[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes('Gauges and dials'))!;
      const chunk = note.match(/data-island-src="\/([^"]+)"/)![1]!;
      expect(readFileSync(path.join(out, chunk), 'utf8')).toContain('widget-kit-note');
    });

    it("takes every key of MUI's navigation entries as MUI's drawer does", () => {
      const gauges = html('x/react-widgets/gauges');
      // An icon component data/pages.ts imports from the site's package, rendered to its SVG.
      expect(gauges).toContain('<span class="nav-icon" aria-hidden="true"><svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M2 3h16v2H2zm0 6h16v2H2zm0 6h16v2H2z"></path></svg></span>Widgets');
      expect(gauges).toMatch(/data-nav-path="\/x\/react-widgets\/gauges\/"[^>]*>(?:<[^>]+>)*Shelf gauges(?:<[^>]+>)*<span class="MuiChip-label[^"]*">Beta<\/span>/);
      expect(gauges).toMatch(/href="\/x\/react-widgets\/dials\/\?unit=cm" data-nav-path="\/x\/react-widgets\/dials\/"[^>]*>(?:[^<]|<(?!\/a>))*>Legacy<\/span>/);
      // An external entry's own link attributes win over the drawer's; its styles (sx) are not attributes.
      expect(gauges).toContain('<a href="https://widgets.example.com/changelog/" target="_self" rel="external" class="nav-external nav-top"');
      expect(gauges).not.toContain('paddingLeft');
      // Out of the drawer and of previous/next, but built, and linked from a page.
      expect(gauges).not.toContain('data-nav-path="/x/react-widgets/stock-sheet/"');
      expect(gauges).toContain('href="/x/react-widgets/stock-sheet/">stock sheet</a>');
      expect(html('x/react-widgets/dials')).not.toContain('stock-sheet');
      const sheet = html('x/react-widgets/stock-sheet');
      expect(sheet).toContain('<h1>Stock sheet</h1>');
      expect(sheet).not.toContain('class="docs-pager"');
      // disableDrawer: the drawer opens from the menu button at every width, on this page only.
      expect(sheet).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr" data-drawer="off"/);
      expect(gauges).not.toContain('data-drawer="off"');
    });

    it("copies the site's public folder into the output, at the paths its pages name", () => {
      expect(html('x/react-widgets')).toContain('src="/static/widgets/shelf.svg"');
      expect(readFileSync(path.join(out, 'static', 'widgets', 'shelf.svg'))).toEqual(readFileSync(path.join(FIXTURES, 'mui-docs', 'public', 'static', 'widgets', 'shelf.svg')));
    });

    it('reads page-zh.md as the Chinese twin', () => {
      expect(html('zh/x/react-widgets/gauges')).toContain('<h1>货架仪表</h1>');
      // Untranslated pages fall back to English in Chinese.
      expect(html('zh/x/react-widgets/dials')).toContain('<h1>Dials<span class="plan-pro"');
    });

    // Last: it edits the folder. The plan holds the config; the demos bundle as the config says (JSX in .js files, aliases), not as the compiler's own.
    it("bundles the demos the same way when only a page's text changed and the last build's plan is taken", () => {
      const islands = () => readdirSync(path.join(out, 'static', 'islands')).sort();
      const before = islands();
      appendFileSync(path.join(docs, 'data/widgets/gauges/gauges.md'), '\nA closing sentence about the gauges.\n');
      const edited = runCli(['build', '--content', docs, '--out', out, '--cache-dir', cache, '--json'], undefined, { DOCS_TRACE: '1' });
      expect(edited.status, edited.stderr).toBe(0);
      expect(edited.stderr).toContain('site loaded as the last build planned it');
      expect(JSON.parse(edited.stdout)).toEqual([]);
      expect(islands()).toEqual(before);
      expect(html('x/react-widgets/gauges')).toContain('A closing sentence about the gauges.');
    });
  });
});
