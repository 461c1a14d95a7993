import type * as Esbuild from 'esbuild';
import { lazyRequire } from './lazy-require';

let api: typeof Esbuild | undefined;
let version: string | undefined;

/** esbuild's API, loaded when first used: a build from the cache bundles nothing, and loading it cost 40 ms in the main thread and again in the render worker. */
export function esbuildApi(): typeof Esbuild {
  api ??= lazyRequire('esbuild') as typeof Esbuild;
  return api;
}

/** The installed esbuild's version, from its manifest, without loading the API. */
export function esbuildVersion(): string {
  version ??= (lazyRequire('esbuild/package.json') as { version: string }).version;
  return version;
}
