import { build } from 'esbuild';
import path from 'node:path';
import { packageRoot } from '../package-root';

/**
 * One minified browser file from a module of `runtime/`: a classic script (`iife`) for what every page
 * runs, an ES module (`esm`) for what a page imports on demand.
 */
export async function bundleBrowserModule(entry: string, format: 'iife' | 'esm'): Promise<string> {
  const result = await build({
    entryPoints: [path.join(packageRoot(), entry)],
    bundle: true,
    write: false,
    minify: true,
    format,
    target: ['es2020'],
    platform: 'browser',
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}
