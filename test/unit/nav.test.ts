import { describe, expect, it } from 'vitest';
import type { NavEntry } from '../../templates/shared/nav';
import { checkNav } from '../../compiler/nav/check-nav';
import { deriveNav } from '../../compiler/nav/derive-nav';
import { validateNavShape } from '../../compiler/nav/load-nav';
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
