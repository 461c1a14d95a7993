import { readNotations } from '../code/code-notations';
import path from 'node:path';
import { readTextSync } from '../helpers/text-files';
import { createElement } from 'react';
import type { DemoCode, DemoData } from '../../templates/shared/demo';
import type { Translations } from '../../templates/shared/site';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import type { EmbeddedDemo } from './embedded-demo';
import type { EmotionRenderer } from './emotion-renderer';
import { recentlyUsed, renderIsland } from './render-island';
import type { GridPreviewCount } from '../../templates/demo/data-grid-preview';
import { demoDependencies } from './demo-deps';
import { demoCode } from './demo-code';
import { jsTwinOf } from './demo-files';
import { highlightSource } from './highlight-source';
import { extractJsxPreview } from './jsx-preview';
import { loadServerDemo } from './server-demo';
import type { DemoRenderCache, KeptRender } from './demo-render-cache';
import { unresolvedDemoImports } from './demo-imports';
import type { CodeFragments } from './code-fragments';
import { hydratesOnView } from './hydrate-on-view';
import type { PlaygroundApi } from './playground-knobs';
import { preparePlayground } from './prepare-playground';
import { componentRenderKey, prepareComponent } from './prepare-component';
import { StepOverLimit } from './watched-steps';

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
  /** The API of the components the site's playgrounds play with, by name. */
  playgrounds?: Readonly<Record<string, PlaygroundApi>>;
  /** Server renders kept between builds (see `DemoRenderCache`); without it every demo is rendered. */
  renders?: DemoRenderCache;
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
    if (demo.playground) {
      const playground = await preparePlayground({ ...demo, playground: demo.playground }, ctx, renderer, known);
      prepared.set(demo.name, playground.data);
      diagnostics.push(...playground.diagnostics);
      for (const id of playground.globals) globals.add(id);
      sources.set(demo.name, playground.listing);
      continue;
    }
    if (demo.component) {
      const component = await prepareComponent({ ...demo, component: demo.component }, ctx, renderer, known);
      prepared.set(demo.name, component.data);
      diagnostics.push(...component.diagnostics);
      for (const id of component.globals) globals.add(id);
      continue;
    }
    const main = demo.files[0]!;
    const display = path.relative(process.cwd(), main.file);
    const tsSource = readTextSync(main.file);
    sources.set(demo.name, readNotations(tsSource).code);
    const unresolved = demo.files.flatMap((variant) => unresolvedDemoImports(variant.file, ctx.projectRoot));
    // A demo that imports what does not exist is not compiled: its imports are the errors to report.
    const server = unresolved.length ? { ok: false, html: '', globals: [], grids: NO_GRIDS, diagnostics: unresolved } : await serverRender(demo, main.file, display, tsSource, ctx, renderer, known);
    const { html, grids } = server;
    diagnostics.push(...server.diagnostics);
    for (const id of server.globals) globals.add(id);
    // An iframe demo's document has none of the page's styles: it carries all it uses.
    const css = server.ok && demo.iframe ? renderer.cssFor(html, new Set(), server.globals) : '';
    const code: DemoCode[] = [];
    for (const variant of demo.files) {
      const source = variant === main ? tsSource : readTextSync(variant.file);
      try {
        const { tsHtml, jsHtml, sameAsTs } = await demoCode(source, ctx.cacheDir, ctx.versionKey, jsTwinOf(variant.file));
        code.push({ variant: variant.variant, tsHtml, ...(sameAsTs ? { sameInJs: true } : js(jsHtml)) });
      } catch (error) {
        if (server.ok) {
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
      ...(server.ok && ctx.chunks[demo.key] ? { chunk: ctx.chunks[demo.key] } : {}),
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

const NO_GRIDS: GridPreviewCount = { previewed: 0, declined: 0 };

/**
 * A demo's server render, taken from `ctx.renders` when kept there, else made (and kept): `ok` when
 * its module loaded, even if rendering threw (reported in `diagnostics`).
 */
async function serverRender(
  demo: EmbeddedDemo,
  file: string,
  display: string,
  source: string,
  ctx: DemoContext,
  renderer: EmotionRenderer,
  known: ReadonlySet<string>,
): Promise<KeptRender & { ok: boolean; diagnostics: Diagnostic[] }> {
  const kept = ctx.renders?.reuse(demo.key, file, source, renderer);
  if (kept) return { ...kept, ok: true, diagnostics: [] };
  const loaded = await loadServerDemo(file, display, source, ctx.projectRoot);
  if (!loaded.ok) return { ok: false, html: '', globals: [], grids: NO_GRIDS, diagnostics: loaded.diagnostics };
  try {
    const rendered = renderIsland(renderer, demo, `${demo.key}\0${loaded.version}`, createElement(loaded.Component), ctx, known);
    ctx.renders?.store(demo.key, file, source, rendered, loaded.inputs, renderer);
    return { ok: true, html: rendered.html, globals: rendered.globals, grids: rendered.grids, diagnostics: [] };
  } catch (error) {
    return {
      ok: true,
      html: '',
      globals: [],
      grids: NO_GRIDS,
      diagnostics: [
        error instanceof StepOverLimit
          ? error.diagnostic(display)
          : diagnostic('demo-render', 'error', display, { line: 1, column: 1 }, `The demo throws while rendering: ${(error as Error).message}`, 'Fix the component; it must render without throwing on the server.'),
      ],
    };
  }
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

/**
 * Does ahead what preparing `demo` will need and what depends on nothing but its sources: compiling
 * and loading it for the server (which loads its packages), and its JavaScript and highlighted
 * listings. Failures are left for `prepareDemos` to report.
 */
export async function warmDemo(demo: EmbeddedDemo, ctx: Pick<DemoContext, 'projectRoot' | 'cacheDir' | 'versionKey' | 'renders'>): Promise<void> {
  // A playground's module needs its component's API, which its page is given.
  if (demo.playground) return;
  const main = demo.files[0]!;
  const tsSource = readTextSync(main.file);
  if (demo.files.some((variant) => unresolvedDemoImports(variant.file, ctx.projectRoot).length)) return;
  // A kept render spares loading the demo's packages: the page takes it.
  if (!ctx.renders?.has(demo.component ? componentRenderKey(demo) : demo.key, main.file, tsSource)) await loadServerDemo(main.file, path.relative(process.cwd(), main.file), tsSource, ctx.projectRoot);
  // A component embed shows no code.
  if (demo.component) return;
  for (const variant of demo.files) {
    const source = variant === main ? tsSource : readTextSync(variant.file);
    await demoCode(source, ctx.cacheDir, ctx.versionKey, jsTwinOf(variant.file)).catch(() => undefined);
  }
}
