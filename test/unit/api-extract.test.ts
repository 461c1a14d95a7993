import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCacheFile } from '../../compiler/api/cache';
import { extractApiPages, type ExtractApiResult } from '../../compiler/api/extract-api-pages';
import type { ApiPackageSpec } from '../../compiler/packages/packages';
import { apiSlug } from '../../compiler/api/slug';
import type { ApiPage } from '../../templates/shared/api';
import { FIXTURES, tempDir } from '../helpers/cli';

const WIDGETS: ApiPackageSpec[] = [
  { name: '@fixture/x-widgets', product: 'tree-view', dir: path.join(FIXTURES, 'api', 'x-widgets') },
  { name: '@fixture/x-widgets-pro', product: 'tree-view', dir: path.join(FIXTURES, 'api', 'x-widgets-pro'), interfaces: ['WidgetApi', 'NotExported'] },
];

function page(result: ExtractApiResult, name: string): ApiPage {
  const found = result.pages.find((p) => p.name === name);
  if (!found) throw new Error(`no page for ${name}: ${result.pages.map((p) => p.name).join(', ')}`);
  return found;
}

describe('API pages of a fixture package', () => {
  let cacheDir: string;
  let cold: ExtractApiResult;
  beforeAll(async () => {
    cacheDir = tempDir('api-cache');
    cold = await extractApiPages({ cacheDir, packages: WIDGETS });
  });

  it('gives a page to published components only, in the package that defines them', () => {
    expect(cold.pages.map((p) => `${p.kind} ${p.pathname}`)).toEqual([
      'interface /x/api/tree-view/widget-api/',
      'component /x/api/tree-view/widget-label/',
      'component /x/api/tree-view/widget-pro/',
      'component /x/api/tree-view/widget/',
    ]);
    expect(page(cold, 'Widget')).toMatchObject({ packageName: '@fixture/x-widgets', title: 'Widget API', description: 'A widget that shows a value.' });
    expect(page(cold, 'Widget').plan).toBeUndefined();
    expect(page(cold, 'WidgetPro')).toMatchObject({ packageName: '@fixture/x-widgets-pro', plan: 'pro', description: 'A widget with zoom.' });
  });

  it('gives the literal values of props whose type is a union of literals, through aliases', () => {
    const props = page(cold, 'Widget').props;
    const literals = (name: string) => props.find((p) => p.name === name)?.literals;
    expect(literals('size')).toEqual(['small', 'medium', 'large']);
    // Named by an alias, the values are sorted: the checker's order is not stable.
    expect(props.find((p) => p.name === 'tone')).toMatchObject({ type: 'WidgetTone', default: "'calm'", literals: ['calm', 'loud'] });
    expect(literals('columns')).toEqual([2, 3]);
    expect(literals('dense')).toBeUndefined();
    expect(literals('label')).toBeUndefined();
    expect(literals('value')).toBeUndefined();
  });

  it('lists imports from the folder, the root and the packages that re-export it', () => {
    expect(page(cold, 'Widget').imports).toEqual([
      "import { Widget } from '@fixture/x-widgets/Widget';",
      "import { Widget } from '@fixture/x-widgets';",
      "import { Widget } from '@fixture/x-widgets-pro';",
    ]);
    expect(page(cold, 'WidgetPro').imports).toEqual([
      "import { WidgetPro } from '@fixture/x-widgets-pro/WidgetPro';",
      "import { WidgetPro } from '@fixture/x-widgets-pro';",
    ]);
  });

  it('reads props with defaults, deprecations and callbacks, required first, without DOM or @ignore props', () => {
    const props = page(cold, 'Widget').props;
    expect(props.map((p) => p.name)).toEqual(['value', 'classes', 'columns', 'dense', 'label', 'onValueChange', 'size', 'slots', 'tone']);
    expect(props[0]).toEqual({ name: 'value', type: 'number', description: 'The value shown.', required: true });
    expect(props.find((p) => p.name === 'size')).toMatchObject({ type: "'small' | 'medium' | 'large'", default: "'medium'", required: false });
    expect(props.find((p) => p.name === 'dense')).toMatchObject({ default: 'false', deprecated: 'Use `size="small"` instead.' });
    expect(props.find((p) => p.name === 'onValueChange')).toMatchObject({
      type: '(event: React.SyntheticEvent, value: number) => void',
      params: [
        { name: 'event', description: 'The event source of the callback.' },
        { name: 'value', description: 'The new value.' },
      ],
    });
    expect(props.find((p) => p.name === 'label')?.description).toBe('The label, as in [the label guide](https://mui.com/x/labels/).\n\n`WidgetLabel`');
  });

  it('reads slots and CSS classes, with the prefix from the classes script', () => {
    const widget = page(cold, 'Widget');
    expect(widget.slots).toEqual([
      { name: 'icon', description: 'The icon shown before the label.' },
      { name: 'root', defaultComponent: 'WidgetRoot', description: 'The element at the root.' },
    ]);
    expect(widget.cssClasses).toEqual([
      { key: 'disabled', className: 'Mui-disabled', description: 'State class applied to the root element when disabled.' },
      { key: 'label', className: 'MuiFancyWidget-label', description: 'Styles applied to the label element.' },
      { key: 'root', className: 'MuiFancyWidget-root', description: 'Styles applied to the root element.' },
    ]);
  });

  it('tags what a higher tier adds, only where the page is of a lower tier', () => {
    expect(page(cold, 'WidgetPro').props.find((p) => p.name === 'zoomable')).toEqual({
      name: 'zoomable',
      type: 'boolean',
      default: 'false',
      description: 'Whether the user can zoom into the widget.',
      required: false,
    });
    const api = page(cold, 'WidgetApi');
    expect(api).toMatchObject({ packageName: '@fixture/x-widgets', description: 'The API object of a widget, with the pro methods.' });
    expect(api.plan).toBeUndefined();
    expect(api.imports).toEqual(["import { WidgetApi } from '@fixture/x-widgets';", "import { WidgetApi } from '@fixture/x-widgets-pro';"]);
    expect(api.props).toEqual([{ name: 'value', type: 'number', description: 'The current value.', required: true }]);
    expect(api.methods).toEqual([
      { name: 'setValue', signature: '(value: number) => void', description: 'Sets the value.', params: [{ name: 'value', description: 'The new value.' }] },
      {
        name: 'zoomTo',
        signature: '(level: number) => boolean',
        description: 'Zooms to a level.',
        params: [{ name: 'level', description: 'The zoom level.' }],
        returns: 'Whether the level was reached.',
        plan: 'pro',
      },
    ]);
  });

  it('reports a documented interface the package does not export', () => {
    expect(cold.diagnostics).toMatchObject([{ code: 'api-interface-missing', severity: 'warning' }]);
    expect(cold.diagnostics[0]!.message).toContain('NotExported');
  });

  it('reuses the cache keyed by package name and version', async () => {
    expect(existsSync(apiCacheFile(cacheDir, '@fixture/x-widgets', '1.2.3'))).toBe(true);
    expect(cold.timings.map((t) => t.cached)).toEqual([false, false]);
    const warm = await extractApiPages({ cacheDir, packages: WIDGETS });
    expect(warm.timings.map((t) => t.cached)).toEqual([true, true]);
    expect(warm.programMs).toBe(0);
    expect(warm.pages).toEqual(cold.pages);
    expect(warm.diagnostics).toEqual(cold.diagnostics);
  });

  it('re-extracts only a package whose entry is gone, its cached dependency still resolving', async () => {
    rmSync(apiCacheFile(cacheDir, '@fixture/x-widgets-pro', '1.2.3'));
    const partial = await extractApiPages({ cacheDir, packages: WIDGETS });
    expect(partial.timings.map((t) => t.cached)).toEqual([true, false]);
    expect(partial.pages).toEqual(cold.pages);
  });

  it('reports a package that is not installed', async () => {
    const result = await extractApiPages({ cacheDir, packages: [{ name: '@fixture/absent', product: 'charts' }], resolveFrom: path.join(FIXTURES, 'api') });
    expect(result.pages).toEqual([]);
    expect(result.diagnostics).toMatchObject([{ code: 'api-package-missing', severity: 'error' }]);
  });
});

describe('apiSlug', () => {
  it('kebab-cases component names the way mui.com does', () => {
    expect(apiSlug('RichTreeView')).toBe('rich-tree-view');
    expect(apiSlug('GridColDef')).toBe('grid-col-def');
    expect(apiSlug('GridCSVExportOptions')).toBe('grid-csv-export-options');
    expect(apiSlug('PickerDay2')).toBe('picker-day-2');
    expect(apiSlug('Unstable_SankeyChart')).toBe('sankey-chart');
  });
});
