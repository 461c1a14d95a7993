import { readNotations } from '../markdown/code-notations';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { DemoErrorBoundary } from '../../templates/demo/DemoErrorBoundary';
import { islandIdPrefix, type DemoCode, type DemoData } from '../../templates/shared/demo';
import type { Translations } from '../../templates/shared/site';
import { diagnostic, type Diagnostic } from '../diagnostics';
import type { EmbeddedDemo } from '../markdown/embeds';
import type { EmotionRenderer, RenderedFragment } from '../render/emotion-renderer';
import { countGridPreviews, type GridPreviewCount } from '../../templates/demo/data-grid-preview';
import { demoDependencies } from './demo-deps';
import { demoCode } from './demo-code';
import { highlightSource } from './highlight-source';
import { extractJsxPreview } from './jsx-preview';
import { loadServerDemo, type LoadedDemo } from './server-demo';
import { unresolvedDemoImports } from './demo-imports';
import type { CodeFragments } from './code-fragments';
import { hydratesOnView } from './hydrate-on-view';

export interface DemoContext {
  contentDir: string;
  projectRoot: string;
  cacheDir: string;
  /** Demo key (with `.variant` for styling variants) → client chunk URL. */
  chunks: Record<string, string>;
  sourceUrl?: (contentRelativeFile: string) => string;
  strings: Translations;
  /** Identifies the compiler and installed packages, for cached code listings. */
  versionKey: string;
  /** Where the JavaScript listings are written as files of their own; without it they stay in the page. */
  fragments?: CodeFragments;
}

/**
 * Prepares a page's demos: server-renders each one as its own root (so `useId` matches the client's
 * hydration), generates its JavaScript and highlighted code, and collects its sandbox dependencies.
 * A demo that does not compile or throws while rendering becomes a located error, never a crash.
 */
export async function prepareDemos(
  demos: EmbeddedDemo[],
  ctx: DemoContext,
  renderer: EmotionRenderer,
  known: ReadonlySet<string>,
): Promise<{ demos: Map<string, DemoData>; diagnostics: Diagnostic[]; globals: Set<string>; fragments: Set<string>; sources: Map<string, string> }> {
  const prepared = new Map<string, DemoData>();
  const fragments = new Set<string>();
  // Each demo's TypeScript source by its name on the page, for the page's markdown twin.
  const sources = new Map<string, string>();
  const js = (jsHtml: string): Pick<DemoCode, 'jsHtml' | 'jsSrc'> => (ctx.fragments ? { jsSrc: ctx.fragments.url(jsHtml, fragments) } : { jsHtml });
  // The demos' global styles, for the page whose markup their HTML goes into.
  const globals = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const demo of demos) {
    const main = demo.files[0]!;
    const display = path.relative(process.cwd(), main.file);
    const tsSource = readFileSync(main.file, 'utf8');
    sources.set(demo.name, readNotations(tsSource).code);
    const unresolved = demo.files.flatMap((variant) => unresolvedDemoImports(variant.file, ctx.projectRoot));
    // A demo that imports what does not exist is not compiled: its imports are the errors to report.
    const loaded: LoadedDemo = unresolved.length ? { ok: false, diagnostics: unresolved } : await loadServerDemo(main.file, display, tsSource, ctx.projectRoot);
    let html = '';
    let css = '';
    let grids: GridPreviewCount = { previewed: 0, declined: 0 };
    if (loaded.ok) {
      try {
        const rendered = renderedDemo(renderer, `${demo.key}\0${loaded.version}`, () => {
          const element = createElement(DemoErrorBoundary, { name: demo.name, children: createElement(loaded.Component) });
          return previewingGrids(() => withoutLicenseNotice(() => renderer.render(element, ctx.strings, known, islandIdPrefix(demo.key))));
        });
        html = rendered.html;
        grids = rendered.grids;
        for (const id of rendered.globals) globals.add(id);
        // An iframe demo's document has none of the page's styles: it carries all it uses.
        if (demo.iframe) css = renderer.cssFor(html, new Set(), rendered.globals);
      } catch (error) {
        diagnostics.push(
          diagnostic('demo-render', 'error', display, { line: 1, column: 1 }, `The demo throws while rendering: ${(error as Error).message}`, 'Fix the component; it must render without throwing on the server.'),
        );
      }
    } else {
      diagnostics.push(...loaded.diagnostics);
    }
    const code: DemoCode[] = [];
    for (const variant of demo.files) {
      const source = variant === main ? tsSource : readFileSync(variant.file, 'utf8');
      try {
        const { tsHtml, jsHtml, sameAsTs } = await demoCode(source, ctx.cacheDir, ctx.versionKey);
        code.push({ variant: variant.variant, tsHtml, ...(sameAsTs ? { sameInJs: true } : js(jsHtml)) });
      } catch (error) {
        if (loaded.ok) {
          diagnostics.push(diagnostic('demo-js', 'error', path.relative(process.cwd(), variant.file), { line: 1, column: 1 }, `Could not generate the JavaScript version: ${(error as Error).message.split('\n')[0]}`));
        }
        const listing = highlightSource(source.trimEnd(), 'tsx');
        code.push({ variant: variant.variant, tsHtml: listing, ...js(listing) });
      }
    }
    const { deps, previewHtml } = demoSourceParts(tsSource, display, ctx.projectRoot);
    diagnostics.push(...deps.diagnostics);
    const variantChunks: DemoData['variantChunks'] = {};
    for (const variant of demo.files.slice(1)) {
      const chunk = ctx.chunks[`${demo.key}.${variant.variant}`];
      if (chunk) variantChunks[variant.variant] = chunk;
    }
    const contentFile = path.relative(ctx.contentDir, main.file).split(path.sep).join('/');
    prepared.set(demo.name, {
      name: demo.name,
      key: demo.key,
      html,
      css,
      ...(loaded.ok && ctx.chunks[demo.key] ? { chunk: ctx.chunks[demo.key] } : {}),
      variantChunks,
      code,
      ...(previewHtml ? { previewHtml } : {}),
      ...(ctx.sourceUrl ? { sourceUrl: ctx.sourceUrl(contentFile) } : {}),
      dependencies: deps.dependencies,
      ...(hydratesOnView(tsSource, html, grids) ? { hydrateOnView: true } : {}),
      // The live grid takes the place of its preview: React renders the demo afresh instead of hydrating markup it would not produce.
      ...(grids.previewed ? { replacesMarkup: true } : {}),
    });
  }
  return { demos: prepared, diagnostics, globals, fragments, sources };
}

/** What a demo's source alone gives: its sandbox dependencies and its highlighted JSX preview. */
interface SourceParts {
  deps: ReturnType<typeof demoDependencies>;
  previewHtml?: string;
}

/** Source parts kept per process: more than the demos of any page, so an edited page's demos are all there. */
const SOURCE_PARTS_KEPT = 256;
const keptSourceParts = new Map<string, SourceParts>();

/**
 * A demo's source parts, worked out once per source: an untranslated page's twins show the same
 * demos, and `docs dev` prepares a page's demos again on every edit of its markdown (2-5 ms a page).
 */
export function demoSourceParts(tsSource: string, display: string, projectRoot: string): SourceParts {
  return recentlyUsed(keptSourceParts, `${display}\0${tsSource}`, SOURCE_PARTS_KEPT, () => {
    const preview = extractJsxPreview(tsSource);
    return { deps: demoDependencies(tsSource, display, projectRoot), ...(preview ? { previewHtml: highlightSource(preview, 'jsx') } : {}) };
  });
}

/** `make()`'s value for `key`, kept in `kept` with the `limit` most recently used. */
function recentlyUsed<T>(kept: Map<string, T>, key: string, limit: number, make: () => T): T {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
  } else kept.delete(key);
  kept.set(key, value);
  return value;
}

/**
 * Does ahead what preparing `demo` will need and what depends on nothing but its sources: compiling
 * and loading it for the server (which loads its packages), and its JavaScript and highlighted
 * listings. Failures are left for `prepareDemos` to report.
 */
export async function warmDemo(demo: EmbeddedDemo, ctx: Pick<DemoContext, 'projectRoot' | 'cacheDir' | 'versionKey'>): Promise<void> {
  const main = demo.files[0]!;
  const tsSource = readFileSync(main.file, 'utf8');
  if (demo.files.some((variant) => unresolvedDemoImports(variant.file, ctx.projectRoot).length)) return;
  await loadServerDemo(main.file, path.relative(process.cwd(), main.file), tsSource, ctx.projectRoot);
  for (const variant of demo.files) {
    const source = variant === main ? tsSource : readFileSync(variant.file, 'utf8');
    await demoCode(source, ctx.cacheDir, ctx.versionKey).catch(() => undefined);
  }
}

/** Demo renders kept per renderer: the few most recently used, enough for a page's twins. */
const RENDERS_KEPT = 48;
type RenderedDemo = RenderedFragment & { grids: GridPreviewCount };
const renders = new WeakMap<EmotionRenderer, Map<string, RenderedDemo>>();

/**
 * A demo's server render, reused for the next page that shows the same source: an untranslated
 * page's twins (rendered one after the other by the same worker) show the same demos, and a demo's
 * markup does not depend on the page's language (demos use their packages' locales, not the site's
 * strings). Only successful renders are kept; the markup depends on the component and its id prefix,
 * both in the key, and on the renderer's styles, whose cache is the renderer's own.
 */
function renderedDemo(renderer: EmotionRenderer, key: string, render: () => RenderedDemo): RenderedDemo {
  let kept = renders.get(renderer);
  if (!kept) renders.set(renderer, (kept = new Map()));
  return recentlyUsed(kept, key, RENDERS_KEPT, render);
}

/**
 * Renders with the data grids previewed (see `countGridPreviews`), counting them. A preview that
 * throws (a cell renderer that needs the live grid's context) is not the demo's error: the demo is
 * then rendered with its grids as they render on the server, empty, and only an error there is its own.
 */
function previewingGrids(render: () => RenderedFragment): RenderedDemo {
  try {
    const { result, count } = countGridPreviews(render);
    return { ...result, grids: count };
  } catch {
    const { result } = countGridPreviews(render, false);
    return { ...result, grids: { previewed: 0, declined: 0 } };
  }
}

/**
 * Pro and Premium components print a boxed "missing license key" notice on first render. In a build it
 * says nothing new (the pages say it once, the watermark shows it), so it is kept out of the build output.
 */
function withoutLicenseNotice<T>(render: () => T): T {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (args.some((a) => typeof a === 'string' && a.includes('MUI X: Missing license key'))) return;
    original(...args);
  };
  try {
    return render();
  } finally {
    console.error = original;
  }
}
