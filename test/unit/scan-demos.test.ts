import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanDemoFiles, scanDemos } from '../../compiler/demos/scan-demos';
import { componentFilesOf, componentName, embeddedDemoNames, typeCheckedFiles } from '../../compiler/demos/demo-files';
import { registerDemoResolution } from '../../compiler/demos/demo-resolution';
import type { PageJob } from '../../compiler/render/page-job';
import { ROOT } from '../helpers/cli';

const contentDir = path.join(ROOT, 'test', 'fixtures', 'site-demos');
const page = path.join(contentDir, 'index.md');
const jobsOf = (...files: string[]) => files.map((file) => ({ file }) as PageJob);

describe('scanning the demos the pages embed', () => {
  it("takes an earlier scan of the same markdown files instead of reading them again", async () => {
    const demos = await scanDemoFiles([page], contentDir);
    expect(demos.map((d) => d.key)).toContain('Counter');
    // A scan of the same files, recognisable by its result: that result is what comes back.
    const earlier = [demos[0]!];
    expect(await scanDemos(jobsOf(page, page), contentDir, { files: new Set([page]), demos: Promise.resolve(earlier) })).toBe(earlier);
  });

  it('scans again when the earlier scan covered other files, or failed', async () => {
    const fresh = (await scanDemoFiles([page], contentDir)).map((d) => d.key);
    const other = path.join(contentDir, 'far', 'index.md');
    expect((await scanDemos(jobsOf(page), contentDir, { files: new Set([page, other]), demos: Promise.resolve([]) })).map((d) => d.key)).toEqual(fresh);
    expect((await scanDemos(jobsOf(page), contentDir, { files: new Set([page]), demos: Promise.reject(new Error('scan failed')) })).map((d) => d.key)).toEqual(fresh);
  });
});

describe("a component embed's file", () => {
  const docs = path.join(ROOT, 'test', 'fixtures', 'mui-docs');
  const overview = path.join(docs, 'data', 'widgets', 'overview', 'overview.md');
  registerDemoResolution(docs, { componentDir: 'src', alias: { docsx: '.' } }, ROOT);

  it("is found under componentDir, .tsx first, bundled but not type-checked; a path leaving the folder or naming no file is not", async () => {
    expect(embeddedDemoNames('{{"component": "modules/Banner.js", "title": "New"}}\n')).toEqual([componentName('modules/Banner.js')]);
    const found = await scanDemoFiles([overview], docs);
    const components = found.filter((d) => d.component);
    expect(components.map((d) => [d.key, path.basename(d.variants[0]!.file)])).toEqual([
      ['src/modules/components/overview/WidgetsBadge', 'WidgetsBadge.tsx'],
      ['src/modules/components/ShelfSummary', 'ShelfSummary.js'],
    ].sort((a, b) => a[0]!.localeCompare(b[0]!)));
    expect(typeCheckedFiles(components)).toEqual([]);
    expect(componentFilesOf('../data/widgets/gauges/products.ts', docs)).toBeUndefined();
    expect(componentFilesOf('modules/components/Missing.js', docs)).toBeUndefined();
    expect(componentFilesOf('modules/components/ShelfSummary', path.join(ROOT, 'test', 'fixtures', 'site-demos'))).toBeUndefined();
  });
});
