import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { FIXTURES, filesOf, ROOT, runCli, tempDir, type CliResult } from '../helpers/cli';

/**
 * A small site as Git for Windows checks it out (`core.autocrlf=true`): every text file with CRLF
 * line endings, and, as Windows editors save them, a byte order mark on every page. It must build
 * into the very same site as with LF, and `docs check` must find the same problems at the same
 * places. One copy of the content, at one path (the demos' bundles are named by their path),
 * converted in place between runs; each line ending has a cache of its own.
 *
 * The site is the basic fixture with every kind of text file the compiler reads from content: the
 * config and the navigation (TypeScript), pages with front matter, callouts, tables, code fences,
 * links and a demo embed, the demo (TSX), a translated page, the interface strings and the page
 * titles (JSON, multi-line so that a position in them has a line and a column). The shipped content
 * has nothing more of these kinds (its API pages come from the packages' types, not from content).
 */
const TEXT = /\.(md|tsx?|json)$/;
const BOM = '\uFEFF';

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT.test(file))
    .map((file) => path.join(dir, file));
}

function toWindows(dir: string): void {
  for (const file of textFiles(dir)) {
    const text = readFileSync(file, 'utf8').replace(/\r?\n/g, '\r\n');
    writeFileSync(file, file.endsWith('.md') ? BOM + text : text);
  }
}

function toUnix(dir: string): void {
  for (const file of textFiles(dir)) writeFileSync(file, readFileSync(file, 'utf8').replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'));
}

/**
 * The basic fixture, its JSON on several lines, with a translated page and a table of page titles,
 * and strict about component embeds as the shipped content is.
 */
function writeSite(content: string): void {
  cpSync(path.join(FIXTURES, 'site-basic'), content, { recursive: true });
  edit(path.join(content, 'site.config.ts'), "title: 'Fixture Docs',", "title: 'Fixture Docs',\n  strictComponents: true,");
  const translations = path.join(content, 'translations');
  for (const name of readdirSync(translations)) {
    const file = path.join(translations, name);
    writeFileSync(file, `${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2)}\n`);
  }
  writeFileSync(path.join(translations, 'page-titles.json'), `${JSON.stringify({ '/guide/setup/': { en: 'Setting up', zh: '安装' } }, null, 2)}\n`);
  writeFileSync(
    path.join(content, 'guide', 'setup', 'index-zh.md'),
    ['---', 'title: 安装', '---', '', '# 安装', '', '<p class="description">安装这个包。</p>', '', '## 安装', '', '```bash', 'npm install fixture', '```', '', '| 选项 | 默认 |', '| --- | --- |', '| `dense` | `false` |', '', '回到[指南](/guide/#getting-started)。', ''].join('\n'),
  );
}

/** Appends to a file in the line endings it has. */
function append(file: string, lines: string[]): void {
  const text = readFileSync(file, 'utf8');
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  writeFileSync(file, text + lines.join(eol) + eol);
}

function edit(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const edited = text.replace(from, to);
  expect(edited, `${file} has ${from}`).not.toBe(text);
  writeFileSync(file, edited);
}

/** Mistakes the stages locate: in a page's front matter, links (in text and in a table), embeds and callouts; in a demo and in a translation. */
function makeMistakes(content: string): void {
  const page = path.join(content, 'guide', 'advanced');
  append(path.join(page, 'index.md'), [
    '',
    '## Mistakes',
    '',
    'A [broken link](/guide/no-such-page/) and [a missing heading](#no-such-heading).',
    '',
    '{{"component": "NoSuchWidget"}}',
    '',
    '{{"demo": "BasicDemo.js", "colour": "red"}}',
    '',
    ':::danger',
    'Not a kind of callout.',
    ':::',
    '',
    '| Table | With |',
    '| ----- | ---- |',
    '| a [bad link](/guide/another-missing-page/) | cell |',
  ]);
  append(path.join(page, 'BasicDemo.tsx'), ["export const wrong: number = 'not a number';"]);
  edit(path.join(content, 'guide', 'index.md'), /^title: .*$/m, 'title: [unclosed');
  edit(path.join(content, 'translations', 'zh.json'), /^(\s*"[^"]+": )"[^"]*"/m, '$13');
}

describe('a site with Windows line endings and byte order marks', () => {
  let dir: string;
  let content: string;
  const build = (out: string, cache: string): CliResult =>
    runCli(['build', '--content', content, '--out', path.join(dir, out), '--cache-dir', path.join(dir, cache)]);
  const check = (cache: string): { result: CliResult; findings: Diagnostic[] } => {
    const result = runCli(['check', '--content', content, '--json', '--cache-dir', path.join(dir, cache)]);
    return { result, findings: (JSON.parse(result.stdout) as Diagnostic[]).map((d) => ({ ...d, file: path.relative(content, path.resolve(ROOT, d.file)) })) };
  };

  beforeAll(() => {
    dir = tempDir('windows-line-endings');
    content = path.join(dir, 'content');
    writeSite(content);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds the same pages, HTML, twins and search index as with LF', () => {
    const unix = build('dist-lf', 'cache-lf');
    expect(unix.status, unix.stderr).toBe(0);
    toWindows(content);
    expect(readFileSync(path.join(content, 'guide', 'index.md'), 'utf8')).toMatch(/^\uFEFF---\r\n/);
    const windows = build('dist-crlf', 'cache-crlf');
    expect(windows.status, windows.stderr).toBe(0);
    expect(windows.stderr).not.toContain('warning');
    const lf = filesOf(path.join(dir, 'dist-lf'));
    const crlf = filesOf(path.join(dir, 'dist-crlf'));
    expect([...crlf.keys()].sort()).toEqual([...lf.keys()].sort());
    expect([...lf.keys()].some((file) => file.endsWith('.md'))).toBe(true);
    expect(readFileSync(path.join(dir, 'dist-lf', 'zh', 'guide', 'setup', 'index.html'), 'utf8')).toContain('安装这个包。');
    const differing = [...lf].filter(([file, bytes]) => !bytes.equals(crlf.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  });

  it('finds the same problems at the same lines and columns as with LF', () => {
    makeMistakes(content);
    const windows = check('cache-crlf');
    toUnix(content);
    const unix = check('cache-lf');
    expect(unix.result.status).toBe(1);
    expect(windows.result.status).toBe(1);
    expect(windows.findings).toEqual(unix.findings);
    const at = (code: string) => unix.findings.filter((d) => d.code === code).map((d) => [d.file, d.line, d.column, d.severity]);
    const page = path.join('guide', 'advanced', 'index.md');
    const lines = readFileSync(path.join(content, page), 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(at('link-broken')).toContainEqual([page, lineOf('[broken link]'), 3, 'error']);
    expect(at('link-broken')).toContainEqual([page, lineOf('[bad link]'), 5, 'error']);
    expect(at('anchor-broken')).toContainEqual([page, lineOf('#no-such-heading'), 43, 'error']);
    expect(at('embed-unknown-component')).toEqual([[page, lineOf('NoSuchWidget'), 1, 'error']]);
    expect(at('embed-unknown-option')).toEqual([[page, lineOf('"colour"'), 1, 'warning']]);
    expect(at('callout-unknown')).toEqual([[page, lineOf(':::danger'), 1, 'error']]);
    expect(at('front-matter-yaml').map(([file]) => file)).toEqual([path.join('guide', 'index.md')]);
    expect(at('translation-type')).toEqual([[path.join('translations', 'zh.json'), 2, 3, 'error']]);
    const demo = path.join('guide', 'advanced', 'BasicDemo.tsx');
    expect(at('demo-type').map(([file, line]) => [file, line])).toEqual([[demo, readFileSync(path.join(content, demo), 'utf8').trimEnd().split('\n').length]]);
  });
});
