import { build } from 'esbuild';
import path from 'node:path';
import { packageRoot } from '../package-root';

/**
 * Bundles the search dialog (`runtime/search/entry.ts`) as one ES module, imported by the page's
 * trigger only when the dialog first opens: readers who never search never download it.
 */
export async function bundleSearchRuntime(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(packageRoot(), 'runtime', 'search', 'entry.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: ['es2020'],
    platform: 'browser',
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}
