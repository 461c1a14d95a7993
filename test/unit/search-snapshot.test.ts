import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchIndexBuilder } from '../../compiler/search/build-index';
import { indexPage, type IndexedPage } from '../../compiler/search/index-language';
import type { IndexerSnapshot } from '../../compiler/search/language-indexer';
import { decodeBase, encodeBase, SearchSnapshotStore } from '../../compiler/search/search-snapshot';
import type { SearchPageRecord } from '../../templates/shared/search';
import { FIXTURES, tempDir } from '../helpers/cli';

const records: SearchPageRecord[] = JSON.parse(readFileSync(path.join(FIXTURES, 'search', 'pages.json'), 'utf8'));
const pages = records.map((record) => indexPage(record, record.lang));

/** One build as `buildSite` runs it against the store: which pages' terms it had to add, and the index it ends with. */
function build(cacheDir: string, site: [page: IndexedPage, key: string][], output?: ReadonlySet<string>) {
  const store = SearchSnapshotStore.open(cacheDir, '/site/dist');
  const { index, known } = store.start(
    site.map(([page]) => page.route),
    (i) => site[i]![1],
  );
  const added: string[] = [];
  site.forEach(([page], i) => {
    if (known[i]) return;
    index.add(page);
    store.added(page);
    added.push(page.route);
  });
  const built = index.build(output ? (name) => output.has(name) : undefined);
  store.save(index, (i) => site[i]![1]);
  return { added, output: built };
}

function fresh(site: [IndexedPage, string][]) {
  const index = new SearchIndexBuilder();
  for (const [page] of site) index.add(page);
  return index.build();
}

describe('search snapshot', () => {
  it('lets each build add only the pages whose key changed, and builds what a fresh index builds', () => {
    const cacheDir = tempDir('search-snapshot');
    let site: [IndexedPage, string][] = pages.map((page) => [page, `${page.route}@1`]);
    expect(build(cacheDir, site).added).toHaveLength(pages.length);

    const edited = indexPage({ ...records[1]!, title: `${records[1]!.title} wombat` }, records[1]!.lang);
    site = site.map(([page, key]) => (page.route === edited.route ? [edited, `${page.route}@2`] : [page, key]));
    const second = build(cacheDir, site);
    expect(second.added).toEqual([edited.route]);
    expect(second.output).toEqual(fresh(site));

    // A page gone and one new; the edit of the build before is still known.
    const gone = site.at(-1)![0].route;
    const added = indexPage({ ...records[0]!, route: '/x/react-tree-view/new-page/' }, records[0]!.lang);
    site = [...site.slice(0, -1), [added, 'new@1']];
    const third = build(cacheDir, site);
    expect(third.added).toEqual([added.route]);
    expect(third.output).toEqual(fresh(site));

    const fourth = build(cacheDir, site);
    expect(fourth.added).toEqual([]);
    expect(fourth.output).toEqual(fresh(site));
    expect(fourth.output.files.some((file) => file.content.includes(gone))).toBe(false);
  });

  it('writes the changed pages beside the whole snapshot, not the whole again', () => {
    const cacheDir = tempDir('search-delta');
    const site: [IndexedPage, string][] = pages.map((page) => [page, `${page.route}@1`]);
    build(cacheDir, site);
    const builds = path.join(cacheDir, 'builds');
    const [base] = readdirSync(builds);
    const whole = path.join(builds, base!);
    // Compared by bytes, not time: a read marks the snapshot used by its time (see `pruneCache`), and a whole one written again has a new id.
    const before = readFileSync(whole);
    const edited = indexPage({ ...records[2]!, title: `${records[2]!.title} numbat` }, records[2]!.lang);
    build(cacheDir, site.map(([page, key]) => (page.route === edited.route ? [edited, 'edited@2'] : [page, key])));
    expect(readFileSync(whole).equals(before)).toBe(true);
    expect(statSync(`${whole}-delta`).size).toBeLessThan(statSync(whole).size / 2);
    // More than a quarter of the site changed: the whole is written again, the delta removed.
    build(cacheDir, site.map(([page]) => [page, `${page.route}@3`]));
    expect(existsSync(`${whole}-delta`)).toBe(false);
  });

  it('has a build from the snapshot write only the shards an edit changed', () => {
    const cacheDir = tempDir('search-shards');
    const many = Array.from({ length: 150 }, (_, copy) => pages.map((page) => ({ ...page, route: `${page.route}copy-${copy}/` }))).flat();
    let site: [IndexedPage, string][] = many.map((page) => [page, `${page.route}@1`]);
    const first = build(cacheDir, site).output;
    const edited = indexPage({ ...records[1]!, route: `${records[1]!.route}copy-7/`, title: `${records[1]!.title} wombat` }, records[1]!.lang);
    site = site.map(([page, key]) => (page.route === edited.route ? [edited, `${page.route}@2`] : [page, key]));
    const second = build(cacheDir, site, new Set(first.files.map((file) => file.name))).output;
    const expected = fresh(site);
    expect(second.reused.length).toBeGreaterThan(10);
    // The edited title's words, with their bonuses, are in a few shards; the manifests are written every time.
    expect(second.files.filter((file) => /-[0-9a-f]{8}\.json$/.test(file.name)).length).toBeLessThan(second.reused.length / 3);
    expect([...second.files.map((file) => file.name), ...second.reused].sort()).toEqual(expected.files.map((file) => file.name).sort());
    expect(second.files).toEqual(expected.files.filter((file) => !second.reused.includes(file.name)));
  });

  it('builds as without one from a snapshot it cannot restore, and stores a whole one again', () => {
    const cacheDir = tempDir('search-broken');
    const site: [IndexedPage, string][] = pages.map((page) => [page, `${page.route}@1`]);
    build(cacheDir, site);
    const file = SearchSnapshotStore.fileOf(cacheDir, '/site/dist');
    const stored = decodeBase(readFileSync(file))!;
    writeFileSync(file, encodeBase({ ...stored, languages: [{ ...stored.languages[0]!, pages: 42 as never }] }));
    const again = build(cacheDir, site);
    expect(again.added).toHaveLength(pages.length);
    expect(again.output).toEqual(fresh(site));
    expect(build(cacheDir, site).added).toEqual([]);
  });

  it('builds as without one from a snapshot cut short', () => {
    const cacheDir = tempDir('search-cut');
    const site: [IndexedPage, string][] = pages.map((page) => [page, `${page.route}@1`]);
    build(cacheDir, site);
    const file = SearchSnapshotStore.fileOf(cacheDir, '/site/dist');
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 8));
    const again = build(cacheDir, site);
    expect(again.added).toHaveLength(pages.length);
    expect(again.output).toEqual(fresh(site));
  });

  it('reads the postings as views of the bytes of its file, and writes what it reads', () => {
    const cacheDir = tempDir('search-views');
    build(cacheDir, pages.map((page) => [page, `${page.route}@1`]));
    const bytes = readFileSync(SearchSnapshotStore.fileOf(cacheDir, '/site/dist'));
    const decoded = decodeBase(bytes)!;
    expect(decoded.languages.flatMap((language) => [language.lengths, language.counts, language.triples]).every((array) => array.buffer === bytes.buffer)).toBe(true);
    expect(decodeBase(encodeBase(decoded))).toEqual(decoded);
  });

  it('restores the snapshot of a site with hundreds of thousands of documents', () => {
    const documents = 300_000;
    const snapshot: IndexerSnapshot = {
      lang: 'en',
      pages: [['/large/', 'Large', 'Docs', [], documents, false]],
      lengths: new Int32Array(documents).fill(10),
      terms: ['grid'],
      counts: Int32Array.from([6]),
      triples: Int32Array.from([0, 2, 0, documents - 1, 1, 0]),
    };
    const index = SearchIndexBuilder.fromSnapshot([snapshot]);
    const shard = index.build().files.find((file) => file.name.startsWith('en-'))!;
    expect(JSON.parse(shard.content).grid.filter((_: number, i: number) => i % 2 === 0)).toEqual([0, documents - 1]);
  });
});
