import { describe, expect, it } from 'vitest';
import { withinEdits } from '../../templates/search/edit-distance';
import { ignoredWords, parseQuery } from '../../templates/search/query-words';
import { lengthNorms, rankPages, type RankingIndex } from '../../templates/search/rank';
import { candidatesFor, type TermRange } from '../../templates/search/term-match';
import { sectionTexts, snippetOf, twinUrl } from '../../templates/search/snippets';

describe('edit distance', () => {
  it('counts an insertion, a deletion, a substitution or a swap of neighbours as one edit', () => {
    expect(withinEdits('piviot', 'pivot', 1)).toBe(true);
    expect(withinEdits('agregation', 'aggregation', 1)).toBe(true);
    expect(withinEdits('heatmpa', 'heatmap', 1)).toBe(true);
    expect(withinEdits('sortnig', 'sorting', 1)).toBe(true);
    expect(withinEdits('pagniaton', 'pagination', 1)).toBe(false);
    expect(withinEdits('pagniaton', 'pagination', 2)).toBe(true);
    expect(withinEdits('chart', 'charts', 0)).toBe(false);
  });
});

describe('query words', () => {
  it('reads a component name written as one word, or "API" and "props", as a request for the reference page', () => {
    expect(parseQuery('DataGridPro', 'en').wantsReference).toBe(true);
    expect(parseQuery('useGridApiRef', 'en').wantsReference).toBe(true);
    expect(parseQuery('line chart', 'en').wantsReference).toBe(false);
    expect(parseQuery('heatmap', 'en').wantsReference).toBe(false);
    expect(parseQuery('CSV', 'en').wantsReference).toBe(false);
    const api = parseQuery('line chart API', 'en');
    expect(api.wantsReference).toBe(true);
    expect(api.terms.map((t) => t.term)).toEqual(['line', 'chart']);
    expect(ignoredWords(api, api.terms)).toEqual([]);
    // "api" alone is searched for.
    expect(parseQuery('api', 'en').terms.map((t) => t.term)).toEqual(['api']);
  });

  it('marks the last word as typed, and names the words no used term stands for', () => {
    const parsed = parseQuery('migrate data grid v7 to v8', 'en');
    expect(parsed.terms.map((t) => [t.term, t.typing])).toEqual([
      ['migrat', false],
      ['data', false],
      ['grid', false],
      ['v7', false],
      ['v8', true],
    ]);
    expect(ignoredWords(parsed, parsed.terms.filter((t) => t.term !== 'v7'))).toEqual(['v7', 'to']);
  });
});

describe('term candidates', () => {
  const index: Record<string, number[]> = { data: [0, 32], migration: [1, 32], pivot: [2, 32], pivoting: [2, 32], load: [3, 32], loader: [4, 32] };
  const terms = Object.keys(index).sort();
  const termsIn: TermRange = async (from, to) => terms.filter((t) => t >= from && t < to).map((t) => [t, index[t]!]);
  const found = async (term: string, typing: boolean) => (await candidatesFor(term, typing, termsIn)).map((c) => [c.term, Number(c.weight.toFixed(2))]);

  it('matches a finished word exactly, and only as a prefix or a typo when the index lacks it', async () => {
    expect(await found('data', false)).toEqual([['data', 1]]);
    expect(await found('load', false)).toEqual([['load', 1]]);
    expect(await found('migrat', false)).toEqual([['migration', 0.67]]);
    expect(await found('piviot', false)).toEqual([['pivot', 0.6]]);
    expect(await found('zyxwv', false)).toEqual([]);
  });

  it('matches the word being typed as the start of longer terms and past its stem', async () => {
    expect(await found('load', true)).toEqual([
      ['load', 1],
      ['loader', 0.67],
    ]);
    expect(await found('pivoti', true)).toEqual([
      ['pivoting', 0.75],
      ['pivot', 0.83],
    ]);
  });
});

describe('page ranking', () => {
  // Pages: 0 a guide "Charts - Lines" (documents 0, 1), 1 the "LineChart API" page (documents 2, 3).
  const index: RankingIndex = {
    docPage: [0, 0, 1, 1],
    pageDoc: [0, 2],
    reference: [false, true],
    titleTerms: [['line'], ['linechart']],
    norms: lengthNorms([20, 40, 20, 40]),
  };
  const scores = (pairs: [number, number][]) => new Map(pairs);

  it('puts a guide before an API page that scores the same, unless the query asks for the reference', () => {
    const perTerm = [scores([[0, 2], [2, 2]])];
    expect(rankPages(index, perTerm, { terms: new Set(['chart']), wantsReference: false }).map((p) => p.page)).toEqual([0, 1]);
    expect(rankPages(index, perTerm, { terms: new Set(['chart']), wantsReference: true }).map((p) => p.page)).toEqual([1, 0]);
  });

  it('weighs a title the query spells out, and ranks a section with every word above one with some', () => {
    const even = [scores([[0, 2], [2, 2.5]])];
    expect(rankPages(index, even, { terms: new Set(['linechart']), wantsReference: true })[0]!.page).toBe(1);
    const twoWords = [scores([[1, 1], [3, 3]]), scores([[1, 1]])];
    const ranked = rankPages(index, twoWords, { terms: new Set(['a', 'b']), wantsReference: true });
    expect(ranked.map((p) => p.page)).toEqual([0, 1]);
    expect(ranked[0]!.docs).toEqual([1]);
  });
});

describe('snippets from the markdown twin', () => {
  const twin = [
    '# Charts - Lines',
    '',
    'Line charts show how values evolve. [Bars](/x/react-charts/bars/) suit categories.',
    '',
    '## Curves and `marks`',
    '',
    '```tsx',
    'const curve = "linear";',
    '```',
    '',
    '| Name | Type |',
    '| - | - |',
    'The **curve** series option sets the interpolation.\r',
  ].join('\n');

  it('finds the twin beside the page, under the base', () => {
    expect(twinUrl('/', '/x/react-charts/lines/')).toBe('/x/react-charts/lines.md');
    expect(twinUrl('/docs/', '/x/')).toBe('/docs/x.md');
    expect(twinUrl('/', '/')).toBe('/index.md');
  });

  it('reads each section as plain prose, without code or tables, by its heading', () => {
    const sections = sectionTexts(twin);
    expect(sections.get('')).toBe('Line charts show how values evolve. Bars suit categories.');
    expect(sections.get('curves and marks')).toBe('The curve series option sets the interpolation.');
  });

  it('cuts around the first matched word at word boundaries and marks the matches', () => {
    const text = `${'Filler words before the match. '.repeat(6)}Row height is set with getRowHeight, and each row height may differ. ${'More words after it. '.repeat(10)}`;
    const snippet = snippetOf(text, 'en', new Set(['height']));
    expect(snippet.text.startsWith('… ')).toBe(true);
    expect(snippet.text.endsWith(' …')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(170);
    expect(snippet.marks.map(([a, b]) => snippet.text.slice(a, b))).toEqual(['height', 'Height', 'height']);
  });
});
