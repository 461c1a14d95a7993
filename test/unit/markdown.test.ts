import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../helpers/compile';
import type { Nodes } from 'mdast';
import { parseMarkdown, parseMarkdownWithEveryExtension, textOutsideFences } from '../../compiler/markdown/parse-markdown';

const page = (body: string) => `# Title\n\n<p class="description">About the page.</p>\n\n${body}\n`;

describe('page head', () => {
  it('takes the title and description out of the content', () => {
    const result = compile(page('Body text.'));
    expect(result.title).toBe('Title');
    expect(result.description).toBe('About the page.');
    expect(result.html).not.toContain('<h1');
    expect(result.html).not.toContain('About the page.');
    expect(result.html).toContain('<p>Body text.</p>');
  });

  it('warns about a title over 70 and a description over 160 characters', () => {
    const result = compile(`# ${'T'.repeat(71)}\n\n<p class="description">${'d'.repeat(161)}</p>\n`);
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['title-too-long', 'warning'],
      ['description-too-long', 'warning'],
    ]);
  });

  it('reports an empty file', () => {
    expect(compile('').diagnostics.map((d) => d.code)).toContain('page-empty');
  });
});

describe('headings', () => {
  it('gives h2 and h3 GitHub slugs, anchor links and a table of contents', () => {
    const result = compile(page('## Controlled expansion\n\n### The `onChange` prop\n\n## Controlled expansion'));
    expect(result.toc).toEqual([
      { id: 'controlled-expansion', text: 'Controlled expansion', depth: 2 },
      { id: 'the-onchange-prop', text: 'The onChange prop', depth: 3 },
      { id: 'controlled-expansion-1', text: 'Controlled expansion', depth: 2 },
    ]);
    expect(result.html).toContain('<h2 id="controlled-expansion">Controlled expansion<a class="anchor-link" href="#controlled-expansion"');
    expect(result.ids).toEqual(['controlled-expansion', 'the-onchange-prop', 'controlled-expansion-1']);
  });
});

describe('callouts', () => {
  it.each(['info', 'success', 'warning', 'error'])('renders :::%s as a callout element', (kind) => {
    const result = compile(page(`:::${kind}\nMind the **gap**.\n:::`));
    expect(result.html).toContain(`<docs-callout severity="${kind}"><p>Mind the <strong>gap</strong>.</p></docs-callout>`);
    expect(result.diagnostics).toEqual([]);
  });

  it('reports an unknown kind and an unclosed callout at their line', () => {
    const unknown = compile(page(':::danger\nx\n:::'));
    expect(unknown.diagnostics).toMatchObject([{ code: 'callout-unknown', line: 5, column: 1 }]);
    const unclosed = compile(page(':::info\nnever closed'));
    expect(unclosed.diagnostics).toMatchObject([{ code: 'callout-unclosed', line: 5 }]);
  });

  it('leaves prose with colons alone', () => {
    expect(compile(page('Note:this is text at 10:30.')).html).toContain('Note:this is text at 10:30.');
  });
});

describe('tables and code', () => {
  it('keeps GFM tables with their alignment', () => {
    const result = compile(page('| a | b |\n| :- | -: |\n| 1 | 2 |'));
    expect(result.html).toContain('<th align="left">a</th>');
    expect(result.html).toContain('<td align="right">2</td>');
  });

  it('highlights fenced code at build time', () => {
    const result = compile(page('```tsx\nconst a: number = 1;\n```'));
    expect(result.html).toContain('<code class="hljs language-tsx"><span class="hljs-keyword">const</span>');
  });

  it('leaves code in an unknown language plain', () => {
    const result = compile(page('```nonsense\nhello\n```'));
    expect(result.html).toContain('<code class="hljs language-nonsense">hello\n</code>');
    expect(result.diagnostics).toEqual([]);
  });

  it('leaves plain text, unmarked fences and inline code unhighlighted, and keeps each fence’s text in the tree', () => {
    const result = compile(page('```text\nconst a = 1;\n```\n\n```\nconst b = 2;\n```\n\nInline `const c = 3;`.\n\n```js\nconst d = "<x>" & 4;\n```'));
    expect(result.html).toContain('<code class="language-text">const a = 1;\n</code>');
    expect(result.html).toContain('<code>const b = 2;\n</code>');
    expect(result.html).toContain('<code>const c = 3;</code>');
    // Quotes and `>` unescaped in text, `<` and `&` escaped, as in the rest of the page.
    expect(result.html).toContain('<span class="hljs-keyword">const</span> d = <span class="hljs-string">"&lt;x>"</span> &amp; <span class="hljs-number">4</span>;');
    const fences: string[] = [];
    const walk = (node: { type: string; tagName?: string; children?: unknown[] }) => {
      if (node.tagName === 'code') fences.push((node.children as { value: string }[]).map((child) => child.value).join(''));
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk(result.hast);
    expect(fences).toEqual(['const a = 1;\n', 'const b = 2;\n', 'const c = 3;', 'const d = "<x>" & 4;\n']);
  });
});

describe('author HTML', () => {
  it('keeps markup but removes scripts, event handlers and javascript: URLs', () => {
    const result = compile(page('<div class="note" id="keep"><span onclick="steal()">Hi</span></div>\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <a href="javascript:alert(2)">y</a>'));
    expect(result.html).toContain('<div class="note" id="keep"><span>Hi</span></div>');
    expect(result.html).not.toMatch(/script|onclick|javascript:/);
  });
});

describe('embeds', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-embed-'));
  writeFileSync(path.join(dir, 'BasicDemo.tsx'), 'export default function BasicDemo() {\n  return <p>Hi</p>;\n}\n');

  it('turns a demo embed into a demo element and records its files and variants', () => {
    writeFileSync(path.join(dir, 'BasicDemo.tailwind.tsx'), 'export default function BasicDemo() {\n  return <p className="p-2">Hi</p>;\n}\n');
    const result = compile(page('{{"demo": "BasicDemo.js", "bg": "inline", "defaultCodeOpen": true}}'), { dir });
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<docs-demo id="BasicDemo" name="BasicDemo" bg="inline" defaultCodeOpen="true"></docs-demo>');
    expect(result.ids).toContain('BasicDemo');
    expect(result.demos).toEqual([
      {
        name: 'BasicDemo',
        key: 'BasicDemo',
        line: 5,
        iframe: false,
        files: [
          { variant: 'system', file: path.join(dir, 'BasicDemo.tsx') },
          { variant: 'tailwind', file: path.join(dir, 'BasicDemo.tailwind.tsx') },
        ],
      },
    ]);
  });

  it('reports invalid JSON, unknown options and missing files at the embed line', () => {
    const codes = (body: string) => compile(page(body), { dir }).diagnostics.map((d) => [d.code, d.line]);
    expect(codes('{{"demo": "BasicDemo.js",}}')).toEqual([['embed-json', 5]]);
    expect(codes('{{"demo": "BasicDemo.js", "colour": "red"}}')).toEqual([['embed-unknown-option', 5]]);
    expect(codes('{{"demo": "Missing.js"}}')).toEqual([['demo-missing', 5]]);
    expect(codes('{{"component": "Nope"}}')).toEqual([['embed-unknown-component', 5]]);
    // A background of MUI's own naming is shown with no frame, with a warning (v9 writes "outline").
    expect(codes('{{"demo": "BasicDemo.js", "bg": "dotted"}}')).toEqual([['embed-unknown-option', 5]]);
    expect(codes('{{"demo": "BasicDemo.js", "bg": 5}}')).toEqual([['embed-option-type', 5]]);
  });

  it('renders a registered component embed', () => {
    const result = compile(page('{{"component": "ComponentLinkHeader"}}'), { components: ['ComponentLinkHeader'] });
    expect(result.html).toContain('<docs-component name="ComponentLinkHeader"></docs-component>');
  });
});

describe('literal autolinks', () => {
  it('are found in prose and not in install commands', () => {
    const page = compile('# Links\n\nWrite to ada@example.com or see www.example.com.\n\n```bash\nnpm install @mui/x-data-grid@8.2.1\n```\n');
    expect(page.html).toContain('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(page.html).toContain('<a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a>');
    expect(page.html).toContain('@mui/x-data-grid@8.2.1');
    expect(page.html).not.toContain('mailto:x-data-grid');
  });

  it('are looked for outside the fences a line-by-line reading is sure of', () => {
    const fenced = 'Text\n\n```bash\nnpm i a@1.2.3\n```\n\nMore';
    expect(textOutsideFences(fenced)).toBe('Text\n\n\nMore');
    // Unclosed, right after a paragraph line, or inside raw HTML that spans blank lines: kept.
    expect(textOutsideFences('```\nnpm i a@1.2.3')).toBe('```\nnpm i a@1.2.3');
    expect(textOutsideFences('Text\n```\na@b.co\n```')).toBe('Text\n```\na@b.co\n```');
    expect(textOutsideFences('<!--\n\n```\n-->\n\nb@c.io\n\n```')).toBe('<!--\n\n```\n-->\n\nb@c.io\n\n```');
    const link = parseMarkdown('Text\n```\nx\n```\nmail c@d.io').children.at(-1);
    expect(JSON.stringify(link)).toContain('mailto:c@d.io');
  });
});

describe('syntax extensions tried only where their marks are', () => {
  const types = (node: Nodes): string[] => [node.type, ...('children' in node ? node.children.flatMap(types) : [])];
  const cases: [string, string, string | undefined][] = [
    ['a table', '| a | b |\n| - | - |\n| 1 | 2 |\n| 3 | 4 |', 'table'],
    ['a table without outer pipes', 'a | b\n--- | ---\n1 | 2', 'table'],
    ['a table interrupting a paragraph', 'Some text\n| a |\n| :-: |\n| 1 |', 'table'],
    ['a table in a quote', '> | a | b |\n> |---|---|\n> | 1 | 2 |', 'table'],
    ['a table in a list item', '- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |', 'table'],
    ['a table on a list marker line', '- | a | b |\n  | - | - |', 'table'],
    ['a one-column table without pipes', 'Title\n:-:\nrow', 'table'],
    ['a table with CRLF and CR line endings', '| a |\r\n| - |\r\n| 1 |\r| 2 |', 'table'],
    ['pipes without a delimiter row', 'a | b\nc | d\n\n| x |', undefined],
    ['a setext heading, not a table', 'a\n-\n\nb | c\n-', undefined],
    ['a lazy line after a table in a quote', '> | a |\n> | - |\n| b |', 'table'],
    ['strikethrough', 'It was ~~gone~~ and ~back~.', 'delete'],
    ['a footnote', 'Text[^1].\n\n[^1]: The note.', 'footnoteDefinition'],
    ['task items', '- [ ] todo\n- [x] done\n- [\t] tab', 'listItem'],
    ['a callout', ':::info\nNote.\n:::', 'containerDirective'],
  ];
  it.each(cases)('parse %s as the full parser does', (_name, source, expected) => {
    const tree = parseMarkdown(source);
    expect(tree).toEqual(parseMarkdownWithEveryExtension(source));
    if (expected) expect(types(tree)).toContain(expected);
    else expect(types(tree)).not.toContain('table');
  });

  it('checks task items', () => {
    const item = parseMarkdown('- [x] done').children[0];
    expect(item?.type === 'list' && item.children[0]?.checked).toBe(true);
  });
});
