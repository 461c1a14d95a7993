import { createDocsTheme } from '../../templates/theme';
import { EmotionRenderer } from './emotion-renderer';
import type { PageJob, PageResult, RenderContext } from './page-job';
import { renderPage } from './render-page';

/** Renders pages of one build in the current thread; created once per worker. */
export function createPageRenderer(ctx: RenderContext): (job: PageJob) => Promise<PageResult> {
  const renderer = new EmotionRenderer(createDocsTheme(ctx.config.theme));
  const known = new Set(ctx.sharedStyleIds);
  return (job) => renderPage(job, ctx, renderer, known);
}
