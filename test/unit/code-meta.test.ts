import { describe, expect, it } from 'vitest';
import { highlightedLines } from '../../compiler/code/code-lines';
import { readDiff, readNotations } from '../../compiler/code/code-notations';
import { compilePage } from '../../compiler/markdown/compile-page';
import { parseFenceMeta } from '../../compiler/markdown/fence-meta';
import { compile } from '../helpers/compile';

const page = (body: string) => `# Title\n\n<p class="description">About the page.</p>\n\n${body}\n`;

describe('fence meta', () => {
  it('reads a title, line ranges, line numbers and the words left as a label', () => {
    expect(parseFenceMeta('title="src/App.tsx" {1,4-6} showLineNumbers')).toEqual({ title: 'src/App.tsx', lines: new Set([1, 4, 5, 6]), lineNumbers: true });
    expect(parseFenceMeta("npm title='Install'")).toEqual({ title: 'Install', lines: new Set(), label: 'npm' });
    expect(parseFenceMeta('showLineNumbers=false')).toEqual({ lines: new Set(), lineNumbers: false });
    expect(parseFenceMeta('{3-1, 2}').lines).toEqual(new Set([2]));
    expect(parseFenceMeta(undefined)).toEqual({ lines: new Set() });
  });
});

describe('notation comments', () => {
  it('removes Docusaurus and VitePress notations and marks their lines', () => {
    const { code, marks } = readNotations('a\n// highlight-next-line\nb\n# highlight-start\nc\n{/* highlight-end */}\nd // [!code focus]\ne /* [!code ++] */\nf # [!code --]\ng <!-- [!code hl] -->\n');
    expect(code).toBe('a\nb\nc\nd\ne\nf\ng\n');
    expect([...marks].map(([line, set]) => [line, [...set]])).toEqual([[1, ['highlight']], [2, ['highlight']], [3, ['focus']], [4, ['add']], [5, ['remove']], [6, ['highlight']]]);
  });

  it('leaves code without notations alone, and a comment that only mentions one', () => {
    expect(readNotations('const a = 1;\n').marks.size).toBe(0);
    expect(readNotations('// see highlight-next-line in the docs\n').code).toBe('// see highlight-next-line in the docs\n');
  });

  it('reads a diff written with signs, and leaves a patch with headers as it is', () => {
    expect(readDiff('-a\n+b\n c\n')).toEqual({ code: 'a\nb\nc\n', marks: new Map([[0, new Set(['remove'])], [1, new Set(['add'])]]) });
    expect(readDiff('--- a/x\n+++ b/x\n-a\n+b\n').marks.size).toBe(0);
    expect(readDiff('plain\n+b\n').marks.size).toBe(0);
  });
});

describe('highlighted lines', () => {
  it('closes spans at each line end and opens them again on the next line', () => {
    expect(highlightedLines('<span class="s">`a\nb`</span> c\nd\n')).toEqual(['<span class="s">`a</span>', '<span class="s">b`</span> c', 'd']);
  });
});

describe('code blocks with meta, in a page', () => {
  it('frames a titled block and a terminal, and leaves a plain block as it was', () => {
    const html = compile(page('```tsx title="src/App.tsx"\nconst a = 1;\n```\n\n```bash\nnpm i\n```\n\n```tsx\nconst b = 2;\n```')).html;
    expect(html).toContain('<pre data-title="src/App.tsx"><code class="hljs language-tsx"><span class="hljs-keyword">const</span> a');
    expect(html).toContain('<pre data-frame="terminal"><code class="hljs language-bash">npm i\n</code></pre>');
    expect(html).toContain('<pre><code class="hljs language-tsx"><span class="hljs-keyword">const</span> b = <span class="hljs-number">2</span>;\n</code></pre>');
  });

  it('marks lines by range and by comment, with the comments gone from the code everything reads', () => {
    const result = compile(page('```tsx {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3; // [!code focus]\n```'));
    expect(result.html).toContain('<pre data-focus=""><code class="hljs language-tsx"><span class="line highlighted"><span class="hljs-keyword">const</span> a');
    expect(result.html).toContain('<span class="line highlighted"><span class="hljs-keyword">const</span> b');
    expect(result.html).toContain('<span class="line focused"><span class="hljs-keyword">const</span> c = <span class="hljs-number">3</span>;</span>\n</code>');
    expect(result.html).not.toMatch(/highlight-next-line|\[!code/);
  });

  it('numbers every block by the site default, but for a block that says showLineNumbers=false', () => {
    const source = page('```tsx\na;\n```\n\n```tsx showLineNumbers=false\nb;\n```');
    const compiled = compilePage({ source, route: '/guide/', file: '/nowhere/index.md', displayPath: 'page.md', contentPath: 'guide/index.md', contentDir: '/nowhere', base: '/', defaultLanguage: 'en', components: new Map(), codeLineNumbers: true });
    const pres = compiled.hast.children.filter((node) => node.type === 'element' && node.tagName === 'pre');
    expect(pres.map((pre) => (pre as { properties: object }).properties)).toEqual([{ dataLineNumbers: '' }, {}]);
  });

  it('renders a diff as inserted and deleted lines with their signs, and numbers lines on request', () => {
    const html = compile(page('```diff\n-old();\n+renewed();\n```\n\n```tsx showLineNumbers\nx;\n```')).html;
    expect(html).toContain('<pre data-diff=""><code class="hljs language-diff"><del class="line diff remove"><span class="diff-sign" data-nocopy>-</span>old();</del>\n<ins class="line diff add"><span class="diff-sign" data-nocopy>+</span>renewed();</ins>\n</code></pre>');
    expect(html).toContain('<pre data-line-numbers=""><code class="hljs language-tsx"><span class="line">x;</span>\n</code></pre>');
  });
});

describe('GitHub alerts', () => {
  it.each([
    ['NOTE', 'info', 'Note'],
    ['TIP', 'success', 'Tip'],
    ['IMPORTANT', 'info', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'error', 'Caution'],
  ])('renders > [!%s] as a callout', (kind, severity, label) => {
    const result = compile(page(`> [!${kind}]\n> Mind the **gap**.`));
    expect(result.html).toContain(`<docs-callout severity="${severity}" data-label="${label}"><p>Mind the <strong>gap</strong>.</p></docs-callout>`);
  });

  it('leaves a quote that only starts like an alert as a quote', () => {
    expect(compile(page('> [!NOTE] is how GitHub writes it.')).html).toContain('<blockquote>');
  });
});
