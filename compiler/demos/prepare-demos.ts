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

/** A page's demos made ready for its render, its markdown twin and its listing files. */
export interface PreparedDemos {
  demos: Map<string, DemoData>;
  diagnostics: Diagnostic[];
  /** The demos' global styles, for the page whose markup their HTML goes into. */
  globals: Set<string>;
  /** The JavaScript listing files the page's demos link to (see `DemoContext.fragments`). */
  fragments: Set<string>;
  /** Each demo's TypeScript source by its name on the page, for the page's markdown twin. */
  sources: Map<string, string>;
}

/** One demo made ready, whichever kind it is; `listing` is what the markdown twin shows of it. */
interface PreparedDemo {
  data: DemoData;
  diagnostics: Diagnostic[];
  globals: Iterable<string>;
  listing?: string;
}

/**
 * Prepares a page's demos: server-renders each one as its own root (so `useId` matches the client's
 * hydration), generates its JavaScript and highlighted code, and collects its sandbox dependencies.
 * A demo that does not compile or throws while rendering becomes a located error, never a crash.
 */
export async function prepareDemos(demos: EmbeddedDemo[], ctx: DemoContext, renderer: EmotionRenderer, known: ReadonlySet<string>): Promise<PreparedDemos> {
  const page: PreparedDemos = { demos: new Map(), diagnostics: [], globals: new Set(), fragments: new Set(), sources: new Map() };
  for (const demo of demos) {
    const one = await prepareDemo(demo, ctx, renderer, known, page.fragments);
    page.demos.set(demo.name, one.data);
    page.diagnostics.push(...one.diagnostics);
    for (const id of one.globals) page.globals.add(id);
    if (one.listing !== undefined) page.sources.set(demo.name, one.listing);
  }
  return page;
}

/** A playground, a component embed (which shows no code) or a demo of files. */
function prepareDemo(demo: EmbeddedDemo, ctx: DemoContext, renderer: EmotionRenderer, known: ReadonlySet<string>, fragments: Set<string>): Promise<PreparedDemo> {
  if (demo.playground) return preparePlayground({ ...demo, playground: demo.playground }, ctx, renderer, known);
  if (demo.component) return prepareComponent({ ...demo, component: demo.component }, ctx, renderer, known);
  return prepareFileDemo(demo, ctx, renderer, known, fragments);
}

async function prepareFileDemo(demo: EmbeddedDemo, ctx: DemoContext, renderer: EmotionRenderer, known: ReadonlySet<string>, fragments: Set<string>): Promise<PreparedDemo> {
  const main = demo.files[0]!;
  const display = path.relative(process.cwd(), main.file);
  const tsSource = readTextSync(main.file);
  const listing = readNotations(tsSource).code;
  const unresolved = demo.files.flatMap((variant) => unresolvedDemoImports(variant.file, ctx.projectRoot));
  // A demo that imports what does not exist is not compiled: its imports are the errors to report.
  const server = unresolved.length ? { ok: false, html: '', globals: [], grids: NO_GRIDS, diagnostics: unresolved } : await serverRender(demo, main.file, display, tsSource, ctx, renderer, known);
  const { html, grids } = server;
  const diagnostics = [...server.diagnostics];
  // An iframe demo's document has none of the page's styles: it carries all it uses.
  const css = server.ok && demo.iframe ? renderer.cssFor(html, new Set(), server.globals) : '';
  const code = await demoListings(demo, tsSource, server.ok, ctx, fragments);
  diagnostics.push(...code.diagnostics);
  const { deps, previewHtml } = demoSourceParts(tsSource, display, ctx.projectRoot);
  diagnostics.push(...deps.diagnostics);
  const contentFile = path.relative(ctx.contentDir, main.file).split(path.sep).join('/');
  const data: DemoData = {
    name: demo.name,
    key: demo.key,
    html,
    css,
    ...(server.ok && ctx.chunks[demo.key] ? { chunk: ctx.chunks[demo.key] } : {}),
    variantChunks: variantChunksOf(demo, ctx.chunks),
    code: code.listings,
    ...(previewHtml ? { previewHtml } : {}),
    ...(ctx.sourceUrl ? { sourceUrl: ctx.sourceUrl(contentFile) } : {}),
    dependencies: deps.dependencies,
    ...(hydratesOnView(tsSource, html, grids) ? { hydrateOnView: true } : {}),
    // The live grid takes the place of its preview: React renders the demo afresh instead of hydrating markup it would not produce.
    ...(grids.previewed ? { replacesMarkup: true } : {}),
  };
  return { data, diagnostics, globals: server.globals, listing };
}

/**
 * Each variant's TypeScript and JavaScript listings; a variant whose JavaScript cannot be generated
 * shows its TypeScript in both (an error only when the demo itself compiled: else that is the error).
 */
async function demoListings(demo: EmbeddedDemo, tsSource: string, compiled: boolean, ctx: DemoContext, fragments: Set<string>): Promise<{ listings: DemoCode[]; diagnostics: Diagnostic[] }> {
  const main = demo.files[0]!;
  const js = (jsHtml: string): Pick<DemoCode, 'jsHtml' | 'jsSrc'> => (ctx.fragments ? { jsSrc: ctx.fragments.url(jsHtml, fragments) } : { jsHtml });
  const listings: DemoCode[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const variant of demo.files) {
    const source = variant === main ? tsSource : readTextSync(variant.file);
    try {
      const { tsHtml, jsHtml, sameAsTs } = await demoCode(source, ctx.cacheDir, ctx.versionKey, jsTwinOf(variant.file));
      listings.push({ variant: variant.variant, tsHtml, ...(sameAsTs ? { sameInJs: true } : js(jsHtml)) });
    } catch (error) {
      if (compiled) {
        diagnostics.push(diagnostic('demo-js', 'error', path.relative(process.cwd(), variant.file), { line: 1, column: 1 }, `Could not generate the JavaScript version: ${(error as Error).message.split('\n')[0]}`));
      }
      const listing = highlightSource(source.trimEnd(), 'tsx');
      listings.push({ variant: variant.variant, tsHtml: listing, ...js(listing) });
    }
  }
  return { listings, diagnostics };
}

/** The client chunks of a demo's styling variants (the first file is the demo itself). */
function variantChunksOf(demo: EmbeddedDemo, chunks: Record<string, string>): DemoData['variantChunks'] {
  const variantChunks: DemoData['variantChunks'] = {};
  for (const variant of demo.files.slice(1)) {
    const chunk = chunks[`${demo.key}.${variant.variant}`];
    if (chunk) variantChunks[variant.variant] = chunk;
  }
  return variantChunks;
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
