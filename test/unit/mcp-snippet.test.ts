import { describe, expect, it } from 'vitest';
import { headingKey, snippetOf, twinSections } from '../../compiler/mcp/snippet';

const TWIN = [
  '# Data Grid - Sorting',
  '',
  'Sort rows from the **column headers** or from [code](/x/api/data-grid/data-grid/).',
  '',
  '## The `sortModel` prop',
  '',
  '> **Note:** the model is an array.',
  '',
  '````tsx',
  '```',
  '## Not a heading, inside a demo',
  '````',
  'After the demo.',
  '',
  '### Options',
  '',
  '| Name | Default |',
  '| - | - |',
  '| `sortingOrder` | `[\'asc\', \'desc\', null]` |',
  '~~~',
  'const hidden = true;',
  '~~~',
].join('\r\n');

describe('twinSections', () => {
  it('splits a twin into the prose of its introduction and of each heading, code and table rules left out', () => {
    const sections = twinSections(TWIN);
    expect([...sections.keys()]).toEqual(['', 'the sortmodel prop', 'options']);
    expect(sections.get('')).toBe('Sort rows from the column headers or from code.');
    expect(sections.get('the sortmodel prop')).toBe('Note: the model is an array. After the demo.');
    expect(sections.get('options')).toBe("Name Default sortingOrder ['asc', 'desc', null]");
  });

  it('finds a section by the heading text the search index holds', () => {
    expect(twinSections(TWIN).get(headingKey('The sortModel prop'))).toContain('the model is an array');
  });
});

describe('snippetOf', () => {
  const long = `${'Rows come in the order of the array. '.repeat(8)}Sorting compares the values of the cells, not their formatted text. ${'Every column can be sorted. '.repeat(6)}`;

  it('starts a little before the first matched word, cut at spaces, marked where it was cut', () => {
    const snippet = snippetOf(long, 'en', new Set(['sort']));
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('Sorting compares the values');
    expect(snippet.indexOf('Sorting')).toBeLessThanOrEqual(62);
    expect(snippet.length).toBeLessThanOrEqual(242);
    expect(long).toContain(snippet.slice(1, -1));
  });

  it('starts at the beginning when nothing matches, and keeps a short text whole', () => {
    expect(snippetOf(long, 'en', new Set(['pivot'])).startsWith('Rows come in the order')).toBe(true);
    expect(snippetOf('Short text.', 'en', new Set(['short']))).toBe('Short text.');
  });
});
