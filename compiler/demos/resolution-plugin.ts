import type { OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { aliasedPath, aliasPrefixes, hasSiteResolution, RENDERER_PACKAGES } from './demo-resolution';
import { peerModulesInUse } from '../startup/site-packages';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An import of one of `names`, or of a file under one. */
const importOf = (names: Iterable<string>) => new RegExp(`^(?:${[...names].map(escape).join('|')})(?:/|$)`);
const RENDERER_IMPORT = importOf(RENDERER_PACKAGES);
const NODE_BUILTIN = new RegExp(`^(?:node:)?(?:${builtinModules.map(escape).join('|')})$`);
const EMPTY = 'docs-empty-builtin';
/** Marks the resolutions this plugin asks esbuild for, so that it does not answer them itself. */
const OWN = Symbol('docs-demo-resolution');

/**
 * The content's aliases (`docsx/data/…` → a file of the content folder), and the renderer's packages
 * taken where the server render takes them whoever imports them: the site's project when the CLI took
 * its peers from there (`loadPeersFrom`), else the compiler's; every
 * other package resolves as esbuild finds it, from the importer's node_modules up, then the
 * compiler's (`nodePaths`). None for a site with neither aliases nor node_modules of its own, where
 * it would change nothing. Without `renderer`, packages are left alone (a server bundle keeps them
 * external, and Node resolves them: see `server-demo.ts`).
 */
export function demoResolutionPlugins(compilerRoot: string, options: { renderer: boolean }): Plugin[] {
  if (!hasSiteResolution()) return [];
  const peers = peerModulesInUse();
  const rendererRoot = peers ? path.dirname(peers) : compilerRoot;
  const plugin: Plugin = {
    name: 'docs-demo-resolution',
    setup(build) {
      if (options.renderer) {
        // A package of the site may reach Node's built-in modules on a path the browser never runs
        // (Next.js's router gzips its bloom filter on the server): they are empty modules there, as
        // webpack's `resolve.fallback: { fs: false }` makes them. A demo's own import of one is still
        // the located error of the import check.
        build.onResolve({ filter: NODE_BUILTIN }, (args) => (args.importer.includes(`${path.sep}node_modules${path.sep}`) ? { path: args.path, namespace: EMPTY } : undefined));
        build.onLoad({ filter: /.*/, namespace: EMPTY }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
      }
      // Only the imports it may answer go through it: a callback per import of a large bundle costs.
      const filter = importOf([...aliasPrefixes(), ...(options.renderer ? RENDERER_PACKAGES : [])]);
      // A renderer package resolves from one folder whoever imports it: asked of esbuild once per
      // specifier and kind (MUI X's demos import Material UI some 8,000 times, from 250 specifiers).
      const fromRenderer = new Map<string, Promise<OnResolveResult>>();
      build.onResolve({ filter }, (args) => {
        if (args.pluginData === OWN) return undefined;
        const importer = args.importer && path.isAbsolute(args.importer) ? args.importer : path.join(args.resolveDir, 'index.js');
        const aliased = aliasedPath(args.path, importer);
        if (aliased) return resolved(build, aliased, args.resolveDir, args);
        if (!options.renderer || !RENDERER_IMPORT.test(args.path)) return undefined;
        const key = `${args.kind}\0${args.path}`;
        let result = fromRenderer.get(key);
        if (!result) fromRenderer.set(key, (result = resolved(build, args.path, rendererRoot, args)));
        return result;
      });
    },
  };
  return [plugin];
}

async function resolved(build: PluginBuild, specifier: string, resolveDir: string, args: OnResolveArgs): Promise<OnResolveResult> {
  const result = await build.resolve(specifier, { resolveDir, kind: args.kind, importer: args.importer, pluginData: OWN });
  return result.errors.length ? { errors: result.errors } : result;
}
