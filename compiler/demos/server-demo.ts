import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import { diagnostic, type Diagnostic } from '../diagnostics';
import { contentHash } from '../assets/hash';
import { supplyIteratorToArray } from './iterator-helpers';
import { presetChartFirstRender, type ChartAnimationPlugin, type ChartDimensionsPlugin } from '../../templates/demo/chart-first-render';
import { chartPluginFiles } from './chart-plugins';
import { importSpecifiers, usesCharts } from './demo-deps';
import { esbuildDiagnostics, isBuildFailure } from './esbuild-diagnostics';

supplyIteratorToArray();

export type LoadedDemo = { ok: true; Component: ComponentType } | { ok: false; diagnostics: Diagnostic[] };

const loaded = new Map<string, Promise<LoadedDemo>>();

/**
 * Compiles a demo for Node and imports it, so it can be server-rendered into its page.
 * Packages stay external: the demo uses the same React and Material UI as the renderer.
 */
export function loadServerDemo(file: string, displayPath: string, source: string, projectRoot: string): Promise<LoadedDemo> {
  const key = `${file}:${contentHash(source)}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = compileAndImport(file, displayPath, source, projectRoot, key);
    loaded.set(key, pending);
  }
  return pending;
}

async function compileAndImport(file: string, displayPath: string, source: string, projectRoot: string, key: string): Promise<LoadedDemo> {
  let code: string;
  try {
    const result = await build({
      stdin: { contents: source, sourcefile: file, resolveDir: path.dirname(file), loader: file.endsWith('.tsx') ? 'tsx' : 'jsx' },
      bundle: true,
      write: false,
      // Loaded with require(), as the renderer loads React and the packages (see scripts/build-cli.mjs).
      format: 'cjs',
      platform: 'node',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    return { ok: false, diagnostics: esbuildDiagnostics(error.errors, displayPath) };
  }
  // Inside the project's node_modules, so the demo's packages resolve to the renderer's own copies.
  const dir = path.join(projectRoot, 'node_modules', '.cache', 'docs', 'server-demos');
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(file).replace(/\.\w+$/, '')}.${contentHash(key)}.cjs`);
  writeFileSync(out, code);
  try {
    const load = createRequire(out);
    if (usesCharts(importSpecifiers(source).map((i) => i.specifier))) {
      const plugins = chartPluginFiles(projectRoot, 'cjs');
      presetChartFirstRender(
        (load(plugins.dimensions) as { useChartDimensions: ChartDimensionsPlugin }).useChartDimensions,
        (load(plugins.animation) as { useChartAnimation: ChartAnimationPlugin }).useChartAnimation,
      );
    }
    const mod = load(out) as { default?: unknown };
    if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
      return { ok: false, diagnostics: [diagnostic('demo-no-default', 'error', displayPath, { line: 1, column: 1 }, 'The demo has no default export.', 'Export the demo component: export default function Name() { … }')] };
    }
    return { ok: true, Component: mod.default as ComponentType };
  } catch (error) {
    return { ok: false, diagnostics: [diagnostic('demo-throws', 'error', displayPath, { line: 1, column: 1 }, `The demo module throws when loaded: ${(error as Error).message}`, 'Fix the top-level code of the demo.')] };
  }
}
