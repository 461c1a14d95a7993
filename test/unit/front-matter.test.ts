import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../compiler/markdown/front-matter';

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
