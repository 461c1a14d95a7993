import { build } from 'esbuild';
import path from 'node:path';
import { packageRoot } from '../package-root';

/** Bundles the frame's plain-DOM script (`runtime/chrome.ts`) into one small minified file. */
export async function bundleChromeRuntime(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(packageRoot(), 'runtime', 'chrome.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}
