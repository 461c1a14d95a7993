import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import type { DemoData } from '../../templates/shared/demo';
import type { Translations } from '../../templates/shared/site';
import { contentHash } from '../helpers/hash';
import type { DemoRenderCache, KeptRender } from './demo-render-cache';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import type { EmbeddedDemo } from './embedded-demo';
import type { EmotionRenderer } from './emotion-renderer';
import { readTextSync } from '../helpers/text-files';
import { unresolvedDemoImports } from './demo-imports';
import { hydratesOnView } from './hydrate-on-view';
import { renderIsland } from './render-island';
import { loadServerDemo } from './server-demo';
import { StepOverLimit } from './watched-steps';

export interface ComponentContext {
  contentDir: string;
  projectRoot: string;
  chunks: Record<string, string>;
  strings: Translations;
  /** Server renders kept between builds: an embed whose file and the files it imports are unchanged is not loaded again. */
  renders?: DemoRenderCache;
}

export interface PreparedComponent {
  data: DemoData;
  diagnostics: Diagnostic[];
  /** The global styles of its markup (see `prepareDemos`). */
  globals: string[];
}

type ComponentDemo = EmbeddedDemo & { component: NonNullable<EmbeddedDemo['component']> };

/**
 * The key of an embed's kept render: the same file embedded with other props renders otherwise. On
 * MUI X's sorting page, loading its one embed (bundled by esbuild, then MUI's API tables) was half
 * of a one-page rebuild of MUI X v9 in a new process once its demos came from the cache.
 */
export function componentRenderKey(demo: Pick<EmbeddedDemo, 'key' | 'component'>): string {
  return `${demo.key}\0${contentHash(JSON.stringify(demo.component?.props ?? {}))}`;
}

/**
 * Prepares a component embed's file as a bare island: server-rendered with the embed's props and
 * hydrated as a demo is, with no code, sandbox or listing. It is the site's own code, which may import
 * what a docs folder alone does not have (MUI's monorepo `docs/src/…`): a component that cannot be
 * resolved, compiled or rendered is a warning at the embed and renders nothing, and the page builds.
 */
export async function prepareComponent(demo: ComponentDemo, ctx: ComponentContext, renderer: EmotionRenderer, known: ReadonlySet<string>): Promise<PreparedComponent> {
  const { props, at } = demo.component;
  const file = demo.files[0]!.file;
  const display = path.relative(process.cwd(), file);
  const empty: DemoData = { name: demo.name, key: demo.key, html: '', css: '', variantChunks: {}, code: [], dependencies: {}, component: { props } };
  const skipped = (why: string, hint: string): PreparedComponent => ({
    data: empty,
    diagnostics: [diagnostic('embed-component-render', 'warning', at.file, at, `The component ${path.relative(ctx.contentDir, file).split(path.sep).join('/')} renders nothing: ${why}`, hint)],
    globals: [],
  });
  const unresolved = unresolvedDemoImports(file, ctx.projectRoot);
  const problem = unresolved[0];
  if (problem) return skipped(`${whereFrom(problem)}${problem.message}`, problem.code === 'demo-import-stylesheet' ? problem.hint! : 'Install the package it names, add an alias for the folder (alias in site.config.ts), or remove the embed.');
  const source = readTextSync(file);
  const kept = ctx.renders?.reuse(componentRenderKey(demo), file, source, renderer);
  if (kept) return { data: island(empty, kept, source, ctx.chunks[demo.key]), diagnostics: [], globals: [...kept.globals] };
  const loaded = await loadServerDemo(file, display, source, ctx.projectRoot);
  // A component that never finishes loading is an error, not a component the site can do without: it cost the build the time limit.
  const overLimit = loaded.ok ? undefined : loaded.diagnostics.find((d) => d.code === 'demo-timeout');
  if (overLimit) return { data: empty, diagnostics: [{ ...overLimit, file: at.file, line: at.line, column: at.column }], globals: [] };
  if (!loaded.ok) {
    const first = loaded.diagnostics[0];
    return skipped(first ? `${whereFrom(first)}${first.message}` : 'it does not compile.', 'Fix the file so that it compiles, or remove the embed.');
  }
  try {
    const rendered = renderIsland(renderer, demo, `${demo.key}\0${loaded.version}\0${contentHash(JSON.stringify(props))}`, createElement(loaded.Component as ComponentType<Record<string, unknown>>, props), ctx, known);
    ctx.renders?.store(componentRenderKey(demo), file, source, rendered, loaded.inputs, renderer);
    return { data: island(empty, rendered, source, ctx.chunks[demo.key]), diagnostics: [], globals: [...rendered.globals] };
  } catch (error) {
    if (error instanceof StepOverLimit) return { data: empty, diagnostics: [error.diagnostic(at.file, at, path.relative(ctx.contentDir, file).split(path.sep).join('/'))], globals: [] };
    return skipped(`it throws while rendering on the server: ${(error as Error).message.split('\n')[0]}`, 'Render without browser-only globals (window, document) or context the docs site does not provide, or remove the embed.');
  }
}

/** The embed's island data for its server render. */
function island(empty: DemoData, rendered: KeptRender, source: string, chunk: string | undefined): DemoData {
  const data: DemoData = { ...empty, html: rendered.html, ...(chunk ? { chunk } : {}) };
  if (hydratesOnView(source, rendered.html, rendered.grids)) data.hydrateOnView = true;
  if (rendered.grids.previewed) data.replacesMarkup = true;
  return data;
}

/** Where a problem in the component's files is, when it is not the component's first line. */
function whereFrom(problem: Diagnostic): string {
  return problem.file ? `${problem.file}:${problem.line}:${problem.column}: ` : '';
}
