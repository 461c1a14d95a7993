import path from 'node:path';
import { loadPeersFrom, nodeModulesUp, peerModulesOf, PEERS_ENV } from './site-packages';

/** Where `--cache-dir` points by default: the site project's `node_modules/.cache/docs`, the nearest `node_modules` from the content folder up (else the current folder's). */
export function defaultCacheDir(contentDir: string): string {
  const modules = nodeModulesUp(contentDir)[0] ?? path.resolve('node_modules');
  return path.join(modules, '.cache', 'docs');
}

/** The value of `--name value` or `--name=value` in `args`; undefined when absent. */
function optionOf(args: readonly string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name) return args[i + 1];
    if (args[i]!.startsWith(`${name}=`)) return args[i]!.slice(name.length + 1);
  }
  return undefined;
}

/**
 * Run by `bin/docs.mjs` before anything loads React or starts a worker, for the commands that render
 * a site: its peer packages (React, Material UI, emotion) come from the site's project in every
 * thread, and the threads' start-up caches live in the site's cache folder (they hold resolutions
 * into its `node_modules`). Workers copy the environment they are started with.
 */
export function prepareSiteThreads(args: readonly string[]): void {
  if (!['build', 'dev', 'check'].includes(args[0] ?? '')) return;
  const contentDir = path.resolve(optionOf(args, '--content') ?? 'content');
  const cacheDir = path.resolve(optionOf(args, '--cache-dir') ?? defaultCacheDir(contentDir));
  process.env.DOCS_STARTUP_CACHE ??= path.join(cacheDir, 'startup');
  const peers = peerModulesOf(contentDir);
  if (!peers) return;
  process.env[PEERS_ENV] = peers;
  loadPeersFrom(peers);
}
