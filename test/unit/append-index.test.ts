import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppendIndex } from '../../compiler/cache/append-index';

const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), 'docs-append-index-')), 'index.log');

describe('AppendIndex', () => {
  it('reads the file once: what another writer appends later is not seen without followAppends', () => {
    const file = fresh();
    const reader = new AppendIndex(file);
    const writer = new AppendIndex(file);
    writer.append('a', '"first"');
    expect(reader.get('a')).toBe('"first"');
    writer.append('b', '"second"');
    expect(reader.get('b')).toBeUndefined();
  });

  it('with followAppends, finds what another writer appended since, across multi-byte values and a line still being written', () => {
    const file = fresh();
    const reader = new AppendIndex(file, true);
    const writer = new AppendIndex(file);
    writer.append('a', '"日本語 — first"');
    expect(reader.get('a')).toBe('"日本語 — first"');
    writer.append('b', '"ünïcödé second"');
    // Half a line, as a killed or still-writing thread leaves it: not an entry until it is complete.
    appendFileSync(file, 'c\t"thi');
    expect(reader.get('b')).toBe('"ünïcödé second"');
    expect(reader.get('c')).toBeUndefined();
    appendFileSync(file, 'rd"\n');
    expect(reader.get('c')).toBe('"third"');
    expect(reader.size).toBe(3);
    // A key stored again: its last line wins.
    writer.append('a', '"again"');
    expect(reader.get('missing')).toBeUndefined();
    expect(reader.get('a')).toBe('"again"');
  });

  it('keeps only the given keys when compacted, and reads the file afresh after', () => {
    const file = fresh();
    const index = new AppendIndex(file, true);
    index.append('a', '1');
    index.append('b', '2');
    index.append('a', '3');
    expect(index.compact(['a'])).toEqual(['b']);
    expect(index.get('a')).toBe('3');
    expect(index.get('b')).toBeUndefined();
    expect(index.size).toBe(1);
  });
});
