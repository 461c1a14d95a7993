import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, SearchIndexBuilder, type SearchIndexOutput } from '../../compiler/search/build-index';
import { indexPage } from '../../compiler/search/index-language';
import { cutShards, shardContent } from '../../compiler/search/shard-cuts';
import { createSearcher } from '../../templates/search/query';
import type { SearchIndexManifest, SearchPageRecord } from '../../templates/shared/search';
import { FIXTURES } from '../helpers/cli';

const records: SearchPageRecord[] = JSON.parse(readFileSync(path.join(FIXTURES, 'search', 'pages.json'), 'utf8'));

/** A searcher over built files, recording which files each query fetched. */
function searcherFor(output: SearchIndexOutput, lang: string) {
  const files = new Map(output.files.map((f) => [`/search/${f.name}`, f.content]));
  const fetched: string[] = [];
  const searcher = createSearcher(`/search/${output.manifests[lang]}`, lang, async (url) => {
    fetched.push(url);
    const content = files.get(url);
    if (content === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(content);
  });
  return { searcher, fetched };
}

/** Results as `product > page title > anchors of its hits` (`^` for the title and intro), in order. */
async function outline(searcher: ReturnType<typeof createSearcher>, query: string): Promise<string[]> {
  const { groups } = await searcher.search(query);
  return groups.flatMap((g) => g.pages.map((p) => `${g.product} > ${p.title} > ${p.hits.map((h) => h.href.split('#')[1] ?? '^').join(' ')}`));
}

describe('search index build and query', () => {
  const output = buildSearchIndex(records);

  it('finds "lazy loading" at the right heading, best match first', async () => {
    const { searcher } = searcherFor(output, 'en');
    const { groups, terms } = await searcher.search('lazy loading');
    expect(groups[0]!.product).toBe('Tree View');
    expect(groups[0]!.pages[0]).toMatchObject({ route: '/x/react-tree-view/rich-tree-view/lazy-loading/', title: 'Rich Tree View - Lazy loading' });
    // The title matches best: the page itself first, then its section.
    expect(groups[0]!.pages[0]!.hits).toEqual([
      { href: '/x/react-tree-view/rich-tree-view/lazy-loading/', heading: '' },
      { href: '/x/react-tree-view/rich-tree-view/lazy-loading/#lazy-loading-children', heading: 'Lazy loading children' },
    ]);
    expect(await outline(searcher, 'lazy loading')).toContain('Data Grid > Data Grid - Row grouping > lazy-loading');
    expect([...terms]).toEqual(expect.arrayContaining(['lazi', 'load']));
  });

  it("writes a section's heading alone when its anchor is the heading's plain slug, and links each section to its own anchor", async () => {
    const page: SearchPageRecord = {
      route: '/guide/anchors/',
      lang: 'en',
      title: 'Anchors',
      product: 'Guide',
      sections: [
        { anchor: 'row-height--density', heading: 'Row height & density', text: 'Wombats sit close together.' },
        { anchor: 'props', heading: 'Properties', text: 'Quokkas have props.' },
        { anchor: 'usage-1', heading: 'Usage', text: 'Numbats dig.' },
        { anchor: '使用', heading: '使用', text: 'Quokkas in Chinese.' },
      ],
    };
    const built = buildSearchIndex([page]);
    const manifest = JSON.parse(built.files.find((f) => f.name === built.manifests.en)!.content) as SearchIndexManifest;
    expect(manifest.pages[0]![3]).toEqual(['Row height & density', ['props', 'Properties'], ['usage-1', 'Usage'], ['使用', '使用']]);
    const { searcher } = searcherFor(built, 'en');
    const first = async (query: string) => (await searcher.search(query)).groups[0]!.pages[0]!.hits[0];
    expect(await first('wombats')).toEqual({ href: '/guide/anchors/#row-height--density', heading: 'Row height & density' });
    expect(await first('quokkas props')).toEqual({ href: '/guide/anchors/#props', heading: 'Properties' });
    expect(await first('numbats')).toEqual({ href: '/guide/anchors/#usage-1', heading: 'Usage' });
  });

  it('matches plurals and inflections, and the last word as a prefix while it is typed', async () => {
    const { searcher } = searcherFor(output, 'en');
    expect(await outline(searcher, 'loading')).toEqual(await outline(searcher, 'load'));
    expect(await outline(searcher, 'loading')).toContain('Data Grid > Data Grid - Pagination > server-side-pagination');
    expect((await outline(searcher, 'disabled item'))[0]).toBe('Tree View > Rich Tree View - Items > disabled-items item-identifier basic-usage');
    expect(await outline(searcher, 'lazy loa')).toEqual(await outline(searcher, 'lazy loading'));
    expect(await outline(searcher, 'lazy loadi')).toEqual(await outline(searcher, 'lazy loading'));
    expect(await outline(searcher, 'checkb')).toEqual(['Tree View > Rich Tree View - Selection > checkbox-selection']);
    // A finished word the index lacks is matched as the start of longer terms.
    expect(await outline(searcher, 'checkb ')).toEqual(['Tree View > Rich Tree View - Selection > checkbox-selection']);
  });

  it('lists sections with every word first, counting the page title for its sections, then those with fewer', async () => {
    const { searcher } = searcherFor(output, 'en');
    expect((await outline(searcher, 'tree caching'))[0]).toBe('Tree View > Rich Tree View - Lazy loading > caching defining-a-data-source');
    expect(await outline(searcher, 'grid checkbox')).toEqual([
      'Tree View > Rich Tree View - Selection > checkbox-selection',
      'Data Grid > Data Grid - Pagination > ^',
      'Data Grid > Data Grid - Row grouping > ^',
    ]);
  });

  it('answers a query of stop words with where to start, and says which words it ignored', async () => {
    const { searcher } = searcherFor(output, 'en');
    const none = await searcher.search('the of');
    expect(none).toMatchObject({ match: 'none', ignored: ['the', 'of'] });
    // Each product's first guide, in the order of the products.
    expect(none.groups.map((g) => [g.product, g.pages.map((p) => p.route)])).toEqual([
      ['Data Grid', ['/x/react-data-grid/pagination/']],
      ['Tree View', ['/x/react-tree-view/rich-tree-view/items/']],
    ]);
    const { groups, ignored } = await searcher.search('how to cache the tree zyxwv');
    expect(ignored).toEqual(['how', 'to', 'the', 'zyxwv']);
    expect(groups[0]!.pages[0]!.route).toBe('/x/react-tree-view/rich-tree-view/lazy-loading/');
  });

  it('finds a word with a typo or two', async () => {
    const { searcher } = searcherFor(output, 'en');
    expect((await outline(searcher, 'chekbox selection'))[0]).toMatch(/^Tree View > Rich Tree View - Selection > checkbox-selection/);
    expect((await outline(searcher, 'pagniation grid'))[0]).toMatch(/^Data Grid > Data Grid - Pagination/);
    expect((await searcher.search('pagniation grid')).ignored).toEqual([]);
  });

  it('finds a Chinese word inside a sentence', async () => {
    const { searcher } = searcherFor(output, 'zh');
    expect(await outline(searcher, '加载')).toEqual(['树视图 > 富树视图 - 懒加载 > ^ defining-a-data-source']);
    expect(await outline(searcher, '组件')).toEqual(['树视图 > 富树视图 - 懒加载 > defining-a-data-source']);
    expect(await outline(searcher, '缓存')).toEqual(['树视图 > 富树视图 - 懒加载 > caching']);
    expect((await outline(searcher, '分页'))[0]).toBe('数据网格 > 数据网格 - 分页 > ^ server-side-pagination');
    expect(await outline(searcher, 'dataSource')).toEqual(['树视图 > 富树视图 - 懒加载 > defining-a-data-source caching']);
  });

  it('keeps languages apart', async () => {
    const { searcher } = searcherFor(output, 'en');
    const results = await searcher.search('加载');
    expect(results.match).toBe('none');
    expect(results.groups.flatMap((g) => g.pages.map((p) => p.route)).filter((route) => route.startsWith('/zh/'))).toEqual([]);
  });
});

describe('search index files', () => {
  it('writes content-hashed manifests and shards, and a manifest of languages', () => {
    const { files, manifests } = buildSearchIndex(records, { shardBytes: 300 });
    expect(Object.keys(manifests)).toEqual(['en', 'zh']);
    const names = files.map((f) => f.name);
    expect(names).toContain('manifest.json');
    expect(JSON.parse(files.find((f) => f.name === 'manifest.json')!.content)).toEqual(manifests);
    for (const name of names.filter((n) => n !== 'manifest.json')) expect(name).toMatch(/^(en|zh)[.-][0-9a-f]{8}\.json$/);
    const en: SearchIndexManifest = JSON.parse(files.find((f) => f.name === manifests.en)!.content);
    expect(en.shards.length).toBeGreaterThan(3);
    const firsts = en.shards.map(([first]) => first);
    expect(firsts).toEqual([...firsts].sort());
  });

  it('finds the language manifest through manifest.json', async () => {
    const output = buildSearchIndex(records);
    const files = new Map(output.files.map((f) => [`/search/${f.name}`, f.content]));
    const searcher = createSearcher('/search/manifest.json', 'zh', async (url) => JSON.parse(files.get(url)!));
    expect(await outline(searcher, '缓存')).toEqual(['树视图 > 富树视图 - 懒加载 > caching']);
  });

  it('fetches only the shards a query needs', async () => {
    const output = buildSearchIndex(records, { shardBytes: 300 });
    const { searcher, fetched } = searcherFor(output, 'en');
    await searcher.search('caching');
    expect(fetched).toHaveLength(2);
    expect(fetched[0]).toBe(`/search/${output.manifests.en}`);
    await searcher.search('caching');
    expect(fetched).toHaveLength(2);
  });

  it('is the same whatever the order of the pages, and changes when a page does', () => {
    const names = (pages: SearchPageRecord[]) => buildSearchIndex(pages).files.map((f) => f.name).sort();
    expect(names([...records].reverse())).toEqual(names(records));
    const edited = records.map((r, i) => (i === 0 ? { ...r, title: `${r.title}!` } : r));
    expect(names(edited)).not.toEqual(names(records));
  });
});

describe('search index rebuilt between edits', () => {
  const many = Array.from({ length: 40 }, (_, copy) => records.map((r) => ({ ...r, route: `${r.route}copy-${copy}/` }))).flat();
  const builder = () => {
    const b = new SearchIndexBuilder({ shardBytes: 2_000 });
    for (const record of many) b.add(indexPage(record, record.lang));
    return b;
  };

  it('gives way to the event loop and writes what a build in one go writes', async () => {
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    const sliced = await builder().buildInterruptibly(new AbortController().signal);
    clearInterval(ticking);
    expect(sliced).toEqual(builder().build());
    expect(turns).toBeGreaterThan(0);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const running = builder().buildInterruptibly(controller.signal);
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('search index after an edit', () => {
  it('equals an index built afresh when a page is re-added with new terms', () => {
    const edited = { ...records[0]!, title: `${records[0]!.title} zebrafish aardvark`, sections: records[0]!.sections.map((s) => ({ ...s, text: `${s.text} quokkas and yaks` })) };
    const kept = new SearchIndexBuilder();
    for (const record of records) kept.add(indexPage(record, record.lang));
    kept.build();
    kept.add(indexPage(edited, edited.lang));
    const fresh = new SearchIndexBuilder();
    for (const record of [edited, ...records.slice(1)]) fresh.add(indexPage(record, record.lang));
    expect(kept.build()).toEqual(fresh.build());
  });

  it('equals an index built afresh when restored from a snapshot, then edited and a page dropped', () => {
    const edited = { ...records[1]!, sections: records[1]!.sections.map((s) => ({ ...s, text: `${s.text} wombats` })) };
    const before = new SearchIndexBuilder();
    for (const record of records) before.add(indexPage(record, record.lang));
    // Re-added before the snapshot: the retired documents must not travel with it.
    before.add(indexPage(records[0]!, records[0]!.lang));
    const stored = deserialize(serialize(before.snapshot())) as ReturnType<SearchIndexBuilder['snapshot']>;
    const restored = SearchIndexBuilder.fromSnapshot(stored);
    expect(restored.build()).toEqual(before.build());
    expect(stored.find((s) => s.lang === 'en')!.lengths.length).toBe(records.filter((r) => r.lang === 'en').reduce((sum, r) => sum + r.sections.filter((s) => s.anchor).length + 1, 0));
    const dropped = records.at(-1)!;
    restored.add(indexPage(edited, edited.lang));
    restored.remove(dropped.route);
    expect(restored.routes()).not.toContain(dropped.route);
    const fresh = new SearchIndexBuilder();
    for (const record of records) if (record !== dropped) fresh.add(indexPage(record === records[1] ? edited : record, record.lang));
    expect(restored.build()).toEqual(fresh.build());
  });
});

describe('search index restored with room after its postings', () => {
  // Forty copies of each page: every term has dozens of postings, so the snapshot leaves room after each.
  const many = Array.from({ length: 40 }, (_, copy) => records.map((r) => ({ ...r, route: `${r.route}copy-${copy}/` }))).flat();

  it('takes an edited and an added page in that room, and equals an index built afresh', () => {
    const before = new SearchIndexBuilder();
    for (const record of many) before.add(indexPage(record, record.lang));
    const stored = deserialize(serialize(before.snapshot())) as ReturnType<SearchIndexBuilder['snapshot']>;
    const en = stored.find((s) => s.lang === 'en')!;
    expect(en.triples.length).toBeGreaterThan(en.counts.reduce((sum, count) => sum + count, 0));
    const restored = SearchIndexBuilder.fromSnapshot(stored);
    expect(restored.build()).toEqual(before.build());
    const edited = { ...many[8]!, sections: many[8]!.sections.map((s) => ({ ...s, text: `${s.text} items sorting wombats` })) };
    const added = { ...many[9]!, route: '/x/added/' };
    restored.add(indexPage(edited, edited.lang));
    restored.add(indexPage(added, added.lang));
    const fresh = new SearchIndexBuilder();
    for (const record of [...many.map((r) => (r === many[8] ? edited : r)), added]) fresh.add(indexPage(record, record.lang));
    expect(restored.build()).toEqual(fresh.build());
  });
});

describe('search index files after an edit', () => {
  const many = Array.from({ length: 20 }, (_, copy) => records.map((r) => ({ ...r, route: `${r.route}copy-${copy}/` }))).flat();
  const builderOf = (pages: SearchPageRecord[]) => {
    const b = new SearchIndexBuilder({ shardBytes: 2_000 });
    for (const record of pages) b.add(indexPage(record, record.lang));
    return b;
  };
  const shardsOf = (output: SearchIndexOutput) => output.files.filter((f) => /-[0-9a-f]{8}\.json$/.test(f.name));
  /** Edits one page: a new word in its last section, that section's words twice, or a new section. */
  const edited = (at: number, change: 'word' | 'twice' | 'section') =>
    many.map((r, i) => {
      if (i !== at) return r;
      if (change === 'section') return { ...r, sections: [...r.sections, { anchor: 'added', heading: 'Added', text: 'numbats' }] };
      const last = r.sections.length - 1;
      return { ...r, sections: r.sections.map((s, k) => (k !== last ? s : { ...s, text: change === 'word' ? `${s.text} wombats` : `${s.text} ${s.text}` })) };
    });

  it('writes only the shards whose terms the edit changed, and the rest are what a fresh build writes', () => {
    const at = many.findIndex((r) => r.lang === 'en' && r.sections.length > 1);
    const builder = builderOf(many);
    const first = builder.build();
    const present = new Set(first.files.map((f) => f.name));
    builder.add(indexPage(edited(at, 'word')[at]!, 'en'));
    const second = builder.build((name) => present.has(name));
    const fresh = builderOf(edited(at, 'word')).build();
    expect(second.reused.length).toBeGreaterThan(10);
    expect(shardsOf(second).length).toBeLessThanOrEqual(3);
    expect(shardsOf(second).length).toBeGreaterThan(0);
    expect([...second.files.map((f) => f.name), ...second.reused].sort()).toEqual(fresh.files.map((f) => f.name).sort());
    const contents = new Map([...first.files, ...fresh.files].map((f) => [f.name, f.content]));
    for (const file of second.files) expect(file.content).toBe(contents.get(file.name));
  });

  it('writes the shards of terms whose counts changed, though no term came or went', () => {
    const at = many.findIndex((r) => r.lang === 'en' && r.sections.length > 1);
    const builder = builderOf(many);
    const first = builder.build();
    builder.add(indexPage(edited(at, 'twice')[at]!, 'en'));
    const second = builder.build((name) => first.files.some((f) => f.name === name));
    const fresh = builderOf(edited(at, 'twice')).build();
    expect(second.reused.length).toBeGreaterThan(10);
    expect(shardsOf(second).length).toBeGreaterThan(0);
    expect(second.files).toEqual(fresh.files.filter((f) => !second.reused.includes(f.name)));
  });

  it('writes a shard again when the output lost it', () => {
    const at = many.findIndex((r) => r.lang === 'en' && r.sections.length > 1);
    const builder = builderOf(many);
    const first = builder.build();
    const lost = shardsOf(first)[0]!.name;
    builder.add(indexPage(edited(at, 'word')[at]!, 'en'));
    const second = builder.build((name) => name !== lost && first.files.some((f) => f.name === name));
    expect(second.reused).not.toContain(lost);
    expect(second.files.map((f) => f.name)).toContain(lost);
  });

  it('writes every shard when an edit renumbers the documents after it', () => {
    const at = many.findIndex((r) => r.lang === 'en');
    const builder = builderOf(many);
    const first = builder.build();
    builder.add(indexPage(edited(at, 'section')[at]!, 'en'));
    const second = builder.build((name) => first.files.some((f) => f.name === name));
    const fresh = builderOf(edited(at, 'section')).build();
    expect(second.reused.filter((name) => name.startsWith('en-'))).toEqual([]);
    expect(second.reused.length).toBeGreaterThan(0);
    expect([...second.files.map((f) => f.name), ...second.reused].sort()).toEqual(fresh.files.map((f) => f.name).sort());
    expect(second.files).toEqual(fresh.files.filter((f) => !second.reused.includes(f.name)));
  });
});

describe('search index scanned ahead of an edited page', () => {
  // Pages 9 and 12 each have a word of their own in their last section: dropping them must drop the word.
  const many = Array.from({ length: 20 }, (_, copy) => records.map((r) => ({ ...r, route: `${r.route}copy-${copy}/` })))
    .flat()
    .map((r, i) => (i === 9 || i === 12 ? { ...r, sections: r.sections.map((s, k) => (k === r.sections.length - 1 ? { ...s, text: `${s.text} ${i === 9 ? 'quokkas' : 'pangolins'}` } : s)) } : r));
  const builderOf = (pages: SearchPageRecord[]) => {
    const b = new SearchIndexBuilder({ shardBytes: 2_000 });
    for (const record of pages) b.add(indexPage(record, record.lang));
    return b;
  };
  /** A build as a one-page rebuild makes it: the edited page dropped, `between` (the scan ahead, or not), then its new version added. */
  const rebuild = (at: number, next: SearchPageRecord, between: (b: SearchIndexBuilder) => void, after?: (b: SearchIndexBuilder) => void) => {
    const builder = builderOf(many);
    const first = builder.build();
    builder.remove(many[at]!.route);
    between(builder);
    builder.add(indexPage(next, next.lang));
    after?.(builder);
    return builder.build((name) => first.files.some((f) => f.name === name));
  };
  const edits = (r: SearchPageRecord): SearchPageRecord[] => {
    const last = r.sections.length - 1;
    return [
      { ...r, sections: r.sections.map((s, k) => (k !== last ? s : { ...s, text: `${s.text} wombats` })) },
      { ...r, sections: r.sections.map((s, k) => (k !== last ? s : { ...s, text: `${s.text} ${s.text}` })) },
      { ...r, sections: [...r.sections, { anchor: 'added', heading: 'Added', text: 'numbats' }] },
      { ...r, title: `${r.title} revised`, sections: r.sections.slice(0, Math.max(1, last)) },
    ];
  };

  it('writes and reuses what the build without it does, whatever the edit', () => {
    for (const at of [0, 7, many.length - 1]) {
      for (const next of edits(many[at]!)) {
        const scanned = rebuild(at, next, (b) => b.scanAhead());
        expect(scanned).toEqual(rebuild(at, next, () => undefined));
        expect(scanned.reused.length).toBeGreaterThan(0);
      }
    }
  });

  it('is undone by a page added again or dropped after it, and ignores pages added before it', () => {
    const at = 5;
    const [next] = edits(many[at]!);
    // Page 9 without its last section, and its word with it.
    const other = edits(many[9]!)[3]!;
    const plain = (b: SearchIndexBuilder) => b.add(indexPage(other, other.lang));
    expect(rebuild(at, next!, (b) => b.scanAhead(), plain)).toEqual(rebuild(at, next!, () => undefined, plain));
    const dropped = (b: SearchIndexBuilder) => b.remove(many[12]!.route);
    expect(rebuild(at, next!, (b) => b.scanAhead(), dropped)).toEqual(rebuild(at, next!, () => undefined, dropped));
    // Rendered before the scan, with as many documents (the numbers stay, so shards are reused): whether
    // its terms changed depends on the numbers its documents get, which the scan cannot know.
    const reworded = edits(many[9]!)[0]!;
    const early = (b: SearchIndexBuilder) => {
      b.remove(many[9]!.route);
      b.add(indexPage(reworded, reworded.lang));
    };
    const scannedAfter = rebuild(at, next!, (b) => (early(b), b.scanAhead()));
    expect(scannedAfter).toEqual(rebuild(at, next!, early));
    expect(scannedAfter.reused.length).toBeGreaterThan(0);
  });
});

describe('shard cuts', () => {
  const terms = Array.from({ length: 2_000 }, (_, i) => `term${i}`);
  const sizes = terms.map((_, i) => 20 + ((i * 37) % 90));

  it('cuts shards of about the target size, none past one and a half times it', () => {
    const ends = cutShards(terms, sizes, 1_000);
    expect(ends.at(-1)).toBe(terms.length);
    const bytes = ends.map((end, k) => sizes.slice(k === 0 ? 0 : ends[k - 1], end).reduce((a, b) => a + b, 0));
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(total / ends.length).toBeGreaterThan(700);
    expect(total / ends.length).toBeLessThan(1_300);
    // The last shard holds whatever is left.
    for (const size of bytes.slice(0, -1)) {
      expect(size).toBeGreaterThanOrEqual(500);
      expect(size).toBeLessThan(1_500 + 110);
    }
  });

  it('moves only the cuts near a term whose size changed', () => {
    const before = cutShards(terms, sizes, 1_000);
    const grown = sizes.map((size, i) => (i === 1_000 ? size + 400 : size));
    const after = cutShards(terms, grown, 1_000);
    const moved = [...new Set([...before, ...after])].filter((end) => !before.includes(end) || !after.includes(end));
    expect(moved.every((end) => end > 1_000 && end < 1_200)).toBe(true);
    expect(before.filter((end) => end <= 1_000)).toEqual(after.filter((end) => end <= 1_000));
    expect(before.filter((end) => end >= 1_200)).toEqual(after.filter((end) => end >= 1_200));
  });

  it('writes terms in their order, integer-like terms included', () => {
    // Printed from an object, "3" came before "2d", and a search for "2d" looked in the wrong shard.
    expect(shardContent(['2d', '3', 'axis'], ['[0,32]', '[1,64]', '[0,2,1,6]'])).toBe('{"2d":[0,32],"3":[1,64],"axis":[0,2,1,6]}');
  });
});
