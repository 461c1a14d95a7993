import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageResult, RenderContext } from '../render/page-job';
import type { SharedRender } from '../render/prepare-shared';
import { documentFor } from '../render/write-page';
import { SearchIndexBuilder } from '../search/build-index';
import { searchVocabularies } from '../search/vocabulary';
import type { Site } from '../site/load-site';

/** The output's 404 page, written once as the site loads: dev answers unknown routes with it. */
export async function writeNotFoundPage(site: Site, ctx: RenderContext, shared: Pick<SharedRender, 'notFoundBody' | 'notFoundCss'>, outDir: string): Promise<void> {
  const lang = site.config.defaultLanguage;
  const notFound = documentFor(
    { route: '/404/', lang, title: ctx.strings[lang]?.['notFound.title'] ?? 'Page not found', documentTitle: 'Page not found', description: '', toc: [], breadcrumbs: [], untranslated: false },
    ctx,
    shared.notFoundBody,
    shared.notFoundCss,
    true,
  );
  await writeFile(path.join(outDir, '404.html'), notFound);
}

/** The search index of the pages compiled so far, written where the dialog loads it. */
export async function writeSearchFiles(results: Iterable<PageResult>, site: Site, outDir: string): Promise<void> {
  const builder = new SearchIndexBuilder();
  for (const result of results) if (result.search) builder.add(result.search);
  const index = builder.build(undefined, searchVocabularies(site.config));
  const dir = path.join(outDir, 'static', 'search');
  await mkdir(dir, { recursive: true });
  await Promise.all(index.files.map((file) => writeFile(path.join(dir, file.name), file.content)));
}
