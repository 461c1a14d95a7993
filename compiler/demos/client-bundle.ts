import { demoResolutionPlugins } from './resolution-plugin';
import { hasSiteResolution, resolutionStamp, siteModules } from './demo-resolution';
import type { Message, Plugin } from 'esbuild';
import { cachedBuild, placeBundledFile, type BundledFile } from '../cache/bundle-cache';
import path from 'node:path';
import { packageRoot } from '../helpers/package-root';
import { chartPluginFiles } from './chart-plugins';
import { importSpecifiers, usesCharts } from './demo-deps';
import { esbuildDiagnostics, isBuildFailure } from './esbuild-diagnostics';
import { DiagnosticError } from '../helpers/diagnostics';
import type { DemoFiles } from './demo-files';
import type { IslandPreloads } from '../../templates/shared/demo';
import { readFile } from 'node:fs/promises';
import { ensureDir } from '../helpers/write-atomically';
import { componentPackage, playgroundEntrySource } from './playground-module';
import { checkDemoImports, PackageLookups } from './demo-imports';
import { readTextSync } from '../helpers/text-files';

export interface ClientBundle {
  /** Demo key (and `key.variant` for styling variants) → chunk URL. */
  chunks: Record<string, string>;
  /** The island loader every page with a demo loads. */
  islands: string;
  files: string[];
  /** What to fetch ahead of hydrating a demo (see `IslandPreloads`). */
  preloads: IslandPreloads;
}

const NAMESPACE = 'docs-demo';
const CHART_FIRST_RENDER = path.join(packageRoot(), 'templates', 'demo', 'chart-first-render.ts');

/**
 * Each demo's entry re-exports the component and the modules it imports, so the live editor can
 * run edited code against the very same React and Material UI instances.
 */
async function demoEntry(file: string): Promise<string> {
  const source = await readFile(file, 'utf8');
  const specifiers = [...new Set(importSpecifiers(source).filter((i) => !i.typeOnly).map((i) => i.specifier))];
  const lines = [`export { default } from ${JSON.stringify(file)};`, ...chartFirstRender(specifiers, file)];
  specifiers.forEach((specifier, i) => lines.push(`import * as m${i} from ${JSON.stringify(specifier)};`));
  lines.push(`export const imports = {${specifiers.map((s, i) => `${JSON.stringify(s)}: m${i}`).join(', ')}};`);
  return lines.join('\n');
}

/** A playground's entry: its module (see `playgroundModuleSource`). Nothing is edited in it, so it names no imports. */
async function playgroundEntry(component: string, dataFile: string): Promise<string> {
  const packageName = await componentPackage(component, path.dirname(dataFile));
  // The page reports a component no documented package publishes; an import esbuild cannot resolve leaves this entry out.
  const specifier = packageName ? `${packageName}/${component}` : component;
  return [playgroundEntrySource(component, specifier, dataFile), ...chartFirstRender([specifier], dataFile), 'export const imports = {};'].join('\n');
}

/**
 * A component embed's entry: its module, with no imports named (it is not edited). Its charts may be
 * drawn by the files it imports (MUI's chart grids import the chart demos), so the charts' first
 * render is preset when any of them imports the charts.
 */
function componentEntry(file: string): string {
  const { trail } = checkDemoImports(file, new PackageLookups(packageRoot()));
  const specifiers = [...trail.files].filter((f) => /\.[cm]?[jt]sx?$/.test(f)).flatMap((f) => importSpecifiers(readTextSync(f)).filter((i) => !i.typeOnly).map((i) => i.specifier));
  return [`export { default } from ${JSON.stringify(file)};`, ...chartFirstRender(specifiers, file), 'export const imports = {};'].join('\n');
}

/** For an entry importing the charts: the first render the server made of them, so hydration matches it (see chart-first-render.ts). */
function chartFirstRender(specifiers: string[], importer: string): string[] {
  const plugins = usesCharts(specifiers) ? chartPluginFiles(importer, packageRoot(), 'esm') : undefined;
  if (!plugins) return [];
  return [
    `import { useChartDimensions } from ${JSON.stringify(plugins.dimensions)};`,
    `import { useChartAnimation } from ${JSON.stringify(plugins.animation)};`,
    `import { presetChartFirstRender } from ${JSON.stringify(CHART_FIRST_RENDER)};`,
    'presetChartFirstRender(useChartDimensions, useChartAnimation);',
  ];
}

/**
 * Bundles the island loader and one entry per demo (and styling variant) in a single esbuild run with
 * code splitting: React, Material UI and emotion land in shared chunks that only demo pages fetch.
 */
export async function bundleDemos(demos: DemoFiles[], outDir: string, publicPath: string, options: { hashed?: boolean; cacheDir?: string } = {}): Promise<ClientBundle> {
  const { outputs, entries } = await demoBundleOutputs(demos, outDir, options);
  const created = new Set<string>();
  await Promise.all(
    outputs.map((file) => {
      const target = path.join(outDir, file.path);
      ensureDir(path.dirname(target), created);
      return placeBundledFile(file, target);
    }),
  );
  const chunks: Record<string, string> = {};
  let islands = '';
  const written: string[] = [];
  const preloads: IslandPreloads = { base: publicPath, files: [], hydrator: [], entries: {} };
  const closureOf = staticClosures(outputs);
  for (const file of outputs) {
    const rel = file.path.split(path.sep).join('/');
    written.push(rel);
    if (!file.entryPoint) continue;
    const url = `${publicPath}${rel}`;
    if (file.entryPoint.startsWith(`${NAMESPACE}:`)) {
      chunks[file.entryPoint.slice(NAMESPACE.length + 1)] = url;
      preloads.entries[url] = closureOf(file.path);
    }
    // Dynamically imported modules (the hydrator, the editor) are reported as entry points too.
    else if (file.entryPoint === entries.islands) islands = url;
    else if (file.entryPoint === HYDRATOR) preloads.hydrator = closureOf(file.path);
  }
  preloads.files = closureOf.files;
  return { chunks, islands, files: written, preloads };
}

const HYDRATOR = path.join(packageRoot(), 'runtime', 'hydrate-demo.tsx');

/**
 * For a bundle file, the indexes (in `.files`, grown as files are met) of itself and every file it
 * imports statically, transitively, dependencies before their importers.
 */
function staticClosures(outputs: BundledFile[]): ((file: string) => number[]) & { files: string[] } {
  const importsOf = new Map(outputs.map((file) => [file.path, file.imports ?? []]));
  const files: string[] = [];
  const index = new Map<string, number>();
  const memo = new Map<string, number[]>();
  const closureOf = (file: string): number[] => {
    const known = memo.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const order: number[] = [];
    const visit = (current: string) => {
      if (seen.has(current)) return;
      seen.add(current);
      for (const dependency of importsOf.get(current) ?? []) visit(dependency);
      let i = index.get(current);
      if (i === undefined) {
        i = files.push(current.split(path.sep).join('/')) - 1;
        index.set(current, i);
      }
      order.push(i);
    };
    visit(file);
    memo.set(file, order);
    return order;
  };
  return Object.assign(closureOf, { files });
}

/**
 * The bundle's files in memory, paths relative to `outDir`. Cached by their inputs: a build asks
 * for them once while the site loads, so they are ready, or on their way, when the pages are.
 * A demo that does not compile (its page reports why) is left out and the others are bundled; an
 * error esbuild cannot trace to a demo becomes a located `DiagnosticError`.
 */
export async function demoBundleOutputs(demos: DemoFiles[], outDir: string, options: { hashed?: boolean; cacheDir?: string } = {}): Promise<{ outputs: BundledFile[]; entries: Record<string, string> }> {
  try {
    return await bundleOutputs(demos, outDir, options);
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    const broken = brokenDemos(demos, error.errors);
    if (!broken.size) throw new DiagnosticError(esbuildDiagnostics(error.errors));
    return demoBundleOutputs(
      demos.filter((d) => !broken.has(d.key)),
      outDir,
      options,
    );
  }
}

/** The demos esbuild's errors are about: their entry, or one of their files. */
function brokenDemos(demos: DemoFiles[], messages: Message[]): Set<string> {
  const files = new Set(messages.flatMap((m) => (m.location ? [path.resolve(m.location.file)] : [])));
  const entries = new Set(messages.flatMap((m) => (m.location?.file.startsWith(`${NAMESPACE}:`) ? [m.location.file.slice(NAMESPACE.length + 1)] : [])));
  return new Set(demos.filter((d) => d.variants.some((v) => entries.has(d.key) || entries.has(`${d.key}.${v.variant}`) || files.has(path.resolve(v.file)))).map((d) => d.key));
}

async function bundleOutputs(demos: DemoFiles[], outDir: string, options: { hashed?: boolean; cacheDir?: string } = {}): Promise<{ outputs: BundledFile[]; entries: Record<string, string> }> {
  const entries: Record<string, string> = { islands: path.join(packageRoot(), 'runtime', 'islands.ts') };
  const files = new Map<string, string>();
  const playgrounds = new Map<string, string>();
  const components = new Set<string>();
  for (const demo of demos) {
    for (const variant of demo.variants) {
      const key = variant.variant === 'system' ? demo.key : `${demo.key}.${variant.variant}`;
      const entryName = demoEntryName(key);
      entries[entryName] = `${NAMESPACE}:${key}`;
      files.set(key, variant.file);
      if (demo.playground) playgrounds.set(key, demo.playground.component);
      if (demo.component) components.add(key);
    }
  }
  const plugin: Plugin = {
    name: 'docs-demo-entries',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = files.get(args.path)!;
        const component = playgrounds.get(args.path);
        const contents = component ? await playgroundEntry(component, file) : components.has(args.path) ? componentEntry(file) : await demoEntry(file);
        return { contents, resolveDir: path.dirname(file), loader: 'js' };
      });
    },
  };
  const outputs = await cachedBuild(
    {
      entryPoints: entries,
      outdir: outDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020'],
      minify: true,
      jsx: 'automatic',
      // The site's tsconfig.json is the compiler's to read (site-tsconfig.ts): esbuild's own reading
      // would follow a monorepo's `paths` to its packages' sources instead of the installed packages.
      tsconfigRaw: {},
      // A site with a layout of its own (MUI's) keeps JSX in .js files, as Babel reads them.
      ...(hasSiteResolution() ? { loader: { '.js': 'jsx' as const } } : {}),
      // Unhashed entry names let the dev server link pages to chunks before they are bundled.
      entryNames: options.hashed === false ? '[name]' : '[name]-[hash]',
      chunkNames: 'chunks/[hash]',
      // The browser has no `process`: other variables read as on the server render, which has none of
      // them set (MUI's docs components bundle Next.js code reading `process.env.__NEXT_…`, which
      // otherwise throws as the chunk loads, and the island never hydrates).
      define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
      plugins: [plugin, ...demoResolutionPlugins(packageRoot(), { renderer: true })],
      // Last resorts for any importer, the compiler's packages included (a date adapter's date-fns may be the site's).
      nodePaths: [...siteModules(), path.join(packageRoot(), 'node_modules')],
    },
    options.cacheDir,
    // The plugin's virtual entries resolve to these files; their sources are inputs of the bundle, and
    // the content's aliases and packages decide what the imports resolve to; a component's entry is not a demo's.
    JSON.stringify([[...files], [...components], resolutionStamp()]),
  );
  return { outputs, entries };
}

/** The entry name of a demo (or `key.variant`) chunk. */
export function demoEntryName(key: string): string {
  return `demo-${key.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

/** The chunk URLs an unhashed bundle will have, known before bundling. */
export function predictedBundle(demos: DemoFiles[], publicPath: string): { chunks: Record<string, string>; islands: string; preloads: IslandPreloads } {
  const chunks: Record<string, string> = {};
  for (const demo of demos) {
    for (const variant of demo.variants) {
      const key = variant.variant === 'system' ? demo.key : `${demo.key}.${variant.variant}`;
      chunks[key] = `${publicPath}${demoEntryName(key)}.js`;
    }
  }
  // The chunks are not known before bundling: nothing is fetched ahead (the dev server's case).
  return { chunks, islands: `${publicPath}islands.js`, preloads: { base: publicPath, files: [], hydrator: [], entries: {} } };
}
