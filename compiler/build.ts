import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { embeddableComponents } from '../templates/markdown/registry';
import { buildFonts } from './assets/fonts';
import { contentHash } from './assets/hash';
import { bundleChromeRuntime } from './assets/runtime-bundle';
import { withNoScriptDarkMode } from './assets/shared-css';
import { serviceWorkerSource } from './assets/service-worker';
import { FAVICON_SVG } from '../templates/document';
import { HIGHLIGHT_CSS } from '../templates/styles/highlight';
import { checkLinks } from './checks/links';
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics';
import { discardStaging, stagingDirFor, swapIntoPlace } from './output/atomic-output';
import { renderRobots, renderSitemap } from './output/sitemap';
import type { PageResult, RenderContext } from './render/page-job';
import { planJobs } from './render/plan-jobs';
import { renderAll } from './render/pool';
import { prepareShared } from './render/prepare-shared';
import { documentFor } from './render/render-page';
import { loadSite, type Site } from './site/load-site';
import { stringsFor } from './site/translations';
import { translationConsoleScript } from '../templates/translator';
import { bundleDemos } from './demos/client-bundle';
import { scanDemos } from './demos/scan-demos';
import { typecheckDemosCached } from './demos/typecheck-demos';
import { packageRoot } from './package-root';
import { buildSearchIndex } from './search/build-index';
import { bundleSearchRuntime } from './search/bundle';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  base?: string;
  jobs?: number;
  cacheDir: string;
  onProgress?: (done: number, total: number) => void;
}

export interface BuildReport {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  bytes: number;
  seconds: number;
}

/** `/docs` → `/docs/`; the site root is `/`. */
export function normalizeBase(base = '/'): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * Checks, renders and writes the whole site. Nothing reaches `outDir` unless every check passes:
 * pages are written to a staging folder that replaces the output only at the end.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const report = (ok: boolean, diagnostics: Diagnostic[], pages = 0, bytes = 0): BuildReport => ({
    ok,
    diagnostics: sortDiagnostics(diagnostics),
    pages,
    bytes,
    seconds: (performance.now() - started) / 1000,
  });
  const { site, diagnostics } = await loadSite({ contentDir: options.contentDir, cacheDir: options.cacheDir });
  if (!site || hasErrors(diagnostics)) return report(false, diagnostics);

  const base = normalizeBase(options.base);
  const lang = site.config.defaultLanguage;
  const languages = [lang, ...site.config.languages.filter((l) => l !== lang)];
  const translated = Object.fromEntries(languages.map((l) => [l, stringsFor(site.translations, l, lang)]));
  const allStrings = Object.fromEntries(languages.map((l) => [l, translated[l]!.strings]));
  const strings = allStrings[lang]!;
  const { jobs, frames } = planJobs(site);
  const staging = stagingDirFor(options.outDir);
  try {
    const staticDir = path.join(staging, 'static');
    await mkdir(path.join(staticDir, 'fonts'), { recursive: true });
    const staticUrl = `${base}static/`;
    const demos = await scanDemos(jobs, site.contentDir);
    const [fonts, chrome, searchRuntime, demoBundle] = await Promise.all([
      buildFonts(staticUrl),
      bundleChromeRuntime(),
      bundleSearchRuntime(),
      demos.length ? bundleDemos(demos, path.join(staticDir, 'islands'), `${staticUrl}islands/`) : undefined,
    ]);
    const shared = prepareShared(site, frames, base, allStrings);
    const stylesheet = fonts.css + withNoScriptDarkMode(shared.sharedCss);
    const files: Record<string, string | Buffer> = {
      [`docs.${contentHash(stylesheet)}.css`]: stylesheet,
      [`highlight.${contentHash(HIGHLIGHT_CSS)}.css`]: HIGHLIGHT_CSS,
      [`chrome.${contentHash(chrome)}.js`]: chrome,
      [`favicon.${contentHash(FAVICON_SVG)}.svg`]: FAVICON_SVG,
      [`search.${contentHash(searchRuntime)}.js`]: searchRuntime,
    };
    for (const font of fonts.files) files[font.name] = font.content;
    await Promise.all(Object.entries(files).map(([name, content]) => writeFile(path.join(staticDir, name), content)));
    const names = Object.keys(files);
    const ctx: RenderContext = {
      config: site.config,
      base,
      outDir: staging,
      strings: allStrings,
      translationConsole: Object.fromEntries(languages.map((l) => [l, translationConsoleScript(l, translated[l]!.report)])),
      frames: shared.frames,
      sharedStyleIds: shared.sharedStyleIds,
      assets: {
        stylesheet: `${staticUrl}${names.find((n) => n.startsWith('docs.'))}`,
        highlightStylesheet: `${staticUrl}${names.find((n) => n.startsWith('highlight.'))}`,
        favicon: `${staticUrl}${names.find((n) => n.startsWith('favicon.'))}`,
        fontPreloads: fonts.preloads,
        scripts: [`${staticUrl}${names.find((n) => n.startsWith('chrome.'))}`],
      },
      components: Object.keys(embeddableComponents),
      write: true,
      contentDir: site.contentDir,
      projectRoot: packageRoot(),
      cacheDir: options.cacheDir,
      // The index is built from the rendered pages, so pages point at its unhashed manifest.
      search: { module: `${staticUrl}${names.find((n) => n.startsWith('search.'))}`, index: `${staticUrl}search/manifest.json` },
      ...(demoBundle ? { demoBundle: { chunks: demoBundle.chunks, islands: demoBundle.islands } } : {}),
    };
    const rendering = renderAll(jobs, ctx, {
      ...(options.jobs ? { jobs: options.jobs } : {}),
      onPage: (_result, done, total) => options.onProgress?.(done, total),
    });
    // The main thread is idle while workers render: type-check the demos meanwhile.
    const typeErrors = await typecheckDemosCached(demos.flatMap((d) => d.variants.map((v) => v.file)), packageRoot(), options.cacheDir);
    const results = await rendering;
    const all = [...diagnostics, ...typeErrors, ...results.flatMap((r) => r.diagnostics), ...linkDiagnostics(results)];
    if (hasErrors(all)) {
      await discardStaging(staging);
      return report(false, all);
    }
    const origin = site.config.url.replace(/\/$/, '');
    const canonicalOf = (route: string) => `${origin}${base.replace(/\/$/, '')}${route}`;
    const notFound = documentFor(
      { route: '/404/', lang, title: strings['notFound.title'] ?? 'Page not found', documentTitle: strings['notFound.title'] ?? 'Page not found', description: '', toc: [], breadcrumbs: [], untranslated: false },
      ctx,
      shared.notFoundBody,
      shared.notFoundCss,
      true,
    );
    const index = buildSearchIndex(results.flatMap((r) => (r.search ? [r.search] : [])));
    await mkdir(path.join(staticDir, 'search'), { recursive: true });
    await Promise.all([
      ...index.files.map((file) => writeFile(path.join(staticDir, 'search', file.name), file.content)),
      writeFile(path.join(staging, '404.html'), notFound),
      writeFile(path.join(staging, 'sitemap.xml'), renderSitemap(results.map((r) => canonicalOf(r.route)))),
      writeFile(path.join(staging, 'robots.txt'), renderRobots(canonicalOf('/sitemap.xml'))),
      writeFile(path.join(staging, 'sw.js'), serviceWorkerSource(contentHash(names.join('\n')), staticUrl)),
    ]);
    await swapIntoPlace(staging, options.outDir);
    const bytes = results.reduce((sum, r) => sum + r.bytes, 0);
    return report(true, all, results.length, bytes);
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
}

/** Broken links and anchors across all pages, resolved against the ids each page really rendered. */
export function linkDiagnostics(results: PageResult[]): Diagnostic[] {
  const idsByRoute = new Map(results.map((r) => [r.route, new Set(r.ids)]));
  return checkLinks(results, idsByRoute);
}

export type { Site };
