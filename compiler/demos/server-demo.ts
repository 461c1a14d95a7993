import path from 'node:path';
import Module, { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import { lazyRequire } from '../helpers/lazy-require';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { contentHash } from '../helpers/hash';
import { supplyIteratorToArray } from './iterator-helpers';
import { presetChartFirstRender, type ChartAnimationPlugin, type ChartDimensionsPlugin } from '../../templates/demo/chart-first-render';
import { withGridPreviews } from '../../templates/demo/data-grid-preview';
import { chartPluginFiles } from './chart-plugins';
import { importSpecifiers, packageOf, usesCharts } from './demo-deps';
import { aliasedPath, RENDERER_PACKAGES, resolutionOf } from './demo-resolution';
import { bundleServerDemo, canRequire, hashOfFile, usesSitePackages } from './server-bundle';
import { StepOverLimit, watchedStep } from './watched-steps';

supplyIteratorToArray();

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

async function compileAndImport(file: string, displayPath: string, source: string, projectRoot: string, whole = false): Promise<{ demo: LoadedDemo; imports: ServerDemo['imports'] }> {
  const specifiers = importSpecifiers(source).map((i) => i.specifier);
  const alone = whole ? undefined : await compiledAlone(file, source, specifiers);
  const compiled = alone !== undefined ? { code: alone, imports: [] } : await bundleServerDemo(file, displayPath, source, whole);
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

/** Node's errors for a package entry `require` cannot load. */
const UNREQUIRABLE = new Set(['ERR_PACKAGE_PATH_NOT_EXPORTED', 'ERR_REQUIRE_ESM']);
