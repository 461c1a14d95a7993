import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, statSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../compiler/render/page-cache';
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
    expect(await cache.result('ab12', result.displayPath)).toEqual(result);
    const placed = path.join(root, 'again.html');
    await cache.placeHtml('ab12', placed);
    expect(readFileSync(placed, 'utf8')).toBe('<p>A</p>');
  });

  it('misses an entry whose output file was changed in place', async () => {
    const { html, cache } = stored();
    appendFileSync(html, '<p>appended by a later script</p>');
    expect(await cache.result('ab12', result.displayPath)).toBeUndefined();
    const other = stored();
    writeFileSync(other.markdown, 'B');
    expect(await other.cache.result('ab12', result.displayPath)).toBeUndefined();
  });

  it('serves an entry copied elsewhere, whose files kept their bytes but not their times', async () => {
    const { root } = stored();
    const copy = path.join(root, 'restored');
    cpSync(path.join(root, 'cache'), copy, { recursive: true });
    const file = path.join(copy, 'pages', 'ab12.html');
    utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await new PageCache(copy).result('ab12', result.displayPath)).toEqual(result);
    // Same size, other bytes, another time: an edit the size alone would not show.
    writeFileSync(file, '<p>B</p>');
    expect(await new PageCache(copy).result('ab12', result.displayPath)).toBeUndefined();
  });

  it('misses an entry that is incomplete', async () => {
    const cache = new PageCache(mkdtempSync(path.join(tmpdir(), 'docs-page-cache-')));
    expect(await cache.result('ab12', result.displayPath)).toBeUndefined();
  });

  it('keeps every entry in one index that a new instance reads, the last line of a key winning', async () => {
    const { root, html, markdown, cache } = stored();
    const again = { ...result, ids: ['intro', 'again'] };
    cache.set('ab12', { html: '<p>A</p>', markdown: 'A', result: again }, { html, markdown });
    cache.set('cd34', { html: '<p>A</p>', markdown: 'A', result }, { html, markdown });
    const reader = new PageCache(path.join(root, 'cache'));
    expect(await reader.isEmpty()).toBe(false);
    expect(reader.result('ab12', result.displayPath)).toEqual(again);
    expect(reader.result('cd34', result.displayPath)).toEqual(result);
    expect(readFileSync(path.join(root, 'cache', 'pages', 'index.log'), 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('misses an entry whose line a killed build cut short', async () => {
    const { root } = stored();
    const index = path.join(root, 'cache', 'pages', 'index.log');
    truncateSync(index, statSync(index).size - 1);
    expect(new PageCache(path.join(root, 'cache')).result('ab12', result.displayPath)).toBeUndefined();
    truncateSync(index, statSync(index).size - 20);
    appendFileSync(index, '\n');
    expect(new PageCache(path.join(root, 'cache')).result('ab12', result.displayPath)).toBeUndefined();
  });

  it('compacts an index grown to several lines per used entry, deleting the files of the others', async () => {
    const { root, html, markdown, cache } = stored();
    const pages = path.join(root, 'cache', 'pages');
    cache.set('ef56', { html: '<p>A</p>', markdown: 'A', result }, { html, markdown });
    cache.set('ab12', { html: '<p>A</p>', markdown: 'A', result }, { html, markdown });
    // Three lines for one used entry and one stored: under the slack, nothing changes.
    const reader = new PageCache(path.join(root, 'cache'));
    reader.compact(['ab12', 'ef56'], 0);
    expect(readFileSync(path.join(pages, 'index.log'), 'utf8').trim().split('\n')).toHaveLength(3);
    reader.compact(['ab12'], 0);
    expect(readFileSync(path.join(pages, 'index.log'), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(reader.result('ab12', result.displayPath)).toEqual(result);
    expect(reader.result('ef56', result.displayPath)).toBeUndefined();
    expect(existsSync(path.join(pages, 'ef56.html'))).toBe(false);
    expect(existsSync(path.join(pages, 'ab12.html'))).toBe(true);
  });

  it('serves an entry to a build run from another folder, under that build\'s path, unless it holds findings', () => {
    const { root, html, markdown, cache } = stored();
    const warned: PageResult = { ...result, diagnostics: [{ code: 'link-broken', severity: 'warning', file: 'guide/index.md', line: 3, column: 1, message: 'Broken link' }] };
    cache.set('cd34', { html: '<p>A</p>', markdown: 'A', result: warned }, { html, markdown });
    const cwd = process.cwd();
    try {
      process.chdir(root);
      expect(cache.result('ab12', 'docs/guide/index.md')).toEqual({ ...result, displayPath: 'docs/guide/index.md' });
      expect(cache.result('cd34', 'docs/guide/index.md')).toBeUndefined();
    } finally {
      process.chdir(cwd);
    }
    expect(cache.result('cd34', warned.displayPath)).toEqual(warned);
  });
});
