import type { PageJob, PageResult, RenderContext } from './page-job';
import { RenderPool } from './pool';

/**
 * Renders the few pages of each edit for `docs build --watch` in one worker kept between edits: the
 * demos run the site's code, and a demo that never finishes is stopped with its worker (see
 * `RenderPool.replace`), where in this thread it would hold the watcher for good. In this thread only
 * where no worker is built (tests running the sources).
 */
export class KeptRenderer {
  private pool: RenderPool | undefined;
  private inThread: { ctx: RenderContext; render: (job: PageJob) => Promise<PageResult> } | undefined;

  /** The pages of `jobs`, in order. The worker is sent `ctx` again only when it is another object. */
  async render(jobs: PageJob[], ctx: RenderContext): Promise<PageResult[]> {
    this.pool ??= RenderPool.start(1, 1);
    if (!this.pool) return this.renderInThread(jobs, ctx);
    const results = new Map<string, PageResult>();
    try {
      await this.pool.render(jobs, ctx, (result) => results.set(result.route, result));
    } catch (error) {
      // The pool stopped its worker: the next edit starts another.
      this.pool = undefined;
      throw error;
    }
    return jobs.map((job) => results.get(job.route)!);
  }

  private async renderInThread(jobs: PageJob[], ctx: RenderContext): Promise<PageResult[]> {
    if (this.inThread?.ctx !== ctx) {
      // Loaded only here: the renderer (React, Material UI) is most of what a process loads.
      const { createPageRenderer } = await import('./page-renderer');
      this.inThread = { ctx, render: createPageRenderer(ctx) };
    }
    return Promise.all(jobs.map(this.inThread.render));
  }

  close(): Promise<void> {
    return this.pool?.close() ?? Promise.resolve();
  }
}
