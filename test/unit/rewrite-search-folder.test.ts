import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchIndexBuilder } from '../../compiler/search/build-index';
import { indexPage } from '../../compiler/search/index-language';
import { rewriteSearchFolder } from '../../compiler/search/rewrite-search-folder';
import type { SearchPageRecord } from '../../templates/shared/search';
import { FIXTURES, tempDir } from '../helpers/cli';

const records: SearchPageRecord[] = JSON.parse(readFileSync(path.join(FIXTURES, 'search', 'pages.json'), 'utf8'));
const many = Array.from({ length: 20 }, (_, copy) => records.map((r) => ({ ...r, route: `${r.route}copy-${copy}/` }))).flat();
const builderOf = (pages: SearchPageRecord[]) => {
  const builder = new SearchIndexBuilder({ shardBytes: 2_000 });
  for (const record of pages) builder.add(indexPage(record, record.lang));
  return builder;
};
/** Name → [content, inode] of each file in `dir`. */
const filesIn = (dir: string) => new Map(readdirSync(dir).map((name) => [name, [readFileSync(path.join(dir, name), 'utf8'), statSync(path.join(dir, name)).ino] as const]));

describe('the search folder rewritten between edits (--watch)', () => {
  it('holds what a fresh build writes, the shards the edit left in place, and nothing else', async () => {
    const dir = tempDir('search-folder');
    const builder = builderOf(many);
    await rewriteSearchFolder(dir, builder, new AbortController().signal, {});
    const before = filesIn(dir);
    const at = many.findIndex((r) => r.lang === 'en' && r.sections.length > 1);
    const edited = many.map((r, i) => (i === at ? { ...r, sections: r.sections.map((s, k) => (k === r.sections.length - 1 ? { ...s, text: `${s.text} wombats` } : s)) } : r));
    builder.add(indexPage(edited[at]!, 'en'));
    await rewriteSearchFolder(dir, builder, new AbortController().signal, {});
    const after = filesIn(dir);
    const fresh = builderOf(edited).build();
    expect(new Map([...after].map(([name, [content]]) => [name, content]))).toEqual(new Map(fresh.files.map((f) => [f.name, f.content])));
    const untouched = [...after].filter(([name, [, ino]]) => name !== 'manifest.json' && before.get(name)?.[1] === ino);
    expect(untouched.length).toBeGreaterThan(10);
    expect(after.size - untouched.length).toBeLessThan(8);
  });
});
