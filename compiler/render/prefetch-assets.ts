import path from 'node:path';
import { bundleChromeRuntime } from '../assets/runtime-bundle';
import { demoBundleOutputs } from '../demos/client-bundle';
import { hashOnDisk, ImportVerdicts } from '../demos/import-verdicts';
import { scanDemoFiles, type ScannedDemos } from '../demos/scan-demos';
import { packageRoot } from '../helpers/package-root';
import { bundleSearchRuntime } from '../search/bundle';
import type { PageSource } from '../site/discover-pages';

/**
 * Starts the esbuild bundles of a build as soon as its pages are known, while the API extraction
 * holds the TypeScript thread: `prepareRender` asks for the same bundles and gets these runs (or
 * their cache entries). Nothing is written here, and a failure is left for that second ask to report.
 * Returns the demo scan it started, which `prepareRender` takes instead of scanning the same
 * markdown files again (resolving every demo's imports: 0.1 s on the shipped site). `demoNames`, the
 * build's page facts, spares reading the pages; `hash`, its content hashes, reading the demos.
 */
export function prefetchAssets(pages: readonly PageSource[], contentDir: string, cacheDir: string, demoNames?: (file: string) => string[], hash: (file: string) => string | undefined = hashOnDisk): ScannedDemos {
  const files = new Set(pages.map((page) => page.file));
  const demos = scanDemoFiles([...files], contentDir, demoNames, ImportVerdicts.in(cacheDir, packageRoot(), hash));
  const run = async () => {
    const scanned = await demos;
    // The output folder only names the outputs, relative to it; it is not written.
    const demoBundle = scanned.length ? demoBundleOutputs(scanned, path.join(cacheDir, 'prefetch', 'islands'), { cacheDir }) : undefined;
    await Promise.all([bundleChromeRuntime(cacheDir), bundleSearchRuntime(cacheDir), demoBundle]);
  };
  run().catch(() => undefined);
  return { files, demos };
}
