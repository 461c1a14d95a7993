import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { CacheStore } from '../../compiler/helpers/cache-store';
import { addTally, explainTally, takeTally } from '../../compiler/helpers/cache-tally';
import { tempDir } from '../helpers/cli';

interface Value {
  html: string;
}

const isValue = (value: unknown) => typeof (value as Value | null)?.html === 'string';

function storeOf(inputs: Record<string, string> = { compiler: '1', theme: 'dark' }, format = 3): CacheStore<Value> {
  return new CacheStore<Value>({ namespace: 'renders', format, inputs, accepts: isValue });
}

describe('CacheStore', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = tempDir('cache-store');
    mkdirSync(dir, { recursive: true });
    file = path.join(dir, 'entry.json');
    takeTally();
  });

  it('reads back what it wrote, and a missing entry is absent', async () => {
    expect(storeOf().readFile(file)).toEqual({ hit: false, reason: 'absent' });
    storeOf().writeFileSync(file, { html: '<p>a</p>' });
    expect(storeOf().readFile(file)).toEqual({ hit: true, value: { html: '<p>a</p>' } });
    expect(await storeOf().readFileAsync(file)).toEqual({ hit: true, value: { html: '<p>a</p>' } });
    expect(await storeOf().readFileAsync(path.join(dir, 'none', 'x.json'))).toEqual({ hit: false, reason: 'absent' });
  });

  it('misses an entry of another format, and names the input that changed', () => {
    storeOf().writeFileSync(file, { html: 'x' });
    expect(storeOf(undefined, 4).readFile(file)).toEqual({ hit: false, reason: 'format' });
    expect(storeOf({ compiler: '1', theme: 'light' }).readFile(file)).toEqual({ hit: false, reason: 'inputs', input: 'theme' });
    expect(storeOf({ compiler: '1' }).readFile(file)).toEqual({ hit: false, reason: 'inputs', input: 'theme' });
    expect(storeOf({ compiler: '1', theme: 'dark', locale: 'fr' }).readFile(file)).toEqual({ hit: false, reason: 'inputs', input: 'locale' });
  });

  it("takes the cache's own verdict on a decoded value, and a check that throws is unreadable", () => {
    storeOf().writeFileSync(file, { html: 'x' });
    expect(storeOf().readFile(file, { changed: () => 'src/data.ts' })).toEqual({ hit: false, reason: 'inputs', input: 'src/data.ts' });
    expect(
      storeOf().readFile(file, {
        changed: () => {
          throw new TypeError('not iterable');
        },
      }),
    ).toEqual({ hit: false, reason: 'unreadable' });
  });

  it('misses, never throws, on a truncated, a garbage and a foreign entry', () => {
    const store = storeOf();
    store.writeFileSync(file, { html: '<p>a long enough page</p>' });
    const whole = store.encode({ html: '<p>a long enough page</p>' });
    writeFileSync(file, whole.slice(0, whole.length / 2));
    expect(store.readFile(file)).toEqual({ hit: false, reason: 'unreadable' });
    writeFileSync(file, Buffer.from([0xff, 0x00, 0x9c, 0x42]));
    expect(store.readFile(file)).toEqual({ hit: false, reason: 'unreadable' });
    for (const foreign of ['null', '42', '[1,2]', '{"name":"my-package","version":"1.0.0"}', '{"format":3,"inputs":[],"value":{}}']) {
      writeFileSync(file, foreign);
      expect(store.readFile(file), foreign).toEqual({ hit: false, reason: 'unreadable' });
    }
    // The envelope is right, the value has another shape.
    writeFileSync(file, JSON.stringify({ format: 3, inputs: { compiler: '1', theme: 'dark' }, value: { html: 12 } }));
    expect(store.readFile(file)).toEqual({ hit: false, reason: 'unreadable' });
    mkdirSync(path.join(dir, 'a-folder.json'));
    expect(store.readFile(path.join(dir, 'a-folder.json'))).toEqual({ hit: false, reason: 'unreadable' });
    expect(store.decode(undefined)).toEqual({ hit: false, reason: 'absent' });
    expect(store.decode('{"format":3')).toEqual({ hit: false, reason: 'unreadable' });
  });

  it('marks an entry used when it hits (its time is its last use), and only then', () => {
    const store = storeOf();
    store.writeFileSync(file, { html: 'x' });
    const old = new Date(Date.now() - 3600_000);
    utimesSync(file, old, old);
    const set = statSync(file).mtimeMs;
    store.readFile(file, { changed: () => 'a.ts' });
    store.readFile(file, { peek: true });
    expect(statSync(file).mtimeMs).toBe(set);
    store.readFile(file);
    expect(statSync(file).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts hits and misses by reason, not the reads that only peek, and adds up a worker’s', () => {
    const store = storeOf();
    store.readFile(file);
    store.writeFileSync(file, { html: 'x' });
    store.readFile(file);
    store.readFile(file, { peek: true });
    storeOf({ compiler: '2', theme: 'dark' }).readFile(file);
    writeFileSync(file, '{');
    store.readFile(file);
    new CacheStore({ namespace: 'bundles', format: 1 }).record({ hit: false, reason: 'inputs', input: 'src/app.tsx' });
    const ours = takeTally();
    expect(ours).toEqual({
      renders: { hits: 1, misses: { absent: 1, format: 0, inputs: 1, unreadable: 1 }, changed: { compiler: 1 } },
      bundles: { hits: 0, misses: { absent: 0, format: 0, inputs: 1, unreadable: 0 }, changed: { 'src/app.tsx': 1 } },
    });
    expect(takeTally()).toEqual({});
    addTally(ours);
    addTally(structuredClone(ours));
    const both = takeTally();
    expect(both.renders!.hits).toBe(2);
    expect(both.renders!.misses.unreadable).toBe(2);
    expect(explainTally(ours)).toContain('  bundles  0 hits, 1 miss (inputs 1: src/app.tsx)\n');
    expect(explainTally(both)).toBe(
      'Caches, hits and misses by reason:\n' +
        '  bundles  0 hits, 2 misses (inputs 2: src/app.tsx ×2)\n' +
        '  renders  2 hits, 6 misses (absent 2; inputs 2: compiler ×2; unreadable 2)\n',
    );
  });
});
