import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { BODY_CLASS_SCRIPT, colorModeHeadScript, highlightLoaderScript, renderDocument } from '../../templates/document';
import { contentSecurityPolicy } from './content-security-policy';
import { PageLayout } from '../../templates/page/PageLayout';
import type { PageMeta } from '../../templates/shared/page';
import type { Translations } from '../../templates/shared/site';
import { PageContext } from '../../templates/page/PageContext';
import { DemoIconSprite } from '../../templates/demo/DemoIcons';
import { DemosContext } from '../../templates/demo/DemosContext';
import { StylesheetContext } from '../../templates/demo/frame-document';
import { prepareDemos } from '../demos/prepare-demos';
import { diagnostic } from '../diagnostics';
import { compilePage, type CompiledPage, type CompileInput } from '../markdown/compile-page';
import type { CompileMemo } from './compile-memo';
import type { EmotionRenderer } from './emotion-renderer';
import { hastToReact } from './hast-to-react';
import { renderApiPage } from './render-api-page';
import { searchConfigScript, searchStrings } from '../search/config-script';
import { searchRecordOf } from '../search/page-record';
import { indexPage } from '../search/index-language';
import { readMarkdownSource } from '../site/read-source';
import { runtimeConfigScripts } from './runtime-config';
import { activateFrame } from './frames';
import type { PageJob, PageResult, RenderContext } from './page-job';
import { ensureDir } from '../output/write-atomically';

/** Ids every page has from the frame and layout, valid anchor targets besides the content's own. */
export const FRAME_IDS = ['main-content', 'nav-drawer'];

/** The output file of a route: `dist/<route>/index.html`. */
export function outputFileOf(outDir: string, route: string): string {
  return path.join(outDir, ...route.split('/').filter(Boolean).map(safeDecode), 'index.html');
}

/** Route segments are written percent-encoded; a folder named `100%` is not an escape. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Compiles, renders and writes one page. Never throws for bad content: problems come back as diagnostics. */
export async function renderPage(job: PageJob, ctx: RenderContext, renderer: EmotionRenderer, known: ReadonlySet<string>, compiles?: CompileMemo): Promise<PageResult> {
  if (job.api) return renderApiPage(job, job.api, ctx, renderer, known);
  const read = readMarkdownSource(job.file, job.displayPath);
  if (!read.ok) return { route: job.route, displayPath: job.displayPath, links: [], ids: [], diagnostics: [read.diagnostic], bytes: 0, demoFiles: [] };
  const source = read.text;
  let compiled: CompiledPage;
  try {
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
    };
    compiled = compiles ? compiles.compile(input, job.twinFollows === true) : compilePage(input);
  } catch (error) {
    return failed(job, 'page-compile', `Could not compile this page: ${(error as Error).message}`, 'Simplify the markdown around the last edit; if it is valid markdown, report it as a compiler bug.');
  }
  const result: PageResult = {
    route: job.route,
    displayPath: job.displayPath,
    links: compiled.links,
    ids: [...compiled.ids, ...FRAME_IDS],
    diagnostics: compiled.diagnostics,
    bytes: 0,
    demoFiles: compiled.demos.flatMap((d) => d.files.map((f) => f.file)),
  };
  const strings = ctx.strings[job.lang] ?? ctx.strings[ctx.config.defaultLanguage] ?? {};
  // Tokenised here, in parallel with the other workers, rather than in the main thread at the end.
  result.search = indexPage(
    searchRecordOf(compiled.hast, {
      route: job.route,
      lang: job.lang,
      title: compiled.title ?? job.navTitle ?? job.route,
      description: compiled.description ?? '',
      product: job.breadcrumbs[0]?.title ?? ctx.config.productName,
    }),
    job.lang,
  );
  const demos = await prepareDemos(
    compiled.demos,
    {
      contentDir: ctx.contentDir,
      projectRoot: ctx.projectRoot,
      cacheDir: ctx.cacheDir,
      versionKey: ctx.versionKey,
      chunks: ctx.demoBundle?.chunks ?? {},
      strings,
      ...(ctx.config.editUrl ? { sourceUrl: (file: string) => ctx.config.editUrl!.replace('{path}', file).replace('/edit/', '/blob/') } : {}),
    },
    renderer,
    known,
  );
  result.diagnostics.push(...demos.diagnostics);
  if (!compiled.title && !compiled.diagnostics.some((d) => d.severity === 'error')) {
    result.diagnostics.push(
      diagnostic('page-no-title', 'warning', job.displayPath, { line: 1, column: 1 }, 'The page has no # Title heading; the navigation title is used.', 'Start the page with a line "# Title".'),
    );
  }
  if (!ctx.write) return result;

  const title = compiled.title ?? job.navTitle ?? job.route;
  const meta: PageMeta = {
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
    ...(job.editUrl ? { editUrl: job.editUrl } : {}),
    ...(compiled.frontMatter.productId ? { productId: compiled.frontMatter.productId } : {}),
  };
  let rendered;
  try {
    const content = hastToReact(compiled.hast);
    const page = createElement(PageLayout, { meta, plan: job.plan, base: ctx.base, children: content });
    const withContext = createElement(
      PageContext.Provider,
      { value: { frontMatter: compiled.frontMatter, config: ctx.config } },
      createElement(StylesheetContext.Provider, { value: ctx.assets.stylesheet }, createElement(DemosContext.Provider, { value: demos.demos }, demos.demos.size ? createElement(Fragment, null, createElement(DemoIconSprite), page) : page)),
    );
    rendered = renderer.render(withContext, strings, known, undefined, demos.globals);
  } catch (error) {
    result.diagnostics.push(diagnostic('page-render', 'error', job.displayPath, { line: 1, column: 1 }, `Rendering failed: ${(error as Error).message}`, 'A component in this page threw while rendering.'));
    return result;
  }
  const islands = demos.demos.size > 0 && ctx.demoBundle ? ctx.demoBundle.islands : undefined;
  const html = writePage(job, ctx, meta, rendered, strings, islands);
  result.bytes = Buffer.byteLength(html);
  if (ctx.keepHtml || job.cacheKey) result.html = html;
  return result;
}

/** Splices the rendered main content into its frame (none for playground pages) and writes the document. */
export function writePage(
  job: PageJob,
  ctx: RenderContext,
  meta: PageMeta,
  rendered: { html: string; css: string },
  strings: Translations,
  islands?: string,
): string {
  const frame = ctx.frames[`${job.frameKey}|${job.lang}`];
  // Playground pages have no frame: the content alone, without the app's theme wrapper.
  const body = frame ? activateFrame(frame, job.activePath, job.openGroups) + rendered.html + frame.after : rendered.html;
  const html = documentFor(meta, ctx, body, rendered.css, false, islands, strings, job.alternates);
  const outFile = outputFileOf(ctx.outDir, job.route);
  ensureDir(path.dirname(outFile), createdDirs);
  // Synchronously, as the page cache writes (see `writeFileAtomicallySync`).
  writeFileSync(outFile, html);
  return html;
}

/** Output folders this process created: each once, not once per page. */
const createdDirs = new Set<string>();

/** The HTML document around a rendered body. */
export function documentFor(
  meta: PageMeta,
  ctx: RenderContext,
  body: string,
  criticalCss: string,
  noindex = false,
  islands?: string,
  strings: Translations = ctx.strings[meta.lang] ?? {},
  alternates: { lang: string; route: string }[] = [],
): string {
  const origin = ctx.config.url.replace(/\/$/, '');
  const base = ctx.base.replace(/\/$/, '');
  const suffix = ` - ${ctx.config.title}`;
  const themeColor = { light: '#ffffff', dark: '#101418' };
  const consoleScript = ctx.translationConsole[meta.lang] ?? '';
  const inlineScripts = [
    colorModeHeadScript(themeColor),
    highlightLoaderScript(ctx.assets.highlightStylesheet),
    BODY_CLASS_SCRIPT,
    ...[...consoleScript.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
  ];
  const documentTitle = meta.documentTitle.endsWith(suffix) || meta.documentTitle === ctx.config.title ? meta.documentTitle : `${meta.documentTitle}${suffix}`;
  return renderDocument({
    lang: meta.lang,
    dir: 'ltr',
    title: documentTitle,
    description: meta.description,
    canonical: `${origin}${base}${meta.route}`,
    siteName: ctx.config.title,
    alternates: alternates.length
      ? [
          ...alternates.map((a) => ({ lang: a.lang, href: `${origin}${base}${a.route}` })),
          { lang: 'x-default', href: `${origin}${base}${alternates.find((a) => a.lang === ctx.config.defaultLanguage)?.route ?? meta.route}` },
        ]
      : [],
    stylesheet: ctx.assets.stylesheet,
    favicon: ctx.assets.favicon,
    highlightStylesheet: ctx.assets.highlightStylesheet,
    fontPreloads: ctx.assets.fontPreloads,
    iconFontStylesheet: ctx.config.iconFontStylesheet,
    criticalCss,
    body: [
      body,
      ctx.search ? searchConfigScript({ lang: meta.lang, base: ctx.base, index: ctx.search.index, module: ctx.search.module, strings: searchStrings(strings) }) : '',
      pagePropsScript(meta.lang, strings),
      runtimeConfigScripts(ctx, meta.route, meta.lang, strings),
      consoleScript,
    ].join(''),
    scripts: ctx.assets.scripts,
    moduleScripts: islands ? [islands] : [],
    themeOverrides: islands ? ctx.config.theme : undefined,
    themeColor,
    noindex,
    contentSecurityPolicy: contentSecurityPolicy(ctx.config, inlineScripts),
    ...(ctx.config.productionHost ? { serviceWorker: { src: `${ctx.base}sw.js`, host: ctx.config.productionHost, scope: ctx.config.serviceWorkerScope ?? ctx.base } } : {}),
  });
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

/** The page props of the specification: the reader's language and the UI strings, for the runtime. */
function pagePropsScript(userLanguage: string, translations: Translations): string {
  const json = JSON.stringify({ userLanguage, translations }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="docs-page-props">${json}</script>`;
}
