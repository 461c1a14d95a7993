import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../helpers/hash';
import { serviceWorkerSource } from '../assets/service-worker';
import type { RenderContext } from '../render/page-job';
import type { SharedRender } from '../render/prepare-shared';
import { documentFor } from '../render/write-page';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../output/output-folder';
import { renderRobots, renderSitemap } from '../output/sitemap';

/**
 * What a built site has besides its pages: the 404 page, the sitemap, robots.txt, the service worker,
 * and the marker by which the next build knows the folder for a build's output.
 */
export async function writeSiteExtras(
  outDir: string,
  options: { ctx: RenderContext; shared: Pick<SharedRender, 'notFoundBody' | 'notFoundCss'>; lang: string; origin: string; base: string; routes: readonly string[]; lastUpdated: ReadonlyMap<string, string>; staticNames: readonly string[] },
): Promise<void> {
  const { ctx, shared, lang, base } = options;
  const strings = ctx.strings[lang] ?? {};
  const canonicalOf = (route: string) => `${options.origin.replace(/\/$/, '')}${base.replace(/\/$/, '')}${route}`;
  const title = strings['notFound.title'] ?? 'Page not found';
  const notFound = documentFor({ route: '/404/', lang, title, documentTitle: title, description: '', toc: [], breadcrumbs: [], untranslated: false }, ctx, shared.notFoundBody, shared.notFoundCss, true);
  await Promise.all([
    writeFile(path.join(outDir, '404.html'), notFound),
    writeFile(path.join(outDir, 'sitemap.xml'), renderSitemap(options.routes.map((route) => ({ url: canonicalOf(route), lastmod: options.lastUpdated.get(route) })))),
    writeFile(path.join(outDir, 'robots.txt'), renderRobots(canonicalOf('/sitemap.xml'))),
    writeFile(path.join(outDir, 'sw.js'), serviceWorkerSource(contentHash(options.staticNames.join('\n')), `${base}static/`)),
    writeFile(path.join(outDir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT),
  ]);
}
