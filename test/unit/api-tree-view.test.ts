import { beforeAll, describe, expect, it } from 'vitest';
import { extractApiPages, type ExtractApiResult } from '../../compiler/api/extract-api-pages';
import { tempDir } from '../helpers/cli';

describe('API pages of the installed @mui/x-tree-view packages', () => {
  let result: ExtractApiResult;
  beforeAll(async () => {
    result = await extractApiPages({ cacheDir: tempDir('api-tree-view'), packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'] });
  });

  it('has the seven tree view pages and no diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.pages.map((p) => p.pathname)).toEqual([
      '/x/api/tree-view/rich-tree-view-pro/',
      '/x/api/tree-view/rich-tree-view/',
      '/x/api/tree-view/simple-tree-view/',
      '/x/api/tree-view/tree-item-drag-and-drop-overlay/',
      '/x/api/tree-view/tree-item-icon/',
      '/x/api/tree-view/tree-item-provider/',
      '/x/api/tree-view/tree-item/',
    ]);
    expect(result.pages.find((p) => p.slug === 'rich-tree-view-pro')).toMatchObject({ name: 'RichTreeViewPro', plan: 'pro', packageName: '@mui/x-tree-view-pro' });
  });

  it('reads RichTreeView from its declarations', () => {
    const page = result.pages.find((p) => p.name === 'RichTreeView')!;
    expect(page).toMatchObject({ product: 'tree-view', slug: 'rich-tree-view', title: 'RichTreeView API', packageName: '@mui/x-tree-view', demos: [] });
    expect(page.plan).toBeUndefined();
    expect(page.imports.slice(0, 2)).toEqual([
      "import { RichTreeView } from '@mui/x-tree-view/RichTreeView';",
      "import { RichTreeView } from '@mui/x-tree-view';",
    ]);
    const prop = (name: string) => page.props.find((p) => p.name === name);
    expect(page.props[0]).toMatchObject({ name: 'items', required: true });
    expect(prop('defaultExpandedItems')).toMatchObject({ default: '[]', required: false });
    expect(prop('checkboxSelection')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(prop('checkboxSelection')?.description).toMatch(/checkbox/);
    // React's and the DOM's attributes are not the component's own props.
    expect(prop('onClick')).toBeUndefined();
    expect(page.slots.find((s) => s.name === 'item')).toMatchObject({ defaultComponent: 'TreeItem' });
    expect(page.cssClasses.find((c) => c.key === 'root')).toMatchObject({ className: 'MuiRichTreeView-root' });
  });

  it('gives re-exported components the pro import line', () => {
    const treeItem = result.pages.find((p) => p.name === 'TreeItem')!;
    expect(treeItem.imports).toContain("import { TreeItem } from '@mui/x-tree-view-pro';");
    expect(treeItem.cssClasses.find((c) => c.key === 'expanded')).toMatchObject({ className: 'Mui-expanded' });
  });
});
