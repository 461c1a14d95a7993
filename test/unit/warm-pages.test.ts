import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompileMemo } from '../../compiler/render/compile-memo';
import { warmPages, type WarmPage, type WarmSetup } from '../../compiler/render/warm-pages';
import { aliasedPath } from '../../compiler/demos/demo-resolution';
import { ROOT, tempDir } from '../helpers/cli';

describe('compiling pages ahead in a render worker', () => {
  it('stops once a message says rendering has begun, though no page waits on anything', async () => {
    const dir = tempDir('warm-pages');
    const pages: WarmPage[] = Array.from({ length: 200 }, (_, i) => {
      const file = path.join(dir, `tide-${i}.md`);
      writeFileSync(file, `# Tide ${i}\n\n<p class="description">High water at ${i % 24}:00.</p>\n\nThe harbour opens an hour before.\n`);
      return { file, displayPath: `tide-${i}.md`, contentPath: `tide-${i}.md`, route: `/tide-${i}/` };
    });
    const setup: WarmSetup = { contentDir: dir, base: '/', defaultLanguage: 'en', components: {}, projectRoot: ROOT, cacheDir: tempDir('warm-pages-cache'), versionKey: 'test' };
    const compiles = new CompileMemo();
    let compiled = 0;
    const warm = compiles.warm.bind(compiles);
    let rendering = false;
    compiles.warm = (input) => {
      compiled += 1;
      // Rendering begins as the first page is compiled; the worker learns it from a message, in a task of its own.
      if (compiled === 1) setImmediate(() => (rendering = true));
      return warm(input);
    };
    await warmPages(pages, setup, compiles, () => rendering);
    expect(compiled).toBeGreaterThan(0);
    expect(compiled).toBeLessThan(pages.length);
  });
  it("resolves the demos it loads as the renderer will, with the site's aliases", async () => {
    const dir = tempDir('warm-pages-alias');
    const file = path.join(dir, 'harbour.md');
    writeFileSync(file, '# Harbour\n');
    const setup: WarmSetup = { contentDir: dir, base: '/', defaultLanguage: 'en', components: {}, projectRoot: ROOT, cacheDir: tempDir('warm-pages-cache'), versionKey: 'test', alias: { '@tides': 'shared/tides' } };
    expect(aliasedPath('@tides/table', file)).toBeUndefined();
    await warmPages([{ file, displayPath: 'harbour.md', contentPath: 'harbour.md', route: '/harbour/' }], setup, new CompileMemo(), () => false);
    expect(aliasedPath('@tides/table', file)).toBe(path.join(dir, 'shared', 'tides', 'table'));
  });
});
