import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { highlightHtml } from '../../compiler/code/highlight-html';
import { tempDir } from '../helpers/cli';

/** The highlighter of a new thread: modules loaded afresh, so nothing is remembered in memory. */
async function freshHighlighter(cacheDir: string, versionKey: string) {
  vi.resetModules();
  const { cachedHighlighter } = await import('../../compiler/markdown/highlight-cache');
  return cachedHighlighter(cacheDir, versionKey);
}

/** Every stored line of the cache: [shard file, key, value]. */
function storedLines(cacheDir: string): [string, string, string][] {
  const root = path.join(cacheDir, 'highlight');
  return readdirSync(root).flatMap((shard) =>
    readdirSync(path.join(root, shard)).flatMap((name) => {
      const file = path.join(root, shard, name);
      return readFileSync(file, 'utf8').trim().split('\n').map((line) => [file, ...line.split('\t')] as [string, string, string]);
    }),
  );
}

const CODE = "const grid = <DataGrid rows={rows} columns={columns} />; // 'sorted'\n";

describe('highlighted code kept in the cache', () => {
  it('answers as highlight.js does, for a known language and an unknown one', async () => {
    const cacheDir = tempDir('highlight-cache');
    const highlight = await freshHighlighter(cacheDir, 'v1');
    expect(highlight(CODE, 'tsx')).toBe(highlightHtml(CODE, 'tsx'));
    expect(highlight(CODE, 'no-such-language')).toBeUndefined();
    // Twice in one thread (the same block on two pages): the same HTML, stored once.
    expect(highlight(CODE, 'tsx')).toBe(highlightHtml(CODE, 'tsx'));
    expect(storedLines(cacheDir)).toHaveLength(2);
    const again = await freshHighlighter(cacheDir, 'v1');
    expect(again(CODE, 'tsx')).toBe(highlightHtml(CODE, 'tsx'));
    expect(again(CODE, 'no-such-language')).toBeUndefined();
  });

  it('reads a later thread’s blocks from the cache, and only for the same compiler', async () => {
    const cacheDir = tempDir('highlight-cache');
    (await freshHighlighter(cacheDir, 'v1'))(CODE, 'tsx');
    // What is stored is what comes back: the entry, changed by hand, is served as it is.
    const [file, key] = storedLines(cacheDir)[0]!;
    writeFileSync(file, `${key}\t${JSON.stringify('<span>stored</span>')}\n`);
    expect((await freshHighlighter(cacheDir, 'v1'))(CODE, 'tsx')).toBe('<span>stored</span>');
    // An entry that is not what this cache writes is highlighted afresh, not trusted.
    writeFileSync(file, `${key}\t{"not":"html"}\n`);
    expect((await freshHighlighter(cacheDir, 'v1'))(CODE, 'tsx')).toBe(highlightHtml(CODE, 'tsx'));
    writeFileSync(file, `${key}\t<span>not JSON\n`);
    expect((await freshHighlighter(cacheDir, 'v1'))(CODE, 'tsx')).toBe(highlightHtml(CODE, 'tsx'));
    // Another compiler highlights afresh, and its index replaces the other version's.
    expect((await freshHighlighter(cacheDir, 'v2'))(CODE, 'tsx')).toBe(highlightHtml(CODE, 'tsx'));
    expect(storedLines(cacheDir).every(([other]) => other !== file)).toBe(true);
  });
});
