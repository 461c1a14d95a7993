import { describe, expect, it } from 'vitest';
import { highlightRanges } from '../../templates/search/highlight';
import { stem } from '../../templates/search/stem';
import { countTerms, tokenize } from '../../templates/search/tokenize';

const terms = (text: string, lang = 'en', parts = false) => tokenize(text, lang, { parts }).map((t) => t.term);

describe('English tokenising', () => {
  it('lower-cases and stems plurals and inflections to the same term', () => {
    expect(terms('Items item ITEMS')).toEqual(['item', 'item', 'item']);
    expect(terms('entries entry')).toEqual(['entri', 'entri']);
    expect(terms('boxes box classes class caches cache')).toEqual(['box', 'box', 'class', 'class', 'cach', 'cach']);
    expect(terms('loading loaded loads load')).toEqual(['load', 'load', 'load', 'load']);
    expect(terms('Lazy loading')).toEqual(terms('lazy load'));
  });

  it('tells hopping from hoping', () => {
    expect(['hopping', 'hop', 'hoping', 'hope', 'filing', 'files'].map(stem)).toEqual(['hop', 'hop', 'hope', 'hope', 'file', 'file']);
  });

  it('drops stop words and single letters, and splits punctuation', () => {
    expect(terms('The tree is a list of items, e.g. item.id')).toEqual(['tree', 'list', 'item', 'item', 'id']);
  });

  it('finds identifiers whole and, when indexing, by their camelCase parts', () => {
    expect(terms('RichTreeView getItemLabel')).toEqual(['richtreeview', 'getitemlabel']);
    expect(terms('RichTreeView', 'en', true)).toEqual(['richtreeview', 'rich', 'tree', 'view']);
  });

  it('records the offsets of each word for highlighting', () => {
    expect(tokenize('Lazy loading', 'en')).toEqual([
      { term: 'lazi', start: 0, end: 4 },
      { term: 'load', start: 5, end: 12 },
    ]);
  });
});

describe('Chinese tokenising', () => {
  it('segments with Intl.Segmenter and keeps dictionary words whole', () => {
    expect(terms('定义数据源', 'zh')).toContain('数据');
  });

  it('indexes runs of single characters as bigrams, so a two-character query finds the word in a sentence', () => {
    const sentence = terms('组件会在展开时加载子项。', 'zh');
    expect(sentence).toEqual(expect.arrayContaining(['组件', '加载', '子项']));
    for (const query of ['组件', '加载', '子项']) expect(sentence).toEqual(expect.arrayContaining(terms(query, 'zh')));
  });

  it('handles Latin words inside Chinese text', () => {
    expect(terms('传入 dataSource 对象', 'zh')).toEqual(['传入', ...terms('dataSource'), '对象']);
  });
});

describe('highlighting', () => {
  it('marks every word whose term matched, merging overlaps', () => {
    expect(highlightRanges('Lazy loading children', 'en', new Set(['lazi', 'load']))).toEqual([
      [0, 4],
      [5, 12],
    ]);
    expect(highlightRanges('RichTreeView items', 'en', new Set(['tree']))).toEqual([[4, 8]]);
    expect(highlightRanges('组件会在展开时加载子项', 'zh', new Set(['加载', '载子']))).toEqual([[7, 10]]);
  });
});

describe('countTerms', () => {
  it('counts exactly the terms tokenize finds with their parts', () => {
    const texts = [
      'The RichTreeView renders items; use getRowId when rows have no id (v8 and DataGridPro2).',
      'Sorting and sorting again: sortModel, sortingOrder, SORT_MODEL, x2y, 100px wide columns.',
      '组件会在展开时加载子项, then the DataGrid loads rows.',
      '',
    ];
    for (const text of texts) {
      const counts = new Map<string, number>();
      const expected = new Map<string, number>();
      const tokens = tokenize(text, 'en', { parts: true });
      for (const { term } of tokens) expected.set(term, (expected.get(term) ?? 0) + 1);
      expect(countTerms(text, 'en', counts)).toBe(tokens.length);
      expect(counts).toEqual(expected);
    }
  });
});
