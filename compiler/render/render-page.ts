import path from 'node:path';
import { createElement, Fragment } from 'react';
import { PageLayout } from '../../templates/page/PageLayout';
import type { PageMeta } from '../../templates/shared/page';
import type { Translations } from '../../templates/shared/site';
import { PageContext } from '../../templates/page/PageContext';
import { DemoIconSprite } from '../../templates/demo/DemoIcons';
import { DemosContext } from '../../templates/demo/DemosContext';
import { StylesheetContext } from '../../templates/demo/frame-document';
import { prepareDemos, type DemoContext, type PreparedDemos } from '../demos/prepare-demos';
import type { DemoRenderCache } from '../demos/demo-render-cache';
import { diagnostic } from '../helpers/diagnostics';
import { compilePage, type CompiledPage, type CompileInput } from '../markdown/compile-page';
import { cachedHighlighter } from '../markdown/highlight-cache';
import { MarkdownParses } from '../markdown/markdown-parses';
import type { CompileMemo } from './compile-memo';
import type { EmotionRenderer, RenderedFragment } from '../demos/emotion-renderer';
import { hastToReact } from './hast-to-react';
import { renderApiPage } from './render-api-page';
import { searchRecordOf } from '../search/page-record';
import { indexPage } from '../search/index-language';
import { readMarkdownSource } from '../site/read-source';
import { editLink } from '../site/edit-links';
import type { PageJob, PageResult, RenderContext } from './page-job';
import { FRAME_IDS, writePage, writeTwin } from './write-page';
import { pageMarkdown } from '../twins/page-markdown';
import { CodeFragments } from '../demos/code-fragments';
import { twinRoute } from '../twins/twin-path';
import { pagePreloads } from '../demos/island-preloads';
import { jsonScript } from './runtime-config';
import { ISLAND_PRELOAD_ID } from '../../templates/shared/demo';

/** Compiles, renders and writes one page. Never throws for bad content: problems come back as diagnostics. */
export async function renderPage(job: PageJob, ctx: RenderContext, renderer: EmotionRenderer, known: ReadonlySet<string>, compiles?: CompileMemo, renders?: DemoRenderCache): Promise<PageResult> {
  if (job.api) return renderApiPage(job, job.api, ctx, renderer, known);
  const read = readMarkdownSource(job.file, job.displayPath);
  if (!read.ok) return { route: job.route, displayPath: job.displayPath, links: [], ids: [], diagnostics: [read.diagnostic], bytes: 0, demoFiles: [] };
  let compiled: CompiledPage;
  try {
    compiled = compileMarkdown(job, ctx, read.text, compiles);
  } catch (error) {
    return failed(job, 'page-compile', `Could not compile this page: ${(error as Error).message}`, 'Simplify the markdown around the last edit; if it is valid markdown, report it as a compiler bug.');
  }
  const result = resultOf(job, compiled);
  const strings = ctx.strings[job.lang] ?? ctx.strings[ctx.config.defaultLanguage] ?? {};
  // Tokenised here, in parallel with the other workers, rather than in the main thread at the end.
  result.search = searchEntryOf(job, ctx, compiled);
  const demos = await prepareDemos(compiled.demos, demoContextOf(ctx, strings, renders), renderer, known);
  result.diagnostics.push(...demos.diagnostics);
  if (demos.diagnostics.some((d) => d.severity === 'error')) result.demosFailed = true;
  if (demos.fragments.size) result.codeFragments = [...demos.fragments];
  if (!compiled.title && !compiled.diagnostics.some((d) => d.severity === 'error')) {
    result.diagnostics.push(
      diagnostic('page-no-title', 'warning', job.displayPath, { line: 1, column: 1 }, 'The page has no # Title heading; the navigation title is used.', 'Start the page with a line "# Title".'),
    );
  }
  if (!ctx.write) return result;
  return writeRenderedPage({ job, ctx, compiled, demos, strings }, renderer, known, result);
}

/** The page's markdown compiled, through the build's memo when it has one. Throws where the compiler fails. */
function compileMarkdown(job: PageJob, ctx: RenderContext, source: string, compiles?: CompileMemo): CompiledPage {
  const input: CompileInput = {
    source,
    route: job.route,
    file: job.file,
    displayPath: job.displayPath,
    contentPath: job.contentPath,
    contentDir: ctx.contentDir,
    base: ctx.base,
    defaultLanguage: ctx.config.defaultLanguage,
    languagePrefix: job.lang === ctx.config.defaultLanguage ? '' : `/${job.lang}`,
    components: new Map(Object.entries(ctx.components)),
    ...(ctx.config.externalLinks ? { externalLinks: ctx.config.externalLinks } : {}),
    ...(ctx.config.headingIds ? { headingIds: ctx.config.headingIds } : {}),
    ...(ctx.config.codeLineNumbers ? { codeLineNumbers: true } : {}),
    highlight: cachedHighlighter(ctx.cacheDir, ctx.versionKey),
    ...(ctx.reparseEdits ? { parses: recentParses } : {}),
  };
  return compiles ? compiles.compile(input, job.twinFollows === true) : compilePage(input);
}

/** What the build checks of a compiled page: its links, its ids, its problems and its demos' files. */
function resultOf(job: PageJob, compiled: CompiledPage): PageResult {
  return {
    route: job.route,
    displayPath: job.displayPath,
    links: compiled.links,
    ids: [...compiled.ids, ...FRAME_IDS],
    diagnostics: compiled.diagnostics,
    bytes: 0,
    // A component embed's file is the site's own code, not a demo a reader copies: it is not type-checked.
    demoFiles: compiled.demos.flatMap((d) => (d.component ? [] : d.files.map((f) => f.file))),
  };
}

function searchEntryOf(job: PageJob, ctx: RenderContext, compiled: CompiledPage): PageResult['search'] {
  const record = searchRecordOf(compiled.hast, {
    route: job.route,
    lang: job.lang,
    title: compiled.title ?? job.navTitle ?? job.route,
    description: compiled.description ?? '',
    product: job.breadcrumbs[0]?.title ?? ctx.config.productName,
  });
  return indexPage(record, job.lang);
}

function demoContextOf(ctx: RenderContext, strings: Translations, renders?: DemoRenderCache): DemoContext {
  return {
    contentDir: ctx.contentDir,
    projectRoot: ctx.projectRoot,
    cacheDir: ctx.cacheDir,
    versionKey: ctx.versionKey,
    chunks: ctx.demoBundle?.chunks ?? {},
    strings,
    ...(ctx.playgrounds ? { playgrounds: ctx.playgrounds } : {}),
    ...(ctx.write ? { fragments: codeFragmentsFor(ctx) } : {}),
    ...(renders ? { renders } : {}),
    ...(ctx.config.editUrl ? { sourceUrl: (file: string) => editLink(ctx.config.editUrl!, ctx.contentDir, path.join(ctx.contentDir, file)).replace('/edit/', '/blob/') } : {}),
  };
}

/** A page compiled and its demos prepared: what its HTML and its markdown twin are made of. */
interface PreparedPage {
  job: PageJob;
  ctx: RenderContext;
  compiled: CompiledPage;
  demos: PreparedDemos;
  strings: Translations;
}

/** Renders the page into its frame and writes it, then its markdown twin; a failure of either is an error of `result`. */
function writeRenderedPage(page: PreparedPage, renderer: EmotionRenderer, known: ReadonlySet<string>, result: PageResult): PageResult {
  const { job, ctx, demos } = page;
  const meta = pageMetaOf(job, ctx, page.compiled);
  let rendered: RenderedFragment;
  try {
    rendered = renderer.render(pageElement(page, meta), page.strings, known, undefined, demos.globals);
  } catch (error) {
    result.diagnostics.push(diagnostic('page-render', 'error', job.displayPath, { line: 1, column: 1 }, `Rendering failed: ${(error as Error).message}`, 'A component in this page threw while rendering.'));
    return result;
  }
  const islands = demos.demos.size > 0 && ctx.demoBundle ? ctx.demoBundle.islands : undefined;
  const preloads = islands && ctx.demoBundle ? pagePreloads(ctx.demoBundle.preloads, [...demos.demos.values()].flatMap((demo) => (demo.chunk ? [demo.chunk] : []))) : undefined;
  const html = writePage(job, ctx, meta, preloads ? { ...rendered, html: rendered.html + jsonScript(ISLAND_PRELOAD_ID, preloads) } : rendered, page.strings, islands);
  let markdown: string;
  try {
    markdown = twinMarkdown(page);
  } catch (error) {
    result.diagnostics.push(diagnostic('twin-markdown', 'error', job.displayPath, { line: 1, column: 1 }, `Writing the page's markdown twin failed: ${(error as Error).message}`, 'Simplify the markdown around the last edit; if it is valid markdown, report it as a compiler bug.'));
    return result;
  }
  writeTwin(ctx.outDir, job.route, markdown);
  result.bytes = Buffer.byteLength(html);
  result.title = meta.title;
  if (meta.description) result.description = meta.description;
  if (ctx.keepHtml || job.cacheKey) {
    result.html = html;
    result.markdown = markdown;
  }
  return result;
}

function pageMetaOf(job: PageJob, ctx: RenderContext, compiled: CompiledPage): PageMeta {
  const title = compiled.title ?? job.navTitle ?? job.route;
  return {
    route: job.route,
    lang: job.lang,
    title,
    documentTitle: compiled.frontMatter.title ?? title,
    description: compiled.description ?? '',
    toc: compiled.toc,
    breadcrumbs: job.breadcrumbs,
    untranslated: job.untranslated,
    ...(job.previous ? { previous: job.previous } : {}),
    ...(job.next ? { next: job.next } : {}),
    ...(job.disableDrawer ? { disableDrawer: true } : {}),
    ...(job.editUrl ? { editUrl: job.editUrl } : {}),
    ...(job.lastUpdated ? { lastUpdated: job.lastUpdated } : {}),
    ...(compiled.frontMatter.productId ? { productId: compiled.frontMatter.productId } : {}),
    markdownUrl: `${ctx.base.replace(/\/$/, '')}${twinRoute(job.route)}`,
  };
}

/** The page's content in its layout, under the contexts its components read (the demos' icons once, where it has demos). */
function pageElement({ ctx, compiled, demos, job }: PreparedPage, meta: PageMeta) {
  const page = createElement(PageLayout, { meta, plan: job.plan, base: ctx.base, ads: Boolean(ctx.ads), children: hastToReact(compiled.hast) });
  return createElement(
    PageContext.Provider,
    { value: { frontMatter: compiled.frontMatter, config: ctx.config } },
    createElement(StylesheetContext.Provider, { value: ctx.assets.stylesheet }, createElement(DemosContext.Provider, { value: demos.demos }, demos.demos.size ? createElement(Fragment, null, createElement(DemoIconSprite), page) : page)),
  );
}

function twinMarkdown({ job, ctx, compiled, demos }: PreparedPage): string {
  return pageMarkdown({
    mdast: compiled.mdast,
    source: compiled.body,
    links: {
      route: job.route,
      contentPath: job.contentPath,
      base: ctx.base,
      defaultLanguage: ctx.config.defaultLanguage,
      ...(job.lang === ctx.config.defaultLanguage ? {} : { languagePrefix: `/${job.lang}` }),
      ...(ctx.config.externalLinks ? { externalLinks: ctx.config.externalLinks } : {}),
    },
    ...(compiled.description ? { description: compiled.description } : {}),
    demoSources: demos.sources,
  });
}

/** The pages' last parses, where the same pages are compiled after each edit (`ctx.reparseEdits`). */
const recentParses = new MarkdownParses();

/** One writer per output folder and process: each listing file is written once. */
const fragmentWriters = new Map<string, CodeFragments>();
function codeFragmentsFor(ctx: RenderContext): CodeFragments {
  let writer = fragmentWriters.get(ctx.outDir);
  if (!writer) fragmentWriters.set(ctx.outDir, (writer = new CodeFragments(ctx.outDir, ctx.cacheDir, ctx.base)));
  return writer;
}

function failed(job: PageJob, code: string, message: string, hint?: string): PageResult {
  return {
    route: job.route,
    displayPath: job.displayPath,
    links: [],
    ids: [],
    diagnostics: [diagnostic(code, 'error', job.displayPath, { line: 1, column: 1 }, message, hint)],
    bytes: 0,
    demoFiles: [],
  };
}
