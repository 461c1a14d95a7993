import { appendFileSync, cpSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../compiler/cache/page-cache';
import type { PageResult } from '../../compiler/render/page-job';

const result: PageResult = { route: '/guide/', displayPath: 'guide/index.md', links: [], ids: ['intro'], diagnostics: [], bytes: 5, demoFiles: [] };

function stored() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-page-cache-'));
  const html = path.join(root, 'index.html');
  const markdown = path.join(root, 'index.md');
  writeFileSync(html, '<p>A</p>');
  writeFileSync(markdown, 'A');
  const cache = new PageCache(path.join(root, 'cache'));
  cache.set('ab12', { html: '<p>A</p>', markdown: 'A', result }, { html, markdown });
  return { root, html, markdown, cache };
}

describe('page cache', () => {
  it('keeps the written files without copying them, and places them again', async () => {
    const { root, html, cache } = stored();
    // Linked: the output file and the entry are one file.
    expect(statSync(html).nlink).toBe(2);
    expect(await cache.result('ab12')).toEqual(result);
    const placed = path.join(root, 'again.html');
    await cache.placeHtml('ab12', placed);
    expect(readFileSync(placed, 'utf8')).toBe('<p>A</p>');
  });

  it('misses an entry whose output file was changed in place', async () => {
    const { html, cache } = stored();
    appendFileSync(html, '<p>appended by a later script</p>');
    expect(await cache.result('ab12')).toBeUndefined();
    const other = stored();
    writeFileSync(other.markdown, 'B');
    expect(await other.cache.result('ab12')).toBeUndefined();
  });

  it('serves an entry copied elsewhere, whose files kept their bytes but not their times', async () => {
    const { root } = stored();
    const copy = path.join(root, 'restored');
    cpSync(path.join(root, 'cache'), copy, { recursive: true });
    const file = path.join(copy, 'pages', 'ab', 'ab12.html');
    utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await new PageCache(copy).result('ab12')).toEqual(result);
    // Same size, other bytes, another time: an edit the size alone would not show.
    writeFileSync(file, '<p>B</p>');
    expect(await new PageCache(copy).result('ab12')).toBeUndefined();
  });

  it('misses an entry that is incomplete', async () => {
    const cache = new PageCache(mkdtempSync(path.join(tmpdir(), 'docs-page-cache-')));
    expect(await cache.result('ab12')).toBeUndefined();
  });
});
