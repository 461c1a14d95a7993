import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexPage, type IndexedPage } from '../../compiler/search/index-language';
import { inThreadSession } from '../../compiler/search/search-session';
import { SearchSnapshotStore } from '../../compiler/search/search-snapshot';
import { startSearchThread } from '../../compiler/search/search-thread';
import type { SearchSession } from '../../compiler/search/session-contract';
import type { SearchPageRecord } from '../../templates/shared/search';
import { FIXTURES, tempDir } from '../helpers/cli';

const records: SearchPageRecord[] = JSON.parse(readFileSync(path.join(FIXTURES, 'search', 'pages.json'), 'utf8'));
const pages = Array.from({ length: 40 }, (_, copy) => records.map((record) => indexPage({ ...record, route: `${record.route}copy-${copy}/` }, record.lang))).flat();
const OUT = '/site/dist';

/** One build through `session`: the pages whose key is new are added; the files, and what the next build knows. */
async function build(session: SearchSession, site: [IndexedPage, string][], present?: ReadonlySet<string>) {
  const keys = site.map(([, key]) => key);
  const known = await session.start(
    site.map(([page]) => page.route),
    keys,
  );
  site.forEach(([page], i) => known[i] || session.add(page));
  const output = await session.build(present, keys, {});
  await session.saved();
  return { known, output };
}

describe('search session in a thread of its own', () => {
  it('knows, builds and stores what the session in this thread does', async () => {
    const cacheDir = tempDir('search-session');
    const first: [IndexedPage, string][] = pages.map((page) => [page, `${page.route}@1`]);
    const { output: before } = await build(inThreadSession(SearchSnapshotStore.open(cacheDir, OUT)), first);
    const edited = indexPage({ ...records[3]!, route: `${records[3]!.route}copy-9/`, title: `${records[3]!.title} axolotl` }, records[3]!.lang);
    const second = first.map(([page, key]): [IndexedPage, string] => (page.route === edited.route ? [edited, `${page.route}@2`] : [page, key]));
    const present = new Set(before.files.map((file) => file.name));
    const copy = tempDir('search-session-copy');
    cpSync(cacheDir, copy, { recursive: true });

    const thread = startSearchThread(cacheDir, OUT);
    expect(thread, 'the bundled search worker (.build/search-worker.cjs)').toBeDefined();
    expect(thread!.threaded).toBe(true);
    const threaded = await build(thread!, second, present);
    const here = await build(inThreadSession(SearchSnapshotStore.open(copy, OUT)), second, present);
    expect(threaded.known.filter((known) => !known)).toHaveLength(1);
    expect(threaded).toEqual(here);
    expect(threaded.output.reused.length).toBeGreaterThan(0);
    // And the snapshot each stored serves the next build the same.
    const third = second.map(([page, key]): [IndexedPage, string] => [page, page.route === pages[0]!.route ? 'changed@3' : key]);
    expect(await build(inThreadSession(SearchSnapshotStore.open(cacheDir, OUT)), third)).toEqual(await build(inThreadSession(SearchSnapshotStore.open(copy, OUT)), third));
  });

  it('rejects what is awaited of a thread that stopped', async () => {
    const thread = startSearchThread(tempDir('search-session-closed'), OUT)!;
    thread.close();
    await expect(thread.start(['/a/'], ['a@1'])).rejects.toThrow(/search index thread stopped/);
  });
});
