import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../../compiler/twins/page-markdown';
import { colorModeHeadScript } from '../../templates/document';
import { compile } from '../helpers/compile';

const page = (body: string) => `# Title\n\n<p class="description">About the page.</p>\n\n${body}\n`;
const fence = (lang: string, label: string, code: string) => `\`\`\`${lang}${label ? ` ${label}` : ''}\n${code}\n\`\`\``;
const group = (open: string, ...fences: string[]) => `${open}\n\n${fences.join('\n\n')}\n\n</codeblock>`;
const managers = group('<codeblock storageKey="package-manager">', fence('bash', 'npm', 'npm install a'), fence('bash', 'pnpm', 'pnpm add a'));
const found = (source: string) => compile(page(source)).diagnostics.map((d) => [d.code, d.severity, d.line]);

describe('code tabs (<codeblock>)', () => {
  it('groups the fences as tabs labelled from their meta, with the storage key', () => {
    const result = compile(page(managers));
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<docs-code-tabs id="code-tabs-1" data-storage-key="package-manager"><docs-code-tab data-label="npm"><pre data-frame="terminal"><code class="hljs language-bash">npm install a\n</code></pre></docs-code-tab><docs-code-tab data-label="pnpm"><pre data-frame="terminal">');
    expect(result.html).not.toContain('codeblock');
  });

  it('reads a group inside a list item, a group without a storage key and CRLF line endings', () => {
    const inList = `1. Install:\n\n   ${group('<codeblock>', fence('tsx', 'Community', 'const a = 1;'), fence('tsx', 'Pro', 'const b = 2;')).replace(/\n(?!\n)/g, '\n   ')}\n`;
    const result = compile(page(inList).replace(/\n/g, '\r\n'));
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toMatch(/<li>\s*<p>Install:<\/p>\s*<docs-code-tabs id="code-tabs-1"><docs-code-tab data-label="Community">/);
    expect(result.html).toContain('<docs-code-tab data-label="Pro">');
  });

  it('labels a fence without meta by its language, with a warning, and warns about two tabs of one label', () => {
    expect(found(group('<codeblock>', fence('bash', '', 'a'), fence('sh', 'x', 'b')))).toEqual([['code-tabs-label', 'warning', 7]]);
    expect(compile(page(group('<codeblock>', fence('bash', '', 'a'), fence('sh', 'x', 'b')))).html).toContain('data-label="bash"');
    expect(found(group('<codeblock storageKey="k">', fence('bash', 'npm', 'a'), fence('bash', 'npm', 'b')))).toEqual([['code-tabs-duplicate-label', 'warning', 5]]);
  });

  it.each([
    ['never closed', `<codeblock storageKey="k">\n\n${fence('bash', 'npm', 'npm i')}\n\nMore prose.`, [['code-tabs-unclosed', 'error', 5]]],
    ['empty', '<codeblock storageKey="k">\n\n</codeblock>', [['code-tabs-empty', 'error', 5]]],
    ['holding prose', `<codeblock storageKey="k">\n\n${fence('bash', 'npm', 'npm i')}\n\nA sentence.\n\n</codeblock>`, [['code-tabs-content', 'error', 11]]],
    ['opened right above a fence', `<codeblock storageKey="k">\n${fence('bash', 'npm', 'npm i')}\n\n</codeblock>`, [['code-tabs-tag-alone', 'error', 5], ['code-tabs-unopened', 'error', 10]]],
  ])('reports a group %s, at its line, and shows what it holds as written', (_name, body, diagnostics) => {
    const result = compile(page(body));
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line]).sort((a, b) => Number(a[2]) - Number(b[2]))).toEqual(diagnostics);
    expect(result.html).not.toContain('docs-code-tabs');
    if (body.includes('npm i\n```')) expect(result.html).toContain('npm i');
    for (const d of result.diagnostics) expect(d.hint).toBeTruthy();
  });

  it('reports a </codeblock> that closes nothing, and keeps the group before it', () => {
    const result = compile(page(`${managers}\n\n</codeblock>`));
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['code-tabs-unopened', 17]]);
    expect(result.html).toContain('<docs-code-tab data-label="pnpm">');
  });

  it('lists every tab in the markdown twin, each fence under its label', () => {
    const result = compile(page(`Install:\n\n${managers}`));
    const twin = pageMarkdown({ mdast: result.mdast, source: result.body, links: { contentPath: 'guide/index.md', base: '/', defaultLanguage: 'en', file: 'page.md', route: '/guide/' }, demoSources: new Map() });
    expect(twin).toContain('Install:\n\n**npm**\n\n```bash\nnpm install a\n```\n\n**pnpm**\n\n```bash\npnpm add a\n```\n');
  });
});

describe('the head script applies stored code tab choices', () => {
  /** Runs the head script against a document stub; returns the style sheet it adds, if any. */
  function headStyle(stored: string | null): string | undefined {
    const added: { id?: string; textContent?: string }[] = [];
    const classList = { add: () => undefined };
    const stubs = {
      document: { documentElement: { classList, style: {} }, querySelector: () => null, cookie: '', head: { appendChild: (e: object) => added.push(e) }, createElement: () => ({}) },
      localStorage: { getItem: (key: string) => (key === 'docs-code-tabs' ? stored : null) },
      location: { hash: '' },
      CSS: { escape: (value: string) => value.replace(/["\\]/g, '\\$&') },
      window: {},
      matchMedia: undefined,
    };
    new Function(...Object.keys(stubs), colorModeHeadScript({ light: '#fff', dark: '#000' }))(...Object.values(stubs));
    expect(added.every((e) => e.id === 'docs-code-tabs-choice')).toBe(true);
    return added[0]?.textContent;
  }

  it('shows the stored tab of each storage key, only in groups that have it', () => {
    const css = headStyle(JSON.stringify({ 'package-manager': 'pnpm' }))!;
    const group = '.docs-code-tabs[data-storage-key="package-manager"]:has(>[role=tabpanel][data-label="pnpm"])';
    expect(css).toBe(`${group}>[role=tabpanel]{display:none}${group}>[role=tabpanel][data-label="pnpm"]{display:block}${group}>[role=tablist]>[role=tab]{--docs-tab-on:initial}${group}>[role=tablist]>[data-label="pnpm"]{--docs-tab-on:var(--docs-tab-selected)}`);
  });

  it('escapes what it puts in selectors, and adds nothing for no choices or a broken value', () => {
    expect(headStyle(JSON.stringify({ 'k"]{}': 'a"b' }))).toContain('[data-storage-key="k\\"]{}"]:has(>[role=tabpanel][data-label="a\\"b"])');
    expect(headStyle(null)).toBeUndefined();
    expect(headStyle('{not json')).toBeUndefined();
  });
});
