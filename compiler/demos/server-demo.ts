import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Module, { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import type { Plugin } from 'esbuild';
import { esbuildApi } from '../helpers/esbuild-api';
import { lazyRequire } from '../helpers/lazy-require';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { contentHash } from '../helpers/hash';
import { supplyIteratorToArray } from './iterator-helpers';
import { cacheLocaleFormats } from './locale-format-cache';
import { presetChartFirstRender, type ChartAnimationPlugin, type ChartDimensionsPlugin } from '../../templates/demo/chart-first-render';
import { withGridPreviews } from '../../templates/demo/data-grid-preview';
import { chartPluginFiles } from './chart-plugins';
import { importSpecifiers, packageOf, usesCharts } from './demo-deps';
import { aliasedPath, RENDERER_PACKAGES, resolutionOf } from './demo-resolution';
import { demoResolutionPlugins } from './resolution-plugin';
import { packageRoot } from '../helpers/package-root';
import { esbuildDiagnostics, isBuildFailure } from './esbuild-diagnostics';
import { StepOverLimit, watchedStep } from './watched-steps';

supplyIteratorToArray();
cacheLocaleFormats();

/** `version` changes whenever the demo's code or a file it imports by relative path changes. */
/** `inputs`: the files besides the demo's own that went into its module (helpers, data, aliased modules). */
export type LoadedDemo = { ok: true; Component: ComponentType; version: string; exports: Record<string, unknown>; inputs: string[] } | { ok: false; diagnostics: Diagnostic[] };

interface ServerDemo {
  sourceHash: string;
  /** The files besides the demo that went into its compiled module, with their hashes; unknown until it is compiled. */
  imports?: { file: string; hash: string }[];
  demo: Promise<LoadedDemo>;
}

/** Per demo file: compiled modules stay loaded for the life of the process (`docs dev`, `--watch`). */
const loaded = new Map<string, ServerDemo>();

/**
 * Compiles a demo for Node and imports it, so it can be server-rendered into its page.
 * Packages stay external: the demo uses the same React and Material UI as the renderer. A demo is
 * compiled again when its source or a file it imports by relative path (data, helpers) changed.
 */
export function loadServerDemo(file: string, displayPath: string, source: string, projectRoot: string): Promise<LoadedDemo> {
  const sourceHash = contentHash(source);
  const known = loaded.get(file);
  if (known && known.sourceHash === sourceHash && (known.imports ?? []).every(({ file: imported, hash }) => hashOfFile(imported) === hash)) return known.demo;
  const compiled = compileAndImport(file, displayPath, source, projectRoot);
  const entry: ServerDemo = { sourceHash, demo: compiled.then(({ demo }) => demo) };
  loaded.set(file, entry);
  // A failure is not kept: it may lie in an imported file, whose fix the next call must see.
  const forget = () => {
    if (loaded.get(file) === entry) loaded.delete(file);
  };
  compiled.then(({ demo, imports }) => (demo.ok ? (entry.imports = imports) : forget()), forget);
  return entry.demo;
}

function hashOfFile(file: string): string | undefined {
  try {
    return contentHash(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * What a demo needs beyond its own file, read by a bundler: a file imported by path (which the bundle
 * takes in, and whose changes recompile the demo), an import or `require` computed at run time, or
 * a build-time constant (`process.env.NODE_ENV`, `import.meta`).
 */
const NEEDS_BUNDLER = /\bimport\s*\(|\brequire\s*\(|\bprocess\s*\.\s*env\b|\bimport\s*\.\s*meta\b/;

/**
 * The demo as a CommonJS module, compiled in this thread, when it imports nothing but packages (every
 * demo of the shipped site): the same module esbuild makes of it (types removed, JSX for React's
 * automatic runtime, imports as `require` with the same default-import interop), without a round trip
 * to esbuild's process per demo. Undefined where the bundler is needed, or where this compiler does
 * not take the source (esbuild then reports the error at its place).
 */
async function compiledAlone(file: string, source: string, specifiers: readonly string[]): Promise<string | undefined> {
  if (NEEDS_BUNDLER.test(source) || specifiers.some((specifier) => specifier.startsWith('.') || specifier.startsWith('/') || aliasedPath(specifier, file))) return undefined;
  if (usesSitePackages(file) && specifiers.some((specifier) => !canRequire(packageOf(specifier) ?? specifier, file))) return undefined;
  const { transform } = lazyRequire('sucrase') as typeof import('sucrase');
  try {
    return transform(source, {
      transforms: file.endsWith('.tsx') || file.endsWith('.ts') ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      disableESTransforms: true,
      filePath: file,
    }).code;
  } catch {
    return undefined;
  }
}

/**
 * The demo bundled by esbuild, with the files besides it that went in; or esbuild's located errors.
 * `whole`: every package bundled in but the renderer's (see `compileAndImport`).
 */
async function bundled(file: string, displayPath: string, source: string, whole = false): Promise<{ code: string; imports: ServerDemo['imports'] } | { diagnostics: Diagnostic[] }> {
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

async function compileAndImport(file: string, displayPath: string, source: string, projectRoot: string, whole = false): Promise<{ demo: LoadedDemo; imports: ServerDemo['imports'] }> {
  const specifiers = importSpecifiers(source).map((i) => i.specifier);
  const alone = whole ? undefined : await compiledAlone(file, source, specifiers);
  const compiled = alone !== undefined ? { code: alone, imports: [] } : await bundled(file, displayPath, source, whole);
  if ('diagnostics' in compiled) return { demo: { ok: false, diagnostics: compiled.diagnostics }, imports: undefined };
  const { code, imports } = compiled;
  const version = contentHash(code);
  // Compiled from memory, never written (a file written first cost a file creation per demo), as a
  // module of the compiler's folder, so that packages the site lacks resolve to the compiler's.
  // Outside any node_modules: the start-up resolution cache keeps no resolution of it (the user's to
  // change). Named after the demo's file too, so two demos of one name tell apart in a stack trace.
  const filename = path.join(projectRoot, '.server-demos', `${path.basename(file).replace(/\.\w+$/, '')}.${contentHash(file)}.cjs`);
  try {
    const load = createRequire(filename);
    const plugins = usesCharts(specifiers) ? chartPluginFiles(file, projectRoot, 'cjs') : undefined;
    if (plugins) {
      presetChartFirstRender(
        (load(plugins.dimensions) as { useChartDimensions: ChartDimensionsPlugin }).useChartDimensions,
        (load(plugins.animation) as { useChartAnimation: ChartAnimationPlugin }).useChartAnimation,
      );
    }
    const mod = watchedStep('load', `${file}\0${version}`, () => compileModule(code, filename, resolutionOf(file)?.contentModules ?? [])) as { default?: unknown };
    if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
      return { imports, demo: { ok: false, diagnostics: [diagnostic('demo-no-default', 'error', displayPath, { line: 1, column: 1 }, 'The demo has no default export.', 'Export the demo component: export default function Name() { … }')] } };
    }
    return { imports, demo: { ok: true, Component: mod.default as ComponentType, version, exports: mod, inputs: (imports ?? []).map((i) => i.file) } };
  } catch (error) {
    if (error instanceof StepOverLimit) return { imports, demo: { ok: false, diagnostics: [error.diagnostic(displayPath)] } };
    // A package required by name that Node's require cannot load (an entry only `import` reaches:
    // MUI's @mui/docs requires @mui/internal-markdown/prism, whose `require` is null): bundled in
    // instead, as esbuild follows `import` entries.
    if (!whole && UNREQUIRABLE.has((error as NodeJS.ErrnoException).code ?? '')) return compileAndImport(file, displayPath, source, projectRoot, true);
    return { imports, demo: { ok: false, diagnostics: [diagnostic('demo-throws', 'error', displayPath, { line: 1, column: 1 }, `The demo module throws when loaded: ${(error as Error).message}`, 'Fix the top-level code of the demo.')] } };
  }
}

/** Node's CommonJS module internals that compile a module from a string, as `require` does from a file. */
interface CompilableModule {
  filename: string;
  paths: string[];
  exports: unknown;
  require(id: string): unknown;
  _compile(code: string, filename: string): void;
}

/** The data grid packages, whose grids a demo gets previewed on the server (see `withGridPreviews`). */
const GRID_PACKAGES = new Set(['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']);

/** Per package's exports (a content folder elsewhere may resolve another copy): with the grids previewed, one object for every demo. */
const previewedGrids = new WeakMap<object, unknown>();

/**
 * Evaluates CommonJS `code` as the module `filename` (which need not exist): its `require` resolves
 * from there, after the content's own `contentModules`, except the renderer's packages (one React,
 * one Material UI for the renderer and every demo).
 */
function compileModule(code: string, filename: string, contentModules: readonly string[]): unknown {
  const Compilable = Module as unknown as { new (id: string): CompilableModule; _nodeModulePaths(dir: string): string[]; prototype: CompilableModule };
  const mod = new Compilable(filename);
  mod.filename = filename;
  const own = Compilable._nodeModulePaths(path.dirname(filename));
  mod.paths = [...contentModules, ...own];
  if (contentModules.length) fallBackToSharedPackages([...contentModules, ...own]);
  // The demo's own imports of a data grid package get the previewing grids; the packages' imports of each other do not.
  mod.require = (id: string) => {
    const exports = contentModules.length && RENDERER_PACKAGES.has(packageOf(id) ?? '') ? createRequire(filename)(id) : Compilable.prototype.require.call(mod, id);
    if (!GRID_PACKAGES.has(id)) return exports;
    let previewed = previewedGrids.get(exports as object);
    if (!previewed) previewedGrids.set(exports as object, (previewed = withGridPreviews(exports as Record<string, unknown>)));
    return previewed;
  };
  mod._compile(code, filename);
  return mod.exports;
}

/**
 * A package of the content's node_modules finds its peers (React, Material UI) where Node looks last,
 * in NODE_PATH's folders: the compiler's packages; and a package of the compiler finds there the peers
 * the site installed (a date adapter's date library), as `nodePaths` does for the browser bundles.
 * (`Module.globalPaths` is a copy: only `_initPaths` makes Node read NODE_PATH again.)
 */
function fallBackToSharedPackages(modulePaths: readonly string[]): void {
  const current = (process.env.NODE_PATH ?? '').split(path.delimiter).filter(Boolean);
  const missing = modulePaths.filter((dir) => !current.includes(dir));
  if (!missing.length) return;
  process.env.NODE_PATH = [...current, ...missing].join(path.delimiter);
  (Module as unknown as { _initPaths(): void })._initPaths();
}

/** Whether `file`'s content folder has node_modules of its own, whose packages a server bundle takes in. */
function usesSitePackages(file: string): boolean {
  return (resolutionOf(file)?.contentModules.length ?? 0) > 0;
}

const requirable = new Map<string, boolean>();

/**
 * Whether `pkg`, as the demo `importer` finds it (the site's node_modules, then the compiler's), is one
 * Node's `require` loads: CommonJS, or an ES module package with a `require` entry. Kept external, it
 * is the one copy every demo shares; an ES-module-only package is bundled in instead (Node 20's
 * `require` cannot load it).
 */
function canRequire(pkg: string, importer: string): boolean {
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

/** Node's errors for a package entry `require` cannot load. */
const UNREQUIRABLE = new Set(['ERR_PACKAGE_PATH_NOT_EXPORTED', 'ERR_REQUIRE_ESM']);

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
