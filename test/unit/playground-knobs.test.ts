import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractApiPages } from '../../compiler/api/extract-api-pages';
import type { ApiPackageSpec } from '../../compiler/packages/packages';
import { declaredDefault, jsdocSummary, knobOf, playgroundKnobs, type PlaygroundApi } from '../../compiler/demos/playground-knobs';
import { readPlaygroundEmbed } from '../../compiler/demos/playground-embed';
import { demoFilesOf, embeddedDemoNames, playgroundComponentOf } from '../../compiler/demos/demo-files';
import type { ApiProp } from '../../templates/shared/api';
import { FIXTURES, tempDir } from '../helpers/cli';

const prop = (name: string, type: string, extra: Partial<ApiProp> = {}): ApiProp => ({ name, type, description: `The ${name}.`, required: false, ...extra });

describe('knobs from prop types', () => {
  it('makes a switch of a boolean, off unless the declarations default it to true', () => {
    expect(knobOf(prop('loading', 'boolean', { default: 'false' }))).toEqual({ kind: 'boolean', prop: 'loading', description: 'The loading.', default: false });
    expect(knobOf(prop('rowSelection', 'boolean', { default: 'true' }))).toMatchObject({ kind: 'boolean', default: true });
    expect(knobOf(prop('skipAnimation', 'boolean'))).toMatchObject({ kind: 'boolean', default: false });
  });

  it('makes choices of a union of literals, through an alias, with the declared default when it is one of them', () => {
    expect(knobOf(prop('density', 'GridDensity', { default: '"standard"', literals: ['comfortable', 'compact', 'standard'] }))).toEqual({
      kind: 'options',
      prop: 'density',
      description: 'The density.',
      options: ['comfortable', 'compact', 'standard'],
      default: 'standard',
    });
    expect(knobOf(prop('monthsPerRow', '3 | 4', { default: '3', literals: [3, 4] }))).toMatchObject({ kind: 'options', options: [3, 4], default: 3 });
    // "4 on desktop, 3 on mobile" is prose: no default, the knob starts unset.
    expect(knobOf(prop('yearsPerRow', '3 | 4', { default: '4 on desktop, 3 on mobile', literals: [3, 4] }))).not.toHaveProperty('default');
  });

  it('makes a number field of a number and a text field of a string, with literal defaults only', () => {
    expect(knobOf(prop('rowHeight', 'number', { default: '52' }))).toMatchObject({ kind: 'number', default: 52 });
    expect(knobOf(prop('borderRadius', 'number'))).not.toHaveProperty('default');
    expect(knobOf(prop('desktopModeMediaQuery', 'string', { default: "'@media (pointer: fine)'" }))).toMatchObject({ kind: 'string', default: '@media (pointer: fine)' });
    expect(knobOf(prop('label', 'string'))).toMatchObject({ kind: 'string' });
  });

  it('refuses every other type', () => {
    for (const type of ['Pick<ChartsGridProps, "vertical" | "horizontal">', 'ReadonlyArray<BarSeries>', 'string | number', '(event: React.SyntheticEvent) => void', 'true', 'React.ReactNode']) {
      expect(knobOf(prop('x', type)), type).toBeUndefined();
    }
  });

  it('reads @default literals and leaves prose and expressions alone', () => {
    expect([declaredDefault('false'), declaredDefault('-1.5'), declaredDefault("'vertical'"), declaredDefault('"cell"')]).toEqual([false, -1.5, 'vertical', 'cell']);
    for (const text of ['{}', '12px', '`true` for desktop', 'rainbowSurgePalette', "'a' | 'b'"]) expect(declaredDefault(text), text).toBeUndefined();
  });

  it('describes a knob by the first paragraph of the JSDoc, up to a list of values', () => {
    expect(jsdocSummary('If `true`, the legend\nis not rendered.\n\nMore details.')).toBe('If `true`, the legend is not rendered.');
    expect(jsdocSummary('The type of renderer to use for the bar plot.\n- `svg-single`: one element a bar.\n- `svg-batch`: one path a series.')).toBe('The type of renderer to use for the bar plot.');
  });
});

describe('a playground embed', () => {
  const api: PlaygroundApi = {
    name: 'BarChart',
    packageName: '@mui/x-charts',
    props: [prop('borderRadius', 'number'), prop('grid', "Pick<ChartsGridProps, 'vertical' | 'horizontal'>"), prop('hideLegend', 'boolean')],
  };
  const line = '{{"playground": "BarChart", "props": ["hideLegend", "grid", {"name": "borderRadius", "min": 0, "max": 20}], "data": "./data.ts"}}';

  it('locates each prop at its name in the embed line', () => {
    const embed = readPlaygroundEmbed(JSON.parse(line.slice(1, -1)) as Record<string, unknown>, line, { line: 12, column: 1 });
    expect(embed).toEqual({
      component: 'BarChart',
      data: './data.ts',
      props: [
        { name: 'hideLegend', line: 12, column: 1 + line.indexOf('"hideLegend"') },
        { name: 'grid', line: 12, column: 1 + line.indexOf('"grid"') },
        { name: 'borderRadius', line: 12, column: 1 + line.indexOf('"borderRadius"'), min: 0, max: 20 },
      ],
    });
  });

  it('refuses a prop of another type with a located error that names the prop and its type', () => {
    const embed = readPlaygroundEmbed(JSON.parse(line.slice(1, -1)) as Record<string, unknown>, line, { line: 12, column: 3 });
    if ('code' in embed) throw new Error(embed.message);
    const { knobs, diagnostics } = playgroundKnobs(api, embed.props, 'x/charts/index.md');
    expect(knobs.map((k) => [k.prop, k.kind])).toEqual([
      ['hideLegend', 'boolean'],
      ['borderRadius', 'number'],
    ]);
    expect(knobs[1]).toMatchObject({ min: 0, max: 20 });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'playground-prop-type',
        severity: 'error',
        file: 'x/charts/index.md',
        line: 12,
        column: 3 + line.indexOf('"grid"'),
        message: `Prop "grid" of BarChart has the type Pick<ChartsGridProps, 'vertical' | 'horizontal'>, which no knob can set.`,
        hint: expect.stringContaining('export it as grid from the data module'),
      }),
    ]);
  });

  it('reports a prop the component lacks, and a range on what is not a number or is empty', () => {
    const at = { line: 3, column: 5 };
    const { diagnostics } = playgroundKnobs(
      api,
      [
        { name: 'hideLegends', ...at },
        { name: 'hideLegend', ...at, max: 3 },
        { name: 'borderRadius', ...at, min: 5, max: 5 },
      ],
      'page.md',
    );
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['playground-prop-unknown', 3, 5],
      ['playground-range-type', 3, 5],
      ['playground-range', 3, 5],
    ]);
    expect(diagnostics[0]!.hint).toContain('hideLegend');
  });

  it('is refused when it names no component, no props or no data module', () => {
    const read = (options: Record<string, unknown>) => readPlaygroundEmbed(options, JSON.stringify(options), { line: 1, column: 1 });
    expect(read({ playground: 'barChart', props: ['a'], data: './d.ts' })).toMatchObject({ code: 'embed-playground' });
    expect(read({ playground: 'BarChart', props: [], data: './d.ts' })).toMatchObject({ code: 'embed-playground', message: expect.stringContaining('"props"') });
    expect(read({ playground: 'BarChart', props: ['a'] })).toMatchObject({ code: 'embed-playground', message: expect.stringContaining('"data"') });
    expect(read({ playground: 'BarChart', props: [{ name: 'a', maximum: 3 }], data: './d.ts' })).toMatchObject({ message: expect.stringContaining('"maximum"') });
    expect(read({ playground: 'BarChart', props: ['a', 'a'], data: './d.ts' })).toMatchObject({ message: expect.stringContaining('twice') });
  });
});

describe('knobs from a package declarations', () => {
  const WIDGETS: ApiPackageSpec[] = [{ name: '@fixture/x-widgets', product: 'tree-view', dir: path.join(FIXTURES, 'api', 'x-widgets') }];
  let widget: PlaygroundApi;
  beforeAll(async () => {
    const { pages } = await extractApiPages({ cacheDir: tempDir('playground-api'), packages: WIDGETS });
    const page = pages.find((p) => p.name === 'Widget')!;
    widget = { name: page.name, packageName: page.packageName, props: page.props };
  });

  it('takes each knob kind and default from the declaration file', () => {
    const at = { line: 1, column: 1 };
    const { knobs, diagnostics } = playgroundKnobs(widget, ['value', 'size', 'tone', 'columns', 'dense', 'label'].map((name) => ({ name, ...at })), 'page.md');
    expect(diagnostics).toEqual([]);
    expect(knobs).toEqual([
      { kind: 'number', prop: 'value', description: 'The value shown.' },
      { kind: 'options', prop: 'size', description: 'The size of the widget.', options: ['small', 'medium', 'large'], default: 'medium' },
      // Named by an alias (type WidgetTone = 'loud' | 'calm'), resolved by the checker.
      { kind: 'options', prop: 'tone', description: 'How loud the widget is.', options: ['calm', 'loud'], default: 'calm' },
      { kind: 'options', prop: 'columns', description: "Columns of the widget's grid.", options: [2, 3] },
      { kind: 'boolean', prop: 'dense', description: 'Whether the widget is dense.', default: false },
      { kind: 'string', prop: 'label', description: expect.stringContaining('The label') },
    ]);
  });

  it('refuses the callback and the slots of the declaration with their written types', () => {
    const { diagnostics } = playgroundKnobs(widget, [{ name: 'onValueChange', line: 4, column: 9 }, { name: 'slots', line: 4, column: 30 }], 'page.md');
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Prop "onValueChange" of Widget has the type (event: React.SyntheticEvent, value: number) => void, which no knob can set.',
      'Prop "slots" of Widget has the type WidgetSlots, which no knob can set.',
    ]);
    expect(diagnostics.map((d) => `${d.line}:${d.column}`)).toEqual(['4:9', '4:30']);
  });
});

describe('a playground found without compiling its page', () => {
  it('is named by its data module and component, which find the module and its chunk key again', () => {
    const content = tempDir('playground-scan');
    const dir = path.join(content, 'charts folder');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'data.ts'), 'export const series = [];\n');
    const markdown = ['# Charts', '', '{{"demo": "Basic.js"}}', '{{"playground": "BarChart", "props": ["hideLegend"], "data": "./data.ts"}}', '{{"playground": broken}}', ''].join('\r\n');
    const names = embeddedDemoNames(markdown);
    expect(names).toEqual(['Basic', './data.ts#BarChart']);
    expect(playgroundComponentOf(names[1]!)).toBe('BarChart');
    expect(playgroundComponentOf('Basic')).toBeUndefined();
    expect(demoFilesOf(dir, names[1]!, content)).toEqual({
      name: './data.ts#BarChart',
      key: 'charts folder/data~BarChart',
      variants: [{ variant: 'system', file: path.join(dir, 'data.ts') }],
      playground: { component: 'BarChart' },
    });
    // A module outside the content folder is no playground's.
    expect(demoFilesOf(dir, '../../elsewhere.ts#BarChart', content)).toBeUndefined();
  });
});
