import { describe, expect, it } from 'vitest';
import { withinEdits } from '../../templates/search/edit-distance';
import { ignoredWords, parseQuery, synonymsOf } from '../../templates/search/query-words';
import { rootsOf } from '../../templates/search/word-forms';
import { searchVocabularies } from '../../compiler/search/vocabulary';
import { lengthNorms, rankPages, type RankingIndex, type RankingQuery } from '../../templates/search/rank';
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
    expect(await found('load', false)).toEqual([
      ['load', 1],
      ['loader', 0.7],
    ]);
    expect(await found('migrat', false)).toEqual([['migration', 0.7]]);
    expect(await found('piviot', false)).toEqual([['pivot', 0.6]]);
    expect(await found('zyxwv', false)).toEqual([]);
  });

  it('matches the word being typed as the start of longer terms and past its stem', async () => {
    expect(await found('load', true)).toEqual([
      ['load', 1],
      ['loader', 0.7],
    ]);
    expect(await found('pivoti', true)).toEqual([
      ['pivoting', 0.75],
      ['pivot', 0.83],
    ]);
    // A word the index has as it is is likely finished: the terms it begins count for half as much.
    expect(await found('pivot', true)).toEqual([
      ['pivot', 1],
      ['pivoting', 0.31],
    ]);
  });
});

describe('questions', () => {
  const fillers = new Set(searchVocabularies({ languages: ['en', 'fr'], defaultLanguage: 'en' }).en!.fillers);

  it('leaves out the words that frame a question, unless nothing else is asked', () => {
    const terms = (query: string) => parseQuery(query, 'en', fillers).terms.map((t) => t.term);
    expect(terms('how do I get notified when a tree item is expanded')).toEqual(['notifi', 'tree', 'item', 'expand']);
    expect(terms('is there a way to let users export every row')).toEqual(['export', 'everi', 'row']);
    expect(terms('I want my users')).toEqual(['want', 'my', 'user']);
    // The compiler has no such words for another language.
    expect(searchVocabularies({ languages: ['en', 'fr'], defaultLanguage: 'en' }).fr!.fillers).toEqual([]);
    const parsed = parseQuery('where do I put the license key', 'en', fillers);
    expect(ignoredWords(parsed, parsed.terms)).toEqual(['where', 'do', 'I', 'the']);
  });

  it('reads words in a row as the name they spell', () => {
    expect(parseQuery('date picker props', 'en').compounds).toContain('datepicker');
    expect(parseQuery('date and time picker', 'en').compounds).toContain('datetimepicker');
  });

  it("finds the site's synonyms of a word, and of a phrase as a concept of its own", () => {
    const vocabulary = new Map([
      ['watermark', ['licens']],
      ['screen reader', ['accessibl', 'aria']],
    ]);
    const { byTerm, phrases } = synonymsOf(parseQuery('is the watermark read by a screen reader', 'en', fillers), vocabulary);
    expect(byTerm.get('watermark')).toEqual(['licens']);
    expect(phrases).toEqual([['accessibl', 'aria']]);
  });
});

describe('derived forms and synonyms', () => {
  const index: Record<string, number[]> = { expand: [0, 32], expansion: [1, 32], indent: [2, 32], indentation: [3, 32], edit: [4, 32], editabl: [5, 32], editor: [6, 32], licens: [7, 32] };
  const terms = Object.keys(index).sort();
  const termsIn: TermRange = async (from, to) => terms.filter((t) => t >= from && t < to).map((t) => [t, index[t]!]);
  const found = async (term: string, synonyms: string[] = []) => (await candidatesFor(term, false, termsIn, synonyms)).map((c) => [c.term, Number(c.weight.toFixed(2))]);

  it('matches a word\'s other derived forms at a lower weight, the stems\' alternations included', async () => {
    expect(rootsOf('expans')).toContain('expand');
    expect(await found('expand')).toEqual([
      ['expand', 1],
      ['expansion', 0.7],
    ]);
    expect(await found('indentation')).toEqual([
      ['indentation', 1],
      ['indent', 0.7],
    ]);
    expect(await found('edit')).toEqual([
      ['edit', 1],
      ['editabl', 0.7],
      ['editor', 0.7],
    ]);
  });

  it('matches the synonyms it is given, and their derived forms', async () => {
    expect(await found('watermark', ['licens'])).toEqual([['licens', 0.8]]);
    expect(await found('renam', ['edit'])).toEqual([
      ['edit', 0.8],
      ['editabl', 0.56],
      ['editor', 0.56],
    ]);
  });
});

describe('page ranking', () => {
  // Pages: 0 a guide "Charts - Lines" (documents 0, 1), 1 the "LineChart API" page (documents 2, 3),
  // 2 the migration guide "Charts - Migration from v7 to v8" (documents 4, 5).
  const index: RankingIndex = {
    docPage: [0, 0, 1, 1, 2, 2],
    pageDoc: [0, 2, 4],
    reference: [false, true, false],
    versions: [false, false, true],
    titleTerms: [['line'], ['linechart'], ['migrat', 'v7', 'v8']],
    productTerms: [['chart'], ['chart'], ['migrat']],
    norms: lengthNorms([20, 40, 20, 40, 20, 40]),
  };
  const scores = (pairs: [number, number][]) => new Map(pairs);
  const query = (terms: string[][], options: Partial<RankingQuery> = {}): RankingQuery => ({
    alternatives: terms.map((t) => new Set(t)),
    compounds: [],
    importance: terms.map(() => 1),
    wantsReference: false,
    wantsVersion: false,
    ...options,
  });

  it('puts a guide before an API page that scores the same, unless the query asks for the reference', () => {
    const perTerm = [scores([[0, 2], [2, 2]])];
    expect(rankPages(index, perTerm, query([['zoom']])).map((p) => p.page)).toEqual([0, 1]);
    expect(rankPages(index, perTerm, query([['zoom']], { wantsReference: true })).map((p) => p.page)).toEqual([1, 0]);
  });

  it('puts a feature page before a migration guide that scores the same, unless the query asks about a version', () => {
    const perTerm = [scores([[1, 2], [5, 2]])];
    expect(rankPages(index, perTerm, query([['legend']])).map((p) => p.page)).toEqual([0, 2]);
    expect(rankPages(index, perTerm, query([['legend']], { wantsVersion: true })).map((p) => p.page)).toEqual([2, 0]);
  });

  it('weighs a title the query spells out, in its words or written as one, and ranks a section with every word above one with some', () => {
    const even = [scores([[0, 2], [2, 2.5]])];
    expect(rankPages(index, even, query([['linechart']], { wantsReference: true }))[0]!.page).toBe(1);
    expect(rankPages(index, even, query([['line'], ['chart']], { wantsReference: true, compounds: ['linechart'] }))[0]!.page).toBe(1);
    const twoWords = [scores([[1, 1], [3, 2.5]]), scores([[1, 1]])];
    const ranked = rankPages(index, twoWords, query([['a'], ['b']], { wantsReference: true }));
    expect(ranked.map((p) => p.page)).toEqual([0, 1]);
    expect(ranked[0]!.docs).toEqual([1]);
  });

  it("puts the page of the product the query names before another product's page that scores the same", () => {
    // Two export guides, one document each: the Charts' (page 0) and the Data Grid's (page 1).
    const products: RankingIndex = { docPage: [0, 1], pageDoc: [0, 1], reference: [false, false], versions: [false, false], titleTerms: [['export'], ['export']], productTerms: [['chart'], ['data', 'grid']], norms: lengthNorms([20, 20]) };
    const perTerm = [scores([[0, 2], [1, 2]]), scores([[0, 1], [1, 1]])];
    expect(rankPages(products, perTerm, query([['export'], ['toolbar']])).map((p) => p.page)).toEqual([0, 1]);
    expect(rankPages(products, perTerm, query([['export'], ['grid', 'gridapi']])).map((p) => p.page)).toEqual([1, 0]);
    expect(rankPages(products, perTerm, query([['export'], ['tabl', 'grid']])).map((p) => p.page)).toEqual([1, 0]);
  });

  it('counts a rare word for more of the query than a common one', () => {
    // Document 1 has the rare word, document 3 the common one, with the same score.
    const perTerm = [scores([[1, 2]]), scores([[3, 2]])];
    const ranked = rankPages(index, perTerm, query([['watermark'], ['show']], { importance: [4, 1], wantsReference: true }));
    expect(ranked.map((p) => [p.page, p.coverage])).toEqual([
      [0, 0.8],
      [1, 0.2],
    ]);
  });

  it('adds a page\'s other sections to its best', () => {
    // Page 0 answers in two sections of 2; the migration guide's one section of 1.8 is raised by half as the query asks about a version (2.7).
    const perTerm = [scores([[0, 2], [1, 2], [4, 1.8]])];
    expect(rankPages(index, perTerm, query([['axis']], { wantsVersion: true })).map((p) => p.page)).toEqual([0, 2]);
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
