import { describe, expect, it } from 'vitest';
import { withApiNav } from '../../compiler/api/api-nav';
import { attachDemos } from '../../compiler/api/demo-index';
import { JsDocRenderer } from '../../compiler/api/jsdoc-html';
import { withoutGeneratedLists } from '../../compiler/api/jsdoc';
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
  const jsDoc = new JsDocRenderer();
  const inlineMarkdown = (text: string) => jsDoc.toHtml(text).replace(/\n/g, '');

  it('renders code, emphasis, links and paragraphs', () => {
    expect(inlineMarkdown('If `true`, **expands** the [item](https://mui.com/x/a/).\n\nSecond *line*.')).toBe(
      '<p>If <code>true</code>, <strong>expands</strong> the <a href="https://mui.com/x/a/">item</a>.</p><p>Second <em>line</em>.</p>',
    );
  });

  it('renders a list written under a sentence as a list', () => {
    const autoHeight = [
      'If `true`, the grid grows with its rows.',
      'Prefer it to a flex parent when:',
      "- you don't need a minimum or maximum height",
      '- you want no scrollbar flicker',
    ].join('\n');
    expect(inlineMarkdown(autoHeight)).toBe(
      "<p>If <code>true</code>, the grid grows with its rows.Prefer it to a flex parent when:</p><ul><li>you don't need a minimum or maximum height</li><li>you want no scrollbar flicker</li></ul>",
    );
    expect(jsDoc.summary(autoHeight)).toBe('If true, the grid grows with its rows.');
  });

  it('shows the [[Type]] names of MUI JSDoc as code', () => {
    expect(inlineMarkdown('Set of columns of type [[GridColDef]][]. Called with [[GridCellParams]] and [not a type].')).toBe(
      '<p>Set of columns of type <code>GridColDef[]</code>. Called with <code>GridCellParams</code> and [not a type].</p>',
    );
    expect(inlineMarkdown('Gets the rows as [[Map<GridRowId, GridRowModel>]].')).toBe('<p>Gets the rows as <code>Map&#x3C;GridRowId, GridRowModel></code>.</p>');
  });

  it('shows a component written as a tag as code, where the sanitiser would drop it', () => {
    expect(inlineMarkdown('On the <SimpleTreeView />, only expanded items count. Wrap it in <Box component="span">.')).toBe(
      '<p>On the <code>&#x3C;SimpleTreeView /></code>, only expanded items count. Wrap it in <code>&#x3C;Box component="span"></code>.</p>',
    );
    expect(inlineMarkdown('A line<br />break')).toBe('<p>A line<br>break</p>');
  });

  it('never lets scripts, handlers or script URLs through', () => {
    const html = inlineMarkdown('<img src=x onerror="alert(1)"> [x](javascript:alert(1)) `<script>` <script>alert(1)</script>');
    expect(html).not.toMatch(/onerror|javascript:|<script/);
    expect(html).toContain('<code>&#x3C;script></code>');
  });
});

describe('a component JSDoc that is only generated link lists', () => {
  const grid = ['Features:', '- [DataGrid](https://mui.com/x/react-data-grid/features/)', '', 'API:', '- [DataGrid API](https://mui.com/x/api/data-grid/data-grid/)'].join('\n');

  it('has no description left, so the page gets the generated sentence', () => {
    expect(withoutGeneratedLists(grid)).toBe('');
  });

  it('keeps the prose around the lists', () => {
    expect(withoutGeneratedLists(`Shows rows.\n\n${grid}\n\nDemos:\n\n- [Sorting](https://mui.com/x/react-data-grid/sorting/)`)).toBe('Shows rows.');
  });
});
