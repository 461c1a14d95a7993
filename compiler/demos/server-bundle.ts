import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { esbuildApi } from '../helpers/esbuild-api';
import { contentHash } from '../helpers/hash';
import type { Diagnostic } from '../helpers/diagnostics';
import { packageRoot } from '../helpers/package-root';
import { packageOf } from './demo-deps';
import { RENDERER_PACKAGES, resolutionOf } from './demo-resolution';
import { esbuildDiagnostics, isBuildFailure } from './esbuild-diagnostics';
import { demoResolutionPlugins } from './resolution-plugin';

/** A demo's server module as esbuild made it, with the files besides the demo's own that went in; or esbuild's located errors. */
export type ServerBundle = { code: string; imports: { file: string; hash: string }[] } | { diagnostics: Diagnostic[] };

type BundleServerDemo = (file: string, displayPath: string, source: string, whole?: boolean) => Promise<ServerBundle>;

let bundler: BundleServerDemo | undefined;

/**
 * Has this thread's demos bundled by `elsewhere`: a render worker asks its pool's thread, which is
 * idle while the workers render. esbuild calls a bundle's resolution plugins on the event loop of
 * the thread that asked, and a worker's loop is held by the page it renders meanwhile: in a cold
 * build of MUI X v8's docs, each worker waited about 50 s in all for its 60 to 150 bundles.
 */
export function bundleServerDemosWith(elsewhere: BundleServerDemo): void {
  bundler = elsewhere;
}

/** The demo bundled for the server, here or where `bundleServerDemosWith` said. */
export function bundleServerDemo(file: string, displayPath: string, source: string, whole = false): Promise<ServerBundle> {
  return (bundler ?? bundleLocally)(file, displayPath, source, whole);
}

/**
 * The demo bundled by esbuild, with the files besides it that went in; or esbuild's located errors.
 * `whole`: every package bundled in but the renderer's (see `compileAndImport`).
 */
export async function bundleLocally(file: string, displayPath: string, source: string, whole = false): Promise<ServerBundle> {
  try {
    const result = await esbuildApi().build({
      stdin: { contents: source, sourcefile: file, resolveDir: path.dirname(file), loader: file.endsWith('.tsx') ? 'tsx' : 'jsx' },
      bundle: true,
      write: false,
      metafile: true,
      // Loaded with require(), as the renderer loads React and the packages (see scripts/build-cli.mjs).
      format: 'cjs',
      platform: 'node',
      // Installed packages stay external (one copy for every demo, required at run time); one that is
      // an ES module only is bundled in, since Node 20's require() cannot load it.
      ...(usesSitePackages(file) || whole ? {} : { packages: 'external' as const }),
      // Bundled whole, packages are taken as a browser bundler takes them: their ES module builds first.
      ...(whole ? { mainFields: ['module', 'main'] } : {}),
      jsx: 'automatic',
      // The site's tsconfig.json is the compiler's to read (site-tsconfig.ts): esbuild's own reading
      // would follow a monorepo's `paths` to its packages' sources instead of the installed packages.
      tsconfigRaw: {},
      // MUI keeps JSX in .js files (its helpers and JavaScript-only demos), as Babel reads them.
      loader: { '.js': 'jsx' },
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [...demoResolutionPlugins(packageRoot(), { renderer: false }), ...(whole ? [RENDERER_PACKAGES_EXTERNAL] : usesSitePackages(file) ? [REQUIRABLE_PACKAGES_EXTERNAL] : [])],
    });
    // Hashed as they are after the build: one saved during it reads differently, and is compiled next time.
    const imports = Object.keys(result.metafile.inputs)
      .filter((input) => input !== '<stdin>')
      .map((input) => path.resolve(input))
      .filter((input) => input !== path.resolve(file))
      .map((input) => ({ file: input, hash: hashOfFile(input) ?? '' }));
    return { code: withBundlerInterop(result.outputFiles[0]!.text), imports };
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    return { diagnostics: esbuildDiagnostics(error.errors, displayPath) };
  }
}

/** The hash of a file's content; undefined when it cannot be read (gone since). */
export function hashOfFile(file: string): string | undefined {
  try {
    return contentHash(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Whether `file`'s content folder has node_modules of its own, whose packages a server bundle takes in. */
export function usesSitePackages(file: string): boolean {
  return (resolutionOf(file)?.contentModules.length ?? 0) > 0;
}

const requirable = new Map<string, boolean>();

/**
 * Whether `pkg`, as the demo `importer` finds it (the site's node_modules, then the compiler's), is one
 * Node's `require` loads: CommonJS, or an ES module package with a `require` entry. Kept external, it
 * is the one copy every demo shares; an ES-module-only package is bundled in instead (Node 20's
 * `require` cannot load it).
 */
export function canRequire(pkg: string, importer: string): boolean {
  const dirs = [...(resolutionOf(importer)?.contentModules ?? []), path.join(packageRoot(), 'node_modules')];
  const manifest = dirs.map((dir) => path.join(dir, pkg, 'package.json')).find((file) => existsSync(file));
  if (!manifest) return false;
  let can = requirable.get(manifest);
  if (can === undefined) {
    const { type, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string; exports?: unknown };
    requirable.set(manifest, (can = type !== 'module' || JSON.stringify(exports ?? '').includes('"require"')));
  }
  return can;
}

/** The renderer's packages left to `require` (one copy of each), every other package bundled in. */
const RENDERER_PACKAGES_EXTERNAL: Plugin = {
  name: 'docs-renderer-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (RENDERER_PACKAGES.has(packageOf(args.path) ?? '') ? { path: args.path, external: true } : undefined));
  },
};

/** Imports of installed packages `require` can load, left to it at run time; every other package is bundled. */
const REQUIRABLE_PACKAGES_EXTERNAL: Plugin = {
  name: 'docs-compiler-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const pkg = packageOf(args.path);
      const importer = args.importer || path.join(args.resolveDir, 'index.js');
      if (!pkg || !canRequire(pkg, importer)) return undefined;
      return { path: nestedCopy(args.path, pkg, importer) ?? args.path, external: true };
    });
  },
};

/**
 * The file a bundled package's own import of `specifier` names, as Node resolves it from that package
 * (a nested version of its own: MUI X v9's @base-ui/react takes @base-ui/utils 0.5 where the site's
 * top level has 0.3); required by that file, not by name, which would find the top level's. Undefined
 * for a demo's own imports and the renderer's packages (one copy of each, by name).
 */
function nestedCopy(specifier: string, pkg: string, importer: string): string | undefined {
  if (RENDERER_PACKAGES.has(pkg) || !importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  try {
    return createRequire(importer).resolve(specifier);
  } catch {
    return undefined;
  }
}

/**
 * A default import of an external CommonJS module (`import Box from '@mui/material/Box'`), written in
 * a file Node would take as an ES module (a package of `"type": "module"`, an ESM build such as
 * @mui/docs's), gets Node's interop from esbuild: the whole `module.exports`, not its `default`. The
 * demos are written for bundlers, whose interop reads `__esModule`: that is the one they get here too.
 */
function withBundlerInterop(code: string): string {
  return code.replace(/__toESM\((require\("[^"\n]+"\)), 1\)/g, '__toESM($1)');
}
