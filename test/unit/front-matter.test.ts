import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseFrontMatter, simpleMapping } from '../../compiler/markdown/front-matter';

describe('front matter', () => {
  it('reads MUI keys and splits comma-separated component lists', () => {
    const { data, diagnostics } = parseFrontMatter('---\nproductId: x-tree-view\ntitle: Tree View\ncomponents: RichTreeView, TreeItem\n---\n# Hi\n', 'a.md');
    expect(diagnostics).toEqual([]);
    expect(data).toEqual({ productId: 'x-tree-view', title: 'Tree View', components: ['RichTreeView', 'TreeItem'] });
  });

  it('keeps line numbers of the body true by blanking the front matter', () => {
    const { body } = parseFrontMatter('---\ntitle: A\n---\n# Title\n', 'a.md');
    expect(body.split('\n')[3]).toBe('# Title');
    expect(body.split('\n').slice(0, 3).every((l) => l.trim() === '')).toBe(true);
  });

  it('reports unterminated front matter at line 1', () => {
    const { diagnostics } = parseFrontMatter('---\ntitle: A\n# Title\n', 'a.md');
    expect(diagnostics).toMatchObject([{ code: 'front-matter-unterminated', line: 1, column: 1, severity: 'error' }]);
  });

  it('reports invalid YAML with the line in the markdown file', () => {
    const { diagnostics } = parseFrontMatter('---\ntitle: A\ncomponents: [a, b\n---\n', 'a.md');
    expect(diagnostics[0]).toMatchObject({ code: 'front-matter-yaml', file: 'a.md' });
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('rejects a key of the wrong type at its line', () => {
    const { diagnostics } = parseFrontMatter('---\nproductId: x\ntitle: [1, 2]\n---\n', 'a.md');
    expect(diagnostics).toMatchObject([{ code: 'front-matter-type', line: 3 }]);
  });
});

describe('front matter of simple lines, read without the YAML parser', () => {
  /** Keys and values of the kinds simple lines may have, and of the kinds that must go to the parser. */
  const KEYS = ['title', 'description', 'productId', 'components', 'github-label', 'x_1', 'constructor'];
  const VALUES = ['Data Grid', 'What’s new in v8', "it's here", 'Sorting [Pro]', 'A, B, C', 'true', 'False', 'NULL', 'yes', 'no', 'on', 'Infinity', 'NaN', '1.5', '0x1F', '.inf', '~', '"quoted"', '"with \\"escape\\""', '"a: b # c"', 'a: b', 'a #b', 'a#b', 'key:', "'single'", '[a, b]', '{a: 1}', '*alias', '&anchor x', '!tag x', '|', '>', '- item', 'trailing   ', 'ünïcode ✓', 'tab\there', '"tab\there"', ''];

  it('gives the YAML parser’s mapping whenever it reads the lines, and leaves to it what it cannot read the same', () => {
    let read = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES), fc.constantFrom(' ', '  ')), { minLength: 1, maxLength: 6 }), fc.boolean(), (pairs, blank) => {
        const lines = pairs.map(([key, value, space]) => `${key}:${space}${value}`);
        if (blank) lines.splice(1, 0, '');
        const text = `${lines.join('\n')}\n`;
        const simple = simpleMapping(text.split('\n'));
        if (!simple) return;
        read += 1;
        expect(simple.raw, text).toEqual(parseDocument(text, { uniqueKeys: false }).toJS());
        expect(parseFrontMatter(`---\n${text}---\n`, 'a.md')).toEqual(withYaml(`---\n${text}---\n`));
      }),
      { numRuns: 2000 },
    );
    expect(read).toBeGreaterThan(100);
  });

  it('leaves booleans, null, numbers, escapes, comments, flow collections, tags, a key written twice and CRLF to the parser', () => {
    for (const text of ['title: true', 'title: Null', 'title: 12', 'title: "a\\nb"', 'title: a # note', 'title: [a]', 'title: !x a', 'title: A\ntitle: B', 'title: A\r', '# comment\ntitle: A', '']) {
      expect(simpleMapping(text.split('\n')), JSON.stringify(text)).toBeUndefined();
    }
    expect(simpleMapping(['title: Data Grid: Sorting'])).toBeUndefined();
    expect(simpleMapping(['title: "Data Grid: Sorting"', '', 'description: How to sort  '])).toEqual({ raw: { title: 'Data Grid: Sorting', description: 'How to sort' }, diagnostics: [] });
  });
});

/** parseFrontMatter with the simple lines read by the parser too (the body of the function is the same after reading). */
function withYaml(source: string) {
  const padded = source.replace(/^---\n/, '---\n# parsed by YAML\n');
  const result = parseFrontMatter(padded, 'a.md');
  const keys = Object.fromEntries(Object.entries(result.keys).map(([key, at]) => [key, { ...at, line: at.line - 1 }]));
  return { ...result, body: result.body.replace(/^( *\n) *\n/, '$1'), keys };
}
