import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longHash } from '../../compiler/helpers/hash';
import type { FileHashes } from '../../compiler/cache/file-hashes';
import { PageFactsStore } from '../../compiler/site/page-facts';
import { ContentReads, isResolved } from '../../compiler/site/content-reads';
import { seededRandom } from '../helpers/seeded-random';

const PAGE = '---\ncomponents: DataGrid, DataGridPro\n---\n\n# Sorting\n\n{{"demo": "BasicSorting.js"}}\n';

function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-content-reads-'));
  const page = path.join(root, 'sorting.md');
  writeFileSync(page, PAGE);
  const store = path.join(root, 'cache', 'page-facts');
  return { page, store };
}

/** File hashes as a build's stamps would give them, whatever the file now holds. */
const stamped = (hash: string) => ({ hash: () => hash }) as unknown as FileHashes;

describe('content reads', () => {
  it("works a page's facts out from its text, and files them under its hash for the next build", () => {
    const { page, store } = setup();
    const facts = new PageFactsStore(store, 'compiler-1');
    const reads = new ContentReads({ facts });
    expect(reads.facts(page)).toEqual({ title: 'Sorting', demos: ['BasicSorting'], components: ['DataGrid', 'DataGridPro'] });
    expect(reads.hash(page)).toBe(longHash(PAGE));
    facts.save();
    expect(new PageFactsStore(store, 'compiler-1').get(longHash(PAGE))?.title).toBe('Sorting');
    // Another compiler may read pages differently: its facts are not used.
    expect(new PageFactsStore(store, 'compiler-2').get(longHash(PAGE))).toBeUndefined();
  });

  it('does not read a page whose hash has facts in the cache', () => {
    const { page, store } = setup();
    const first = new PageFactsStore(store, 'compiler-1');
    first.set(longHash('# Earlier\n'), { title: 'Earlier', demos: [], components: [] });
    first.save();
    // The stamps say the file is unchanged since it held "# Earlier": its facts are the stored ones.
    const reads = new ContentReads({ hashes: stamped(longHash('# Earlier\n')), facts: new PageFactsStore(store, 'compiler-1') });
    expect(reads.facts(page).title).toBe('Earlier');
  });

  it('does not file the facts of a page saved after it was hashed under its former content', () => {
    const { page, store } = setup();
    const facts = new PageFactsStore(store, 'compiler-1');
    const reads = new ContentReads({ hashes: stamped(longHash('# Before the save\n')), facts });
    expect(reads.facts(page).title).toBe('Sorting');
    expect(facts.get(longHash('# Before the save\n'))).toBeUndefined();
  });

  it('takes a path as it is only where resolving it would give it back', () => {
    const random = seededRandom(7);
    const segments = ['a', 'pages', '.', '..', '', '.hidden', '..b', 'b..', '...', 'x.md'];
    let taken = 0;
    for (let i = 0; i < 5000; i += 1) {
      const parts = Array.from({ length: 1 + random(5) }, () => segments[random(segments.length)]!);
      const file = `${random(5) < 4 ? '/' : ''}${parts.join('/')}${random(5) === 0 ? '/' : ''}`;
      if (isResolved(file)) {
        taken += 1;
        expect(path.resolve(file), file).toBe(file);
      }
    }
    expect(taken).toBeGreaterThan(500);
    expect(isResolved(path.join(path.resolve('content'), 'x', 'sorting.md'))).toBe(true);
  });
});
