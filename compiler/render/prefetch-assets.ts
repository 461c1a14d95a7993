import path from 'node:path';
import { bundleChromeRuntime } from '../assets/runtime-bundle';
import { demoBundleOutputs } from '../demos/client-bundle';
import { scanDemoFiles } from '../demos/scan-demos';
import { bundleSearchRuntime } from '../search/bundle';
import type { PageSource } from '../site/discover-pages';

/**
 * Starts the esbuild bundles of a build as soon as its pages are known, while the API extraction
 * holds the TypeScript thread: `prepareRender` asks for the same bundles and gets these runs (or
 * their cache entries). Nothing is written here, and a failure is left for that second ask to report.
 */
export function prefetchAssets(pages: readonly PageSource[], contentDir: string, cacheDir: string): void {
  const run = async () => {
    const demos = await scanDemoFiles(
      pages.map((page) => page.file),
      contentDir,
    );
    // The output folder only names the outputs, relative to it; it is not written.
    const demoBundle = demos.length ? demoBundleOutputs(demos, path.join(cacheDir, 'prefetch', 'islands'), { cacheDir }) : undefined;
    await Promise.all([bundleChromeRuntime(cacheDir), bundleSearchRuntime(cacheDir), demoBundle]);
  };
  run().catch(() => undefined);
}
