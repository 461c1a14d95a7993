import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli';

const LAYERS = ['bin', 'compiler', 'templates', 'runtime'] as const;
type Layer = (typeof LAYERS)[number];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = LAYERS.flatMap((layer) => sourceFiles(path.join(ROOT, layer)));
const known = new Set(files);

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => known.has(file)) ?? (known.has(base.replace(/\.js$/, '.ts')) ? base.replace(/\.js$/, '.ts') : undefined);
}

/** Relative imports of a file, type-only ones included: a cycle of types is still a knot to untie. */
const graph = new Map(
  files.map((file) => {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:^(?:import|export)\b[^'"]*?from\s*|^import\s*|import\(\s*(?:\/\*[^*]*\*\/\s*)?)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]!);
    return [file, specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined)] as const;
  }),
);

const layerOf = (file: string) => path.relative(ROOT, file).split(path.sep)[0] as Layer;
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('the import graph of the code', () => {
  it('flows one way: bin → compiler → templates, and runtime never imports the compiler', () => {
    const allowed: Record<Layer, Layer[]> = { bin: ['bin', 'compiler', 'templates'], compiler: ['compiler', 'templates'], templates: ['templates'], runtime: ['runtime', 'templates'] };
    const wrong = [...graph].flatMap(([file, deps]) => deps.filter((dep) => !allowed[layerOf(file)].includes(layerOf(dep))).map((dep) => `${rel(file)} → ${rel(dep)}`));
    expect(wrong).toEqual([]);
  });

  it("keeps the search ranking the dialog and `docs mcp` share in templates/, touching no DOM", () => {
    // `docs mcp` ranks with the search dialog's own code (issue 57): one module, so the two rankings stay one.
    const shared = files.filter((file) => rel(file).startsWith('templates/search/'));
    expect(shared.map(rel)).toContain('templates/search/query.ts');
    for (const file of shared) expect(readFileSync(file, 'utf8')).not.toMatch(/\b(document|window|localStorage|navigator)\.[a-zA-Z]/);
  });

  it('has no import circles', () => {
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const walk = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const dep of graph.get(file) ?? []) {
        if (state.get(dep) === 'open') circles.push([...trail.slice(trail.indexOf(dep)), dep].map(rel).join(' → '));
        else if (!state.has(dep)) walk(dep, [...trail, dep]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) walk(file, [file]);
    expect(circles).toEqual([]);
  });

  it('sees the imports it checks', () => {
    expect(graph.get(path.join(ROOT, 'compiler', 'render', 'render-page.ts'))).toContain(path.join(ROOT, 'compiler', 'render', 'write-page.ts'));
    expect(graph.get(path.join(ROOT, 'runtime', 'islands.ts'))).toContain(path.join(ROOT, 'runtime', 'hydrate-demo.tsx'));
  });
});

/**
 * The folders of `compiler/`, each importing only folders after it: the commands and the build on
 * top, the page render in the middle, plain data (caches, output paths) and helpers at the bottom.
 */
const COMPILER_FOLDERS = ['commands', 'dev', 'mcp', 'build', 'init', 'feedback', 'checks', 'render', 'twins', 'search', 'assets', 'site', 'nav', 'typescript', 'api', 'markdown', 'config', 'demos', 'packages', 'code', 'cache', 'startup', 'fast-paths', 'output', 'helpers'];

describe('the folders of compiler/', () => {
  const folderOf = (file: string) => rel(file).split('/').slice(1, -1)[0] ?? '.';
  const compiler = [...graph].filter(([file]) => layerOf(file) === 'compiler');

  it('are each in the order, and no file sits loose at its root', () => {
    expect([...new Set(compiler.map(([file]) => folderOf(file)))].filter((folder) => !COMPILER_FOLDERS.includes(folder))).toEqual([]);
  });

  it('import one way, down the order (no two folders import each other)', () => {
    const rank = (file: string) => COMPILER_FOLDERS.indexOf(folderOf(file));
    const upward = compiler.flatMap(([file, deps]) => deps.filter((dep) => layerOf(dep) === 'compiler' && rank(dep) < rank(file)).map((dep) => `${rel(file)} → ${rel(dep)}`));
    expect(upward).toEqual([]);
  });
});

/** Statically imported packages reachable from `entry`, with the chain of our files that leads to each. */
async function staticPackageImports(entry: string): Promise<Map<string, string>> {
  const { build } = await import('esbuild');
  const result = await build({ entryPoints: [path.join(ROOT, entry)], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', logLevel: 'silent', outdir: path.join(ROOT, '.import-graph') });
  const inputs = result.metafile.inputs;
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const queue: [string, string[]][] = [[path.relative(ROOT, path.join(ROOT, entry)), []]];
  while (queue.length) {
    const [file, trail] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind === 'dynamic-import') continue;
      if (inputs[imported.path]) queue.push([imported.path, [...trail, file]]);
      else if (!found.has(imported.path)) found.set(imported.path, [...trail, file].join(' → '));
    }
  }
  return found;
}

describe('what a build loads before it renders', () => {
  it('is neither React, emotion nor Material UI: an unchanged rebuild never loads them, an edit loads them in a worker', async () => {
    const renderer = [...(await staticPackageImports('compiler/build/build-site.ts'))].filter(([name]) => /^(react|react-dom|@emotion\/|@mui\/)/.test(name));
    expect(renderer.map(([name, chain]) => `${name} ← ${chain}`)).toEqual([]);
    // The check sees such imports: the renderer itself has them.
    expect([...(await staticPackageImports('compiler/render/page-renderer.ts')).keys()]).toContain('react-dom/server');
  }, 30_000);
});
