import { describe, expect, it } from 'vitest';
import { withApiNav } from '../../compiler/api/api-nav';
import { attachDemos } from '../../compiler/api/demo-index';
import { inlineMarkdown } from '../../templates/api/inline-markdown';
import type { ApiPage } from '../../templates/shared/api';

const page = (name: string, slug: string, plan?: 'pro'): ApiPage => ({
  kind: 'component',
  product: 'tree-view',
  slug,
  name,
  pathname: `/x/api/tree-view/${slug}/`,
  title: name,
  description: '',
  packageName: '@mui/x-tree-view',
  imports: [],
  props: [],
  slots: [],
  cssClasses: [],
  methods: [],
  demos: [],
  ...(plan ? { plan } : {}),
});

describe('API pages in the navigation', () => {
  it('adds an "API reference" group at the end of the product group, sorted by title, with plans', () => {
    const nav = withApiNav(
      [{ pathname: '/x/react-tree-view-group', title: 'Tree View', children: [{ pathname: '/x/react-tree-view/', title: 'Overview' }] }, { pathname: '/x/other/', title: 'Other' }],
      [page('TreeItem', 'tree-item'), page('RichTreeViewPro', 'rich-tree-view-pro', 'pro'), page('RichTreeView', 'rich-tree-view')],
      { 'tree-view': '/x/react-tree-view-group' },
    );
    expect(nav[0]!.children!.at(-1)).toEqual({
      pathname: '/x/api/tree-view-group',
      title: 'API reference',
      children: [
        { pathname: '/x/api/tree-view/rich-tree-view/', title: 'RichTreeView' },
        { pathname: '/x/api/tree-view/rich-tree-view-pro/', title: 'RichTreeViewPro', plan: 'pro' },
        { pathname: '/x/api/tree-view/tree-item/', title: 'TreeItem' },
      ],
    });
    expect(nav[1]).toEqual({ pathname: '/x/other/', title: 'Other' });
  });

  it('links each component to the guides whose front matter lists it', () => {
    const [rich, item] = attachDemos([page('RichTreeView', 'rich-tree-view'), page('TreeItem', 'tree-item')], [
      { pathname: '/x/b/', title: 'B', components: ['RichTreeView', 'TreeItem'] },
      { pathname: '/x/a/', title: 'A', components: ['RichTreeView'] },
    ]);
    expect(rich!.demos).toEqual([
      { title: 'A', pathname: '/x/a/' },
      { title: 'B', pathname: '/x/b/' },
    ]);
    expect(item!.demos).toEqual([{ title: 'B', pathname: '/x/b/' }]);
  });
});

describe('JSDoc markdown', () => {
  it('renders code, emphasis, links and paragraphs', () => {
    expect(inlineMarkdown('If `true`, **expands** the [item](https://mui.com/x/a/).\n\nSecond *line*.')).toBe(
      '<p>If <code>true</code>, <strong>expands</strong> the <a href="https://mui.com/x/a/">item</a>.</p><p>Second <em>line</em>.</p>',
    );
  });

  it('shows the [[Type]] names of MUI JSDoc as code', () => {
    expect(inlineMarkdown('Set of columns of type [[GridColDef]][]. Called with [[GridCellParams]] and [not a type].')).toBe(
      '<p>Set of columns of type <code>GridColDef[]</code>. Called with <code>GridCellParams</code> and [not a type].</p>',
    );
    expect(inlineMarkdown('Gets the rows as [[Map<GridRowId, GridRowModel>]].')).toBe('<p>Gets the rows as <code>Map&lt;GridRowId, GridRowModel&gt;</code>.</p>');
  });

  it('never lets markup or script URLs through', () => {
    const html = inlineMarkdown('<img src=x onerror="alert(1)"> [x](javascript:alert(1)) `<script>`');
    expect(html).toBe('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; x) <code>&lt;script&gt;</code></p>');
  });
});
