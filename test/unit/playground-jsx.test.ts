import { describe, expect, it } from 'vitest';
import { changedProps, defaultValues, playgroundJsx, playgroundJsxTokens } from '../../templates/playground/playground-jsx';
import type { Knob } from '../../templates/shared/playground';

const knobs: Knob[] = [
  { kind: 'options', prop: 'layout', description: '', options: ['horizontal', 'vertical'], default: 'vertical' },
  { kind: 'boolean', prop: 'hideLegend', description: '', default: false },
  { kind: 'number', prop: 'borderRadius', description: '', min: 0, max: 20 },
  { kind: 'string', prop: 'title', description: '' },
];

describe('the JSX of a playground', () => {
  it('shows only the props that differ from their defaults, data props last', () => {
    expect(playgroundJsx('BarChart', knobs, defaultValues(knobs), [])).toBe('<BarChart />');
    expect(playgroundJsx('BarChart', knobs, { ...defaultValues(knobs), layout: 'vertical', hideLegend: false }, ['series'])).toBe('<BarChart series={series} />');
    expect(playgroundJsx('BarChart', knobs, { layout: 'horizontal', hideLegend: true, borderRadius: 8 }, ['series'])).toBe('<BarChart layout="horizontal" hideLegend borderRadius={8} series={series} />');
  });

  it('breaks onto one prop a line past 80 columns, as Prettier formats our demos', () => {
    expect(playgroundJsx('BarChart', knobs, { layout: 'horizontal', hideLegend: true, borderRadius: 12, title: 'Cups sold' }, ['series', 'xAxis'])).toBe(
      ['<BarChart', '  layout="horizontal"', '  hideLegend', '  borderRadius={12}', '  title="Cups sold"', '  series={series}', '  xAxis={xAxis}', '/>'].join('\n'),
    );
  });

  it('writes false, and strings JSX attributes cannot hold, as expressions', () => {
    const toggles: Knob[] = [{ kind: 'boolean', prop: 'rowSelection', description: '', default: true }, knobs[3]!];
    expect(playgroundJsx('DataGrid', toggles, { rowSelection: false, title: 'Say "hi"' }, [])).toBe('<DataGrid rowSelection={false} title={"Say \\"hi\\""} />');
  });

  it('gives each piece the highlighter class our code blocks use', () => {
    const tokens = playgroundJsxTokens('BarChart', knobs, { layout: 'horizontal', borderRadius: 4 }, ['series']).filter((t) => t.kind);
    expect(tokens).toEqual([
      { text: 'BarChart', kind: 'name' },
      { text: 'layout', kind: 'attr' },
      { text: '"horizontal"', kind: 'string' },
      { text: 'borderRadius', kind: 'attr' },
      { text: '4', kind: 'number' },
      { text: 'series', kind: 'attr' },
      { text: 'series', kind: 'variable' },
    ]);
    expect(changedProps(knobs, { layout: 'vertical', borderRadius: 4 })).toEqual([['borderRadius', 4]]);
  });
});
