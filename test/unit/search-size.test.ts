import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../compiler/search/build-index';
import { bundleSearchRuntime, INTERNAL_PROPERTIES } from '../../compiler/search/bundle';
import { createSearcher } from '../../templates/search/query';
import { contentRecords } from '../fixtures/search/content-records';
import { ROOT } from '../helpers/cli';
import { searchStrings } from '../../compiler/search/config-script';
import type { SearchConfig } from '../../templates/shared/search';

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

describe('search payload budget', () => {
  it('keeps the index of the MUI X site small, and what one query downloads smaller', async () => {
    const records = contentRecords(path.join(ROOT, 'content'));
    expect(records.length).toBeGreaterThan(100);
    const output = buildSearchIndex(records);
    const sizes = new Map(output.files.map((f) => [f.name, gzipped(f.content)]));
    expect(sizes.get(output.manifests.en!)).toBeLessThan(12_000);
    for (const [name, size] of sizes) if (name !== output.manifests.en) expect(size).toBeLessThan(7_000);
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBeLessThan(110_000);

    const files = new Map(output.files.map((f) => [f.name, f.content]));
    for (const query of ['lazy loading', 'column pinning', 'license key', 'localization']) {
      const fetched: string[] = [];
      const searcher = createSearcher(output.manifests.en!, 'en', async (url) => {
        fetched.push(url);
        return JSON.parse(files.get(url)!);
      });
      const { groups } = await searcher.search(query);
      expect(groups.length).toBeGreaterThan(0);
      expect(fetched.reduce((sum, name) => sum + sizes.get(name)!, 0)).toBeLessThan(25_000);
    }
  });

  it("shortens in the dialog no property the index files or the page's search config carry", () => {
    const output = buildSearchIndex(contentRecords(path.join(ROOT, 'content')));
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
      }
    };
    // Shards are keyed by index terms, not properties: a term may be spelled like one ("weight").
    for (const name of Object.values(output.manifests)) collect(JSON.parse(output.files.find((f) => f.name === name)!.content));
    const config: SearchConfig = { lang: 'en', base: '/', index: '', module: '', strings: searchStrings({}) };
    for (const key of [...Object.keys(config), ...Object.keys(config.strings)]) keys.add(key);
    expect(keys).toContain('pages');
    expect([...keys].filter((key) => INTERNAL_PROPERTIES.test(key))).toEqual([]);
  });

  it('keeps the dialog code and the always-loaded trigger small', async () => {
    // 7,236 bytes before issue 67's question handling: no more than 10% above (see guide/performance).
    expect(gzipped(await bundleSearchRuntime())).toBeLessThanOrEqual(7_960);
    const trigger = await build({
      stdin: { contents: "import { initSearchTrigger } from './runtime/search/trigger'; initSearchTrigger();", resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      write: false,
      minify: true,
      format: 'iife',
      target: ['es2020'],
      logLevel: 'silent',
    });
    expect(gzipped(trigger.outputFiles[0]!.text)).toBeLessThan(1_000);
  });
});
