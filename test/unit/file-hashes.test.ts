import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longHash } from '../../compiler/helpers/hash';
import { FileHashes } from '../../compiler/cache/file-hashes';

/** Stamps every file, even one changed this very millisecond (a file system's times are finer than `Date.now()`). */
const STAMP_ALL = { racyMs: -1000 };

function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-file-hashes-'));
  const page = path.join(root, 'page.md');
  const stamps = path.join(root, 'cache', 'file-hashes');
  const reads: string[] = [];
  const read = (file: string) => {
    reads.push(file);
    return readFileSync(file);
  };
  return { page, stamps, reads, read };
}

describe('file hashes', () => {
  it('reads a file again only once its stamp changed, even by a write that kept its size and modification time', () => {
    const { page, stamps, reads, read } = setup();
    writeFileSync(page, '# One');
    // Whole seconds, which a file's time takes back exactly.
    utimesSync(page, 1_700_000_000, 1_700_000_000);
    const first = new FileHashes(stamps, { ...STAMP_ALL, read });
    expect(first.hash(page)).toBe(longHash('# One'));
    first.save();
    expect(new FileHashes(stamps, { ...STAMP_ALL, read }).hash(page)).toBe(longHash('# One'));
    expect(reads).toHaveLength(1);

    // Same size, and the modification time put back (as `rsync -t` or `touch -d` would): the change time still moved.
    writeFileSync(page, '# Two');
    utimesSync(page, 1_700_000_000, 1_700_000_000);
    const second = new FileHashes(stamps, { ...STAMP_ALL, read });
    expect(second.hash(page)).toBe(longHash('# Two'));
    expect(reads).toHaveLength(2);
  });

  it('does not stamp a file changed just before it was read: the next build reads it again', () => {
    const { page, stamps, reads, read } = setup();
    writeFileSync(page, '# One');
    const first = new FileHashes(stamps, { read });
    first.hash(page);
    first.save();
    expect(new FileHashes(stamps, { read }).hash(page)).toBe(longHash('# One'));
    expect(reads).toHaveLength(2);
  });

  it('keeps only the files hashed by the last build, and reads every file when its store is unreadable', () => {
    const { page, stamps, reads, read } = setup();
    const other = path.join(path.dirname(page), 'other.md');
    writeFileSync(page, '# One');
    writeFileSync(other, '# Other');
    const first = new FileHashes(stamps, { ...STAMP_ALL, read });
    first.hash(page);
    first.hash(other);
    first.save();
    const second = new FileHashes(stamps, { ...STAMP_ALL, read });
    second.hash(page);
    second.save();
    new FileHashes(stamps, { ...STAMP_ALL, read }).hash(other);
    expect(reads.filter((file) => file === other)).toHaveLength(2);

    writeFileSync(stamps, 'not a snapshot');
    expect(new FileHashes(stamps, { ...STAMP_ALL, read }).hash(page)).toBe(longHash('# One'));
    expect(reads.filter((file) => file === page)).toHaveLength(2);
  });
  it('tells the files whose content differs from what the last build hashed', () => {
    const { page, stamps } = setup();
    const other = path.join(path.dirname(page), 'other.md');
    writeFileSync(page, '# One');
    writeFileSync(other, '# Other');
    const first = new FileHashes(stamps, STAMP_ALL);
    expect(first.differs(page)).toBe(true);
    first.hash(other);
    first.save();
    writeFileSync(page, '# Two');
    // Written again with the same bytes: a new stamp, the same content.
    writeFileSync(other, '# Other');
    const second = new FileHashes(stamps, STAMP_ALL);
    expect(second.differs(page)).toBe(true);
    expect(second.differs(other)).toBe(false);
  });
});
