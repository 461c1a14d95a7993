import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanCache } from '../../compiler/cache/clean-cache';
import { tempDir } from '../helpers/cli';

describe('docs cache clean', () => {
  it("deletes the compiler's entries and counts their bytes, leaving what is not its own", () => {
    const cache = tempDir('clean-cache');
    for (const folder of ['pages', 'startup', 'bundles']) mkdirSync(path.join(cache, folder, 'inner'), { recursive: true });
    writeFileSync(path.join(cache, 'pages', 'inner', 'entry.json'), 'x'.repeat(1000));
    writeFileSync(path.join(cache, 'api-mui-x-charts@8.29.3.json'), 'y'.repeat(24));
    writeFileSync(path.join(cache, 'site.config.ts.4242.1.mjs'), 'export default {};');
    writeFileSync(path.join(cache, 'feedback.jsonl'), '{"rating":1}\n');
    mkdirSync(path.join(cache, 'pages-of-mine'));
    const { bytes, kept } = cleanCache(cache);
    expect(bytes).toBe(1000 + 24 + 'export default {};'.length);
    expect(kept.sort()).toEqual(['feedback.jsonl', 'pages-of-mine']);
    expect(readdirSync(cache).sort()).toEqual(['feedback.jsonl', 'pages-of-mine']);
  });

  it('finds nothing to do in a folder that is not there', () => {
    const missing = path.join(tempDir('clean-cache-missing'), 'none');
    expect(cleanCache(missing)).toEqual({ bytes: 0, kept: [] });
    expect(existsSync(missing)).toBe(false);
  });
});
