// @module-tag heavy
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { filesOf, ROOT, runCli, tempDir, type CliResult } from '../helpers/cli';
import { SHIPPED_BUILD_TIME_ZONE } from '../helpers/shipped-site';

/**
 * The shipped content as Git for Windows checks it out (`core.autocrlf=true`): every text file with
 * CRLF line endings, and, as Windows editors save them, a byte order mark on every page. It must
 * build into the very same site as with LF, and `docs check` must find the same problems at the
 * same places. One copy of the content, at one path (the demos' bundles are named by their path),
 * converted in place between runs; each line ending has a cache of its own.
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
  const items = path.join(content, 'x', 'react-tree-view', 'simple-tree-view', 'items');
  append(path.join(items, 'index.md'), [
    '',
    '## Mistakes',
    '',
    'A [broken link](/x/no-such-page/) and [a missing heading](#no-such-heading).',
    '',
    '{{"component": "NoSuchWidget"}}',
    '',
    '{{"demo": "BasicSimpleItems.js", "colour": "red"}}',
    '',
    ':::danger',
    'Not a kind of callout.',
    ':::',
    '',
    '| Table | With |',
    '| ----- | ---- |',
    '| a [bad link](/x/another-missing-page/) | cell |',
  ]);
  append(path.join(items, 'BasicSimpleItems.tsx'), ["export const wrong: number = 'not a number';"]);
  edit(path.join(content, 'x', 'introduction', 'index.md'), /^title: .*$/m, 'title: [unclosed');
  edit(path.join(content, 'translations', 'zh.json'), /^(\s*"[^"]+": )"[^"]*"/m, '$13');
}

describe('the shipped content with Windows line endings and byte order marks', () => {
  let dir: string;
  let content: string;
  const build = (out: string, cache: string): CliResult =>
    runCli(['build', '--content', content, '--out', path.join(dir, out), '--cache-dir', path.join(dir, cache)], undefined, { TZ: SHIPPED_BUILD_TIME_ZONE });
  const check = (cache: string): { result: CliResult; findings: Diagnostic[] } => {
    const result = runCli(['check', '--content', content, '--json', '--cache-dir', path.join(dir, cache)]);
    return { result, findings: (JSON.parse(result.stdout) as Diagnostic[]).map((d) => ({ ...d, file: path.relative(content, path.resolve(ROOT, d.file)) })) };
  };

  beforeAll(() => {
    dir = tempDir('windows-line-endings');
    content = path.join(dir, 'content');
    cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  });
  // Two builds of the whole site and their caches: some hundred megabytes.
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds the same pages, HTML, twins and search index as with LF', () => {
    const unix = build('dist-lf', 'cache-lf');
    expect(unix.status, unix.stderr).toBe(0);
    toWindows(content);
    expect(readFileSync(path.join(content, 'x', 'introduction', 'index.md'), 'utf8')).toMatch(/^\uFEFF---\r\n/);
    const windows = build('dist-crlf', 'cache-crlf');
    expect(windows.status, windows.stderr).toBe(0);
    expect(windows.stderr).not.toContain('warning');
    const lf = filesOf(path.join(dir, 'dist-lf'));
    const crlf = filesOf(path.join(dir, 'dist-crlf'));
    expect([...crlf.keys()].sort()).toEqual([...lf.keys()].sort());
    expect([...lf.keys()].some((file) => file.endsWith('.md'))).toBe(true);
    const differing = [...lf].filter(([file, bytes]) => !bytes.equals(crlf.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 600_000);

  it('finds the same problems at the same lines and columns as with LF', () => {
    makeMistakes(content);
    const windows = check('cache-crlf');
    toUnix(content);
    const unix = check('cache-lf');
    expect(unix.result.status).toBe(1);
    expect(windows.result.status).toBe(1);
    expect(windows.findings).toEqual(unix.findings);
    const at = (code: string) => unix.findings.filter((d) => d.code === code).map((d) => [d.file, d.line, d.column, d.severity]);
    const page = path.join('x', 'react-tree-view', 'simple-tree-view', 'items', 'index.md');
    const lines = readFileSync(path.join(content, page), 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(at('link-broken')).toContainEqual([page, lineOf('[broken link]'), 3, 'error']);
    expect(at('link-broken')).toContainEqual([page, lineOf('[bad link]'), 5, 'error']);
    expect(at('anchor-broken')).toContainEqual([page, lineOf('#no-such-heading'), 39, 'error']);
    expect(at('embed-unknown-component')).toEqual([[page, lineOf('NoSuchWidget'), 1, 'error']]);
    expect(at('embed-unknown-option')).toEqual([[page, lineOf('"colour"'), 1, 'warning']]);
    expect(at('callout-unknown')).toEqual([[page, lineOf(':::danger'), 1, 'error']]);
    expect(at('front-matter-yaml').map(([file]) => file)).toEqual([path.join('x', 'introduction', 'index.md')]);
    expect(at('translation-type')).toEqual([[path.join('translations', 'zh.json'), 2, 3, 'error']]);
    const demo = path.join('x', 'react-tree-view', 'simple-tree-view', 'items', 'BasicSimpleItems.tsx');
    expect(at('demo-type').map(([file, line]) => [file, line])).toEqual([[demo, readFileSync(path.join(content, demo), 'utf8').trimEnd().split('\n').length]]);
  }, 600_000);
});
