import { registerDemoResolution } from '../demos/demo-resolution';
import { readSiteTsconfig } from '../demos/site-tsconfig';
import { createDocsTheme } from '../../templates/theme';
import { EmotionRenderer } from '../demos/emotion-renderer';
import type { PageJob, PageResult, RenderContext } from './page-job';
import type { SiteConfig } from '../../templates/shared/site';
import { renderPage } from './render-page';
import { CompileMemo } from './compile-memo';
import { PageCache } from './page-cache';
import { DemoRenderCache } from '../demos/demo-render-cache';
import { outputFileOf } from './write-page';
import { twinFileOf } from '../twins/twin-path';
import { limitSteps } from '../demos/watched-steps';

/**
 * Renders pages of one build in the current thread; created once per worker. A job with a `cacheKey` is
 * stored in the page cache here, so its HTML is not copied to the main thread, and each worker waits for
 * its own writes (the disk sets the pace, not memory).
 */
export function createPageRenderer(ctx: RenderContext, compiles = new CompileMemo()): (job: PageJob) => Promise<PageResult> {
  registerSiteResolution(ctx.contentDir, ctx.config, ctx.projectRoot);
  limitSteps(ctx.config.renderTimeout);
  const renderer = new EmotionRenderer(createDocsTheme(ctx.config.theme), { sharedThemeStyles: true });
  const known = new Set(ctx.sharedStyleIds);
  const cache = new PageCache(ctx.cacheDir);
  const renders = new DemoRenderCache(ctx.cacheDir, ctx.versionKey, ctx.config.theme);
  return async (job) => {
    // Kept demo renders go with the page cache: a build without it (`--no-cache`) renders every demo.
    const result = await renderPage(job, ctx, renderer, known, compiles, job.cacheKey ? renders : undefined);
    if (job.cacheKey && result.html !== undefined && result.markdown !== undefined) {
      const { html, markdown, ...rest } = result;
      // The page and its twin are in the output folder already: the cache copies those files. A
      // page whose demos failed is not kept: a failure is tried again, never replayed.
      if (!result.demosFailed) cache.set(job.cacheKey, { html, markdown, result: rest }, { html: outputFileOf(ctx.outDir, job.route), markdown: twinFileOf(ctx.outDir, job.route) });
      if (!ctx.keepHtml) {
        delete result.html;
        delete result.markdown;
      }
    }
    return result;
  };
}

/**
 * How the site's demos resolve their imports, registered in a render worker, which loads no config of
 * its own: the aliases and node_modules come with the context, or with the warm-up's setup, which
 * loads demos before the context comes (see `warmPages`); the tsconfig's paths are read again (its
 * warnings were the main thread's to report).
 */
export function registerSiteResolution(contentDir: string, config: Pick<SiteConfig, 'alias' | 'typeCheckFiles' | 'componentDir'>, projectRoot: string): void {
  registerDemoResolution(contentDir, config, projectRoot, readSiteTsconfig(contentDir));
}
