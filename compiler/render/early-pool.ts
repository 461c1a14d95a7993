import { statSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDABLE_COMPONENT_NAMES } from '../../templates/markdown/embeddable-names';
import type { SiteConfig } from '../../templates/shared/site';
import { compilerId } from '../cache/compiler-id';
import { embedComponentNames } from '../markdown/component-names';
import { packageRoot } from '../helpers/package-root';
import type { PageSource } from '../site/discover-pages';
import { trace } from '../helpers/trace';
import { contentFilesEndingWith } from '../helpers/content-files';
import { RenderPool, workersFor } from './pool';
import { PageCache } from './page-cache';

/**
 * Starts the render workers before the site is loaded when the build will render every page (its
 * page cache is empty or off): they load the renderer while the API extraction holds the
 * TypeScript thread. At least one page per markdown file is a floor for the page count, so a small
 * site starts no worker this early (the render starts one). (Loading the demos' packages ahead as well cost more than it
 * saved: each worker then loads every package, where rendering loads only its own demos'.)
 */
export async function startEarlyPool(contentDir: string, rendersAll: boolean, jobs?: number): Promise<RenderPool | undefined> {
  if (!rendersAll) return undefined;
  const markdown = contentFilesEndingWith(contentDir, '.md').length;
  return RenderPool.start(workersFor(markdown, jobs));
}

/** A page cache index below this size (about 3,500 pages' entries) is a small site's: see `startBuildPool`. */
const EARLY_WORKER_INDEX_BYTES = 4 * 2 ** 20;

/** The render workers a build starts with, and whether they compile pages ahead (`warmPool`). */
export interface BuildPool {
  pool: RenderPool | undefined;
  warmable: boolean;
}

/**
 * The workers a build starts before it hashes its inputs (the CLI starts them before it loads the
 * build itself). With an empty page cache, or none, as many as the pages deserve (`startEarlyPool`):
 * they load the renderer and compile pages ahead; should nothing have changed, they are stopped. From
 * the cache, one worker, which the render grows when many pages changed, and only on a small site:
 * there, loading its renderer (React, Material UI: 0.3-0.4 s) outlasts the main thread's passes over
 * the pages, and a one-page rebuild waits for it. On a large site those passes take longer than the
 * loading, and a worker started this early only competes with them: `buildSite` starts it once the
 * inputs are known to differ, or once the site is loaded where a thread restores the search index
 * meanwhile.
 */
export async function startBuildPool(options: { contentDir: string; cacheDir: string; cache?: boolean; jobs?: number }): Promise<BuildPool> {
  const cache = options.cache === false ? undefined : new PageCache(options.cacheDir);
  const early = await startEarlyPool(options.contentDir, !cache || cache.isEmpty(), options.jobs);
  if (early) return { pool: early, warmable: true };
  return { pool: cache && cache.indexBytes() < EARLY_WORKER_INDEX_BYTES ? RenderPool.start(1, 1) : undefined, warmable: false };
}

/** Markdown compiled ahead at most, in bytes of source: four times the shipped site's 470 KB. */
const MARKDOWN_BYTES_AHEAD = 2 * 1024 * 1024;

/** Has the render workers compile the pages and load their demos while the navigation is not known. */
export async function warmPool(pool: RenderPool, discovered: { pages: PageSource[]; contentDir: string; config: SiteConfig }, base: string, cacheDir: string): Promise<void> {
  const { pages, contentDir, config } = discovered;
  // Untranslated twins are not among them: they are planned later, and compiled from the same file.
  // Stats in a row, synchronously, as the other reads of every page (see `pageKey`).
  const sized = pages.map((page) => ({
    file: page.file,
    displayPath: page.displayPath,
    contentPath: path.relative(contentDir, page.file).split(path.sep).join('/'),
    route: page.route,
    size: statSync(page.file, { throwIfNoEntry: false })?.size ?? 0,
  }));
  // Compiled pages stay in the worker until rendered: a site far larger than this one's content
  // compiles only its first pages ahead, so a worker's memory does not grow with the site.
  let budget = MARKDOWN_BYTES_AHEAD;
  const ahead = sized.filter((page) => (budget -= page.size) >= 0);
  trace(`${ahead.length} markdown files sent to be compiled ahead`);
  pool.warm(ahead, {
    contentDir,
    base,
    defaultLanguage: config.defaultLanguage,
    components: embedComponentNames(EMBEDDABLE_COMPONENT_NAMES, config),
    ...(config.externalLinks ? { externalLinks: config.externalLinks } : {}),
    ...(config.headingIds ? { headingIds: config.headingIds } : {}),
    ...(config.codeLineNumbers ? { codeLineNumbers: true } : {}),
    ...(config.alias ? { alias: config.alias } : {}),
    ...(config.typeCheckFiles ? { typeCheckFiles: config.typeCheckFiles } : {}),
    ...(config.componentDir ? { componentDir: config.componentDir } : {}),
    theme: config.theme,
    ...(config.renderTimeout !== undefined ? { renderTimeout: config.renderTimeout } : {}),
    projectRoot: packageRoot(),
    cacheDir,
    versionKey: await compilerId(),
  });
}
