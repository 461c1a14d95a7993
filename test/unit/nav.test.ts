import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredEntryKeys } from '../../compiler/nav/nav-entry-type';
import { ROOT, tempDir } from '../helpers/cli';
import type { NavEntry } from '../../templates/shared/nav';
import { checkNav } from '../../compiler/nav/check-nav';
import { deriveNav } from '../../compiler/nav/derive-nav';
import { loadNav, validateNavShape } from '../../compiler/nav/load-nav';
import { normalizeNav, pathnameToTitle } from '../../compiler/nav/normalize-nav';

const entries: NavEntry[] = [
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    children: [
      { pathname: '/x/react-tree-view/', title: 'Overview' },
      {
        pathname: '/x/react-tree-view/main',
        subheader: 'Main features',
        children: [{ pathname: '/x/react-tree-view/rich-tree-view/lazy-loading/', plan: 'pro', newFeature: true }],
      },
    ],
  },
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
];

describe('navigation tree', () => {
  it('resolves titles, depths, reading order and parents once', () => {
    const nav = normalizeNav(entries, (p) => (p.endsWith('lazy-loading/') ? 'Lazy loading' : undefined));
    expect(nav.order.map((n) => n.title)).toEqual(['Overview', 'Lazy loading']);
    const lazy = nav.byPathname.get('/x/react-tree-view/rich-tree-view/lazy-loading/')!;
    expect(lazy).toMatchObject({ plan: 'pro', newFeature: true, depth: 1, id: 'g0.1.0' });
    expect(nav.parents.get(lazy)!.map((n) => n.title)).toEqual(['Tree View', 'Main features']);
    expect(nav.roots[1]).toMatchObject({ external: true, group: false });
  });

  it("falls back to MUI's title rule", () => {
    expect(pathnameToTitle('/x/react-tree-view/')).toBe('Tree view');
    expect(pathnameToTitle('/x/migration/migration-data-grid-v7/')).toBe('Migration data grid v7');
  });

  it('derives a tree from folders when there is no pages.ts', () => {
    const nav = deriveNav(['/', '/guide/', '/guide/setup/', '/guide/advanced/usage/', '/about/'], (r) => ({ '/': 'Home', '/guide/': 'Guide' })[r]);
    expect(nav).toEqual([
      { pathname: '/', title: 'Home' },
      { pathname: '/about/', title: 'About' },
      {
        pathname: '/guide-group',
        title: 'Guide',
        children: [
          { pathname: '/guide/', title: 'Guide' },
          { pathname: '/guide/setup/', title: 'Setup' },
          { pathname: '/guide/advanced-group', title: 'Advanced', children: [{ pathname: '/guide/advanced/usage/', title: 'Usage' }] },
        ],
      },
    ]);
  });

  it('orders derived pages by English collation, numbers by value: step 2 before step 10, letter case aside', () => {
    const nav = deriveNav(['/steps/step-10/', '/steps/step-2/', '/steps/Zebra/', '/steps/apple/', '/steps/step-1/'], () => undefined);
    expect(nav[0]!.children!.map((entry) => entry.pathname)).toEqual(['/steps/apple/', '/steps/step-1/', '/steps/step-2/', '/steps/step-10/', '/steps/Zebra/']);
  });
});

describe('navigation checks', () => {
  const source = `export default [
  { pathname: '/a/', title: 'A' },
  { pathname: '/b/', title: 'B' },
  { pathname: '/a/', title: 'A again' },
  { pathname: '/api/x/components-api/' },
  { pathname: '/api/y/components-api/' },
];`;
  const list: NavEntry[] = [
    { pathname: '/a/', title: 'A' },
    { pathname: '/b/', title: 'B' },
    { pathname: '/a/', title: 'A again' },
    { pathname: '/api/x/components-api/' },
    { pathname: '/api/y/components-api/' },
  ];

  it('names both places of a duplicated pathname', () => {
    const nav = normalizeNav(list, () => undefined);
    const pages = new Set(['/a/', '/b/', '/api/x/components-api/', '/api/y/components-api/', '/orphan/']);
    const diagnostics = checkNav(nav, pages, new Map([['/orphan/', 'content/orphan/index.md']]), 'content/pages.ts', source);
    expect(diagnostics).toMatchObject([
      { code: 'nav-duplicate', file: 'content/pages.ts', line: 4, column: 15, message: expect.stringContaining('first at content/pages.ts:2') },
      { code: 'nav-missing-entry', file: 'content/orphan/index.md', line: 1 },
    ]);
  });

  it('reports an entry without a page', () => {
    const nav = normalizeNav([{ pathname: '/b/' }], () => undefined);
    expect(checkNav(nav, new Set(), new Map(), 'content/pages.ts', "[{ pathname: '/b/' }]")).toMatchObject([
      { code: 'nav-missing-page', line: 1, column: 14, hint: expect.stringContaining('content/b/index.md') },
    ]);
  });

  it('validates the shape of what pages.ts exports', () => {
    const diagnostics = validateNavShape([{ pathname: '/a/', plan: 'gold', newFeature: 'yes', colour: 1 }, { title: 'no path' }], "{ pathname: '/a/' }", 'pages.ts');
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['nav-invalid', 'nav-invalid', 'nav-invalid', 'nav-unknown-key']);
  });
});

describe("MUI's navigation conventions", () => {
  const mui: NavEntry[] = [
    {
      pathname: '/x/react-charts-group',
      title: 'Charts',
      children: [
        { pathname: '/x/react-charts', title: 'Overview' },
        { pathname: '/x/react-charts/bars' },
        // A link to a section of a page already listed, not a second entry for it.
        { pathname: '/x/react-charts/#planned-charts', title: 'Future components', planned: true },
        { pathname: '/x/api/charts/bar-chart', title: 'BarChart' },
      ],
    },
  ];
  const source = `export default ${JSON.stringify(mui, null, 2).replace(/"(\w+)":/g, '$1:').replaceAll('"', "'")};`;

  it('keeps an entry into a section of a page as a link, out of the reading order, and checks only that its page exists', () => {
    const nav = normalizeNav(mui, () => undefined);
    expect(nav.order.map((n) => n.pathname)).toEqual(['/x/react-charts/', '/x/react-charts/bars/', '/x/api/charts/bar-chart/']);
    const section = nav.roots[0]!.children[2]!;
    expect(section).toMatchObject({ pathname: '/x/react-charts/#planned-charts', external: false, planned: true });
    const pages = new Set(['/x/react-charts/', '/x/react-charts/bars/', '/x/api/charts/bar-chart/']);
    expect(checkNav(nav, pages, new Map(), 'data/pages.ts', source)).toEqual([]);
    expect(checkNav(nav, new Set([...pages].filter((p) => p !== '/x/react-charts/')), new Map(), 'data/pages.ts', source).map((d) => d.message)).toEqual([
      'Navigation entry /x/react-charts/ has no page.',
      'Navigation entry /x/react-charts/#planned-charts has no page.',
    ]);
  });

  it('links an entry under an external prefix to that site', () => {
    const nav = normalizeNav(mui, () => undefined, { '/x/api/': 'https://mui.com/x/api/' });
    expect(nav.roots[0]!.children[3]).toMatchObject({ pathname: 'https://mui.com/x/api/charts/bar-chart/', external: true });
    expect(nav.order.map((n) => n.pathname)).not.toContain('/x/api/charts/bar-chart/');
  });

  it('lets pages stay out of the tree when the layout allows it (MUI serves some by URL only)', () => {
    const nav = normalizeNav(mui, () => undefined);
    const pages = new Set(['/x/react-charts/', '/x/react-charts/bars/', '/x/api/charts/bar-chart/', '/x/react-charts/gantt/']);
    expect(checkNav(nav, pages, new Map(), 'data/pages.ts', source).map((d) => d.code)).toEqual(['nav-missing-entry']);
    expect(checkNav(nav, pages, new Map(), 'data/pages.ts', source, 'docs', true)).toEqual([]);
  });

  it("takes MuiPage's keys: chips, link attributes and a query on its node; inSideNav: false out of the tree and of the reading order, yet checked", () => {
    const keyed: NavEntry[] = [
      {
        pathname: '/x/react-grid-group',
        title: 'Grid',
        children: [
          { pathname: '/x/react-grid', title: 'Overview', plan: 'community', beta: true, query: { tab: 'api' } },
          { pathname: '/x/react-grid/old', title: 'Old', legacy: true, deprecated: true, disableDrawer: true },
          { pathname: '/x/react-grid/print', title: 'Print', inSideNav: false },
          { pathname: 'https://example.com/feedback', title: 'Feedback', iconMarkup: '<svg></svg>', linkProps: { target: '_self' } },
        ],
      },
    ];
    const nav = normalizeNav(keyed, () => undefined);
    const [overview, old, feedback] = nav.roots[0]!.children;
    expect(overview).toMatchObject({ beta: true, search: '?tab=api' });
    expect(overview).not.toHaveProperty('plan');
    expect(old).toMatchObject({ legacy: true, deprecated: true, disableDrawer: true });
    expect(feedback).toMatchObject({ external: true, icon: '<svg></svg>', linkProps: { target: '_self' } });
    expect(nav.roots[0]!.children).toHaveLength(3);
    expect(nav.order.map((n) => n.title)).toEqual(['Overview', 'Old']);
    expect(nav.byPathname.get('/x/react-grid/print/')).toMatchObject({ title: 'Print' });
    const source = "[{ pathname: '/x/react-grid/print' }]";
    expect(checkNav(nav, new Set(['/x/react-grid/', '/x/react-grid/old/']), new Map(), 'data/pages.ts', source, 'docs', true).map((d) => d.message)).toEqual(['Navigation entry /x/react-grid/print/ has no page.']);
  });

  it("accepts a key the entries' own type declares, read from the package it is imported from, and no other", () => {
    const root = tempDir('nav-type');
    const kit = path.join(root, 'node_modules', '@acme', 'kit');
    mkdirSync(path.join(kit, 'types'), { recursive: true });
    writeFileSync(path.join(kit, 'package.json'), JSON.stringify({ name: '@acme/kit', exports: { './Page': { import: { types: './types/Page.d.ts', default: './Page.js' } } } }));
    writeFileSync(path.join(kit, 'types', 'Page.d.ts'), 'interface Base {\n  pathname: string;\n  owner?: string;\n}\nexport interface Page extends Base {\n  /** A badge. */\n  badge?: "hot";\n  children?: Page[];\n}\n');
    const navFile = path.join(root, 'data', 'pages.ts');
    const source = "import type { Page as Entry } from '@acme/kit/Page';\n\nconst pages: Entry[] = [{ pathname: '/a/', owner: 'me', badge: 'hot', colour: 1 }];\n\nexport default pages;\n";
    expect([...declaredEntryKeys(navFile, source)].sort()).toEqual(['badge', 'children', 'owner', 'pathname']);
    const diagnostics = validateNavShape([{ pathname: '/a/', owner: 'me', badge: 'hot', colour: 1 }], source, navFile, () => declaredEntryKeys(navFile, source));
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(['nav-unknown-key Navigation entry "/a/" has an unknown key "colour".']);
    // Not written, or not installed: only the compiler's keys.
    expect(declaredEntryKeys(navFile, "export default [{ pathname: '/a/' }];\n").size).toBe(0);
    expect(declaredEntryKeys(navFile, source.replace('@acme/kit', '@acme/absent')).size).toBe(0);
  });

  it("rejects an icon that is neither a component nor one of MUI's names, and a link's props that are no object", () => {
    const diagnostics = validateNavShape([{ pathname: '/a/', icon: 'StarIcon', linkProps: 'blank', inSideNav: 'no' }], "{ pathname: '/a/' }", 'pages.ts');
    expect(diagnostics.map((d) => d.message)).toEqual([
      '"inSideNav" of "/a/" must be a boolean, not \'no\'.',
      '"linkProps" of "/a/" must be an object, not \'blank\'.',
      '"icon" of "/a/" must be a React component or one of MUI\'s icon names, not \'StarIcon\'.',
    ]);
  });

  it("renders an entry's icon to SVG with the site's React, and one that cannot render to a warning at its key", async () => {
    const site = tempDir('nav-icons');
    mkdirSync(path.join(site, 'node_modules'));
    for (const name of ['react', 'react-dom']) symlinkSync(path.join(ROOT, 'node_modules', name), path.join(site, 'node_modules', name), 'dir');
    writeFileSync(
      path.join(site, 'pages.ts'),
      "import { createElement } from 'react';\n\nconst Dot = () => createElement('svg', { viewBox: '0 0 8 8', className: 'dot' }, createElement('circle', { cx: 4, cy: 4, r: 4 }));\nconst Broken = () => {\n  throw new Error('no icon here');\n};\n\nexport default [\n  { pathname: '/a/', title: 'A', icon: Dot },\n  { pathname: '/b/', title: 'B', icon: Broken },\n];\n",
    );
    const { nav, diagnostics } = await loadNav(site, tempDir('nav-icons-cache'));
    expect(nav!.entries[0]).toEqual({ pathname: '/a/', title: 'A', iconMarkup: '<svg viewBox="0 0 8 8" aria-hidden="true" focusable="false"><circle cx="4" cy="4" r="4"></circle></svg>' });
    expect(nav!.entries[1]).toEqual({ pathname: '/b/', title: 'B' });
    expect(diagnostics).toMatchObject([{ code: 'nav-icon', severity: 'warning', line: 10, column: 34, message: 'The icon of navigation entry "/b/" cannot be rendered: no icon here' }]);
  });
});
