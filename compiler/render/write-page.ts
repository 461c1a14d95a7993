import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BODY_CLASS_SCRIPT, colorModeHeadScript, highlightLoaderScript, renderDocument } from '../../templates/document';
import type { PageMeta } from '../../templates/shared/page';
import type { Translations } from '../../templates/shared/site';
import { ensureDir } from '../helpers/write-atomically';
import { searchConfigScript, searchStrings } from '../search/config-script';
import { contentSecurityPolicy } from './content-security-policy';
import { activateFrame } from './nav-window';
import type { PageJob, RenderContext } from './page-job';
import { runtimeConfigScripts } from './runtime-config';
import { twinFileOf } from '../twins/twin-path';
import { routeFilePath } from '../output/route-segment';

/** Ids every page has from the frame and layout, valid anchor targets besides the content's own. */
export const FRAME_IDS = ['main-content', 'nav-drawer'];

/** The output file of a route: `dist/<route>/index.html`. */
export function outputFileOf(outDir: string, route: string): string {
  return path.join(outDir, routeFilePath(route), 'index.html');
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

/** Writes a page's markdown twin next to its HTML, synchronously as `writePage` does. */
export function writeTwin(outDir: string, route: string, markdown: string): void {
  const file = twinFileOf(outDir, route);
  ensureDir(path.dirname(file), createdDirs);
  writeFileSync(file, markdown);
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
    ...(meta.markdownUrl ? { markdownAlternate: meta.markdownUrl } : {}),
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
    ...(meta.disableDrawer ? { disableDrawer: true } : {}),
    contentSecurityPolicy: contentSecurityPolicy(ctx.config, inlineScripts),
    ...(ctx.config.productionHost ? { serviceWorker: { src: `${ctx.base}sw.js`, host: ctx.config.productionHost, scope: ctx.config.serviceWorkerScope ?? ctx.base } } : {}),
  });
}

/** The page props of the specification: the reader's language and the UI strings, for the runtime. */
function pagePropsScript(userLanguage: string, translations: Translations): string {
  const json = JSON.stringify({ userLanguage, translations }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="docs-page-props">${json}</script>`;
}
