import { setImmediate as nextTurn } from 'node:timers/promises';
import { warmDemo } from '../demos/prepare-demos';
import { registerSiteResolution } from './page-renderer';
import { DemoRenderCache } from '../demos/demo-render-cache';
import type { SiteConfig } from '../../templates/shared/site';
import { readMarkdownSource } from '../site/read-source';
import { cachedHighlighter } from '../markdown/highlight-cache';
import type { CompileMemo } from './compile-memo';
import type { HeadingIds } from '../markdown/headings';
import { trace } from '../helpers/trace';
import { limitSteps } from '../demos/watched-steps';

/** A markdown file a worker will render, as known before the navigation is. */
export interface WarmPage {
  file: string;
  displayPath: string;
  /** The file relative to the content folder, POSIX separators. */
  contentPath: string;
  route: string;
}

/** What compiling a page needs besides the page: the same for every page of a build. */
export interface WarmSetup {
  contentDir: string;
  base: string;
  defaultLanguage: string;
  components: Record<string, string>;
  externalLinks?: Record<string, string>;
  headingIds?: HeadingIds;
  codeLineNumbers?: boolean;
  projectRoot: string;
  cacheDir: string;
  versionKey: string;
  /** The config's, for the demos' resolution (see `registerSiteResolution`). */
  alias?: Record<string, string>;
  typeCheckFiles?: string[];
  componentDir?: string;
  /** The config's theme, which the kept demo renders depend on (see `DemoRenderCache`). */
  theme?: SiteConfig['theme'];
  /** The config's time limit of a demo's module and render, in seconds (see `watchedStep`). */
  renderTimeout?: number;
}

/**
 * Does the part of rendering `pages` that does not depend on the navigation, while the navigation
 * waits for the API extraction: each markdown file compiled (kept in `compiles` for its routes) and
 * its demos loaded and listed. Stops between pages once `stopped()` says rendering has begun.
 * Nothing is reported here: rendering does the same steps again where one failed, and reports then.
 */
export async function warmPages(pages: readonly WarmPage[], setup: WarmSetup, compiles: CompileMemo, stopped: () => boolean): Promise<void> {
  // As the renderer will: a demo loaded before it would resolve its imports without the site's aliases and packages.
  registerSiteResolution(setup.contentDir, setup, setup.projectRoot);
  limitSteps(setup.renderTimeout);
  const components = new Map(Object.entries(setup.components));
  const renders = new DemoRenderCache(setup.cacheDir, setup.versionKey, setup.theme);
  let warmed = 0;
  for (const page of pages) {
    // A turn of the event loop: the message that rendering has begun must get in, and compiling a page
    // and its demos may wait on nothing (markdown, demos compiled in this thread).
    await nextTurn();
    if (stopped()) break;
    warmed += 1;
    const read = readMarkdownSource(page.file, page.displayPath);
    if (!read.ok) continue;
    let demos;
    try {
      demos = compiles.warm({ ...page, source: read.text, contentDir: setup.contentDir, base: setup.base, defaultLanguage: setup.defaultLanguage, components, ...(setup.externalLinks ? { externalLinks: setup.externalLinks } : {}), ...(setup.headingIds ? { headingIds: setup.headingIds } : {}), ...(setup.codeLineNumbers ? { codeLineNumbers: true } : {}), highlight: cachedHighlighter(setup.cacheDir, setup.versionKey) }).demos;
    } catch {
      continue;
    }
    for (const demo of demos) await warmDemo(demo, { ...setup, renders }).catch(() => undefined);
  }
  trace(`${warmed} of ${pages.length} markdown files compiled ahead`);
}
