import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../compiler/config/site-config';
import { loadNav } from '../../compiler/nav/load-nav';
import { decodeMarkdownSource } from '../../compiler/site/read-source';
import { lfText } from '../../compiler/helpers/text-files';
import { loadTranslations } from '../../compiler/site/translations';
import { tempDir } from '../helpers/cli';

const windows = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`;

describe('text read as LF', () => {
  it('drops a byte order mark and reads CRLF and a lone CR as LF', () => {
    expect(lfText('\uFEFF---\r\ntitle: A\r\n---\r\n\r\n# A\rB\n')).toBe('---\ntitle: A\n---\n\n# A\nB\n');
  });

  it('gives text without either back as it is', () => {
    const text = 'a\nb\n';
    expect(lfText(text)).toBe(text);
    // A mark only counts at the start.
    expect(lfText('a\uFEFFb')).toBe('a\uFEFFb');
  });

  it('decodes a page saved on Windows as the same text as one saved on Linux', () => {
    const page = '---\ntitle: Items\n---\n\n# Items\n\n:::info\nA callout.\n:::\n\n```tsx title="Demo.tsx"\nconst a = 1;\n```\n';
    const decoded = decodeMarkdownSource(Buffer.from(windows(page)), 'index.md');
    expect(decoded).toEqual({ ok: true, text: page });
  });
});

describe('modules and JSON saved with Windows line endings', () => {
  /** A content folder holding `files`, each written with CRLF and a byte order mark. */
  function site(files: Record<string, string>): string {
    const dir = path.join(tempDir('crlf-modules'), 'content');
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), windows(text));
    }
    return dir;
  }
  const located = (d: { code: string; line?: number; column?: number }) => [d.code, d.line, d.column];

  it('locates an unknown config key where it is', async () => {
    const dir = site({ 'site.config.ts': "export default {\n  title: 'A',\n  colour: 'red',\n};\n" });
    const { diagnostics } = await loadSiteConfig(dir, tempDir('crlf-modules-cache'));
    expect(diagnostics.map(located)).toEqual([['config-unknown-key', 3, 3]]);
  });

  it('locates an unknown key of a nav entry where it is', async () => {
    const dir = site({ 'pages.ts': "export default [\n  { pathname: '/a/', title: 'A' },\n  { pathname: '/b/', colour: 'red' },\n];\n" });
    const { diagnostics } = await loadNav(dir, tempDir('crlf-modules-cache'));
    expect(diagnostics.map(located)).toEqual([['nav-unknown-key', 3, 22]]);
  });

  it('reads a translation file and locates a string that is not one', async () => {
    const dir = site({ 'translations/en.json': '{\n  "search": "Search"\n}\n', 'translations/zh.json': '{\n  "search": 3\n}\n' });
    const { diagnostics } = await loadTranslations(dir);
    expect(diagnostics.map(located)).toEqual([['translation-type', 2, 3]]);
  });
});
