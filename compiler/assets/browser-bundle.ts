import path from 'node:path';
import { packageRoot } from '../helpers/package-root';
import { bundledBytes, cachedBuild } from '../cache/bundle-cache';

/**
 * One minified browser file from a module of `runtime/`: a classic script (`iife`) for what every page
 * runs, an ES module (`esm`) for what a page imports on demand. Reused from `cacheDir` while its sources are unchanged.
 * `mangleProps`: property names to shorten (esbuild's option), names the module's own code alone reads and writes.
 */
export async function bundleBrowserModule(entry: string, format: 'iife' | 'esm', cacheDir?: string, mangleProps?: RegExp): Promise<string> {
  const [file] = await cachedBuild(
    {
      ...(mangleProps ? { mangleProps } : {}),
      entryPoints: [path.join(packageRoot(), entry)],
      bundle: true,
      write: false,
      minify: true,
      format,
      target: ['es2020'],
      platform: 'browser',
      logLevel: 'silent',
      legalComments: 'none',
    },
    cacheDir,
    // A pattern is no JSON: the cache tells bundles apart by its source.
    mangleProps?.source,
  );
  return Buffer.from(await bundledBytes(file!)).toString('utf8');
}
