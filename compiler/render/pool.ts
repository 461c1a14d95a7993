import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../package-root';
import { Worker } from 'node:worker_threads';
import type { PageJob, PageResult, RenderContext } from './page-job';
import { createPageRenderer } from './page-renderer';
import type { WorkerRequest, WorkerResponse } from './render-worker';

/**
 * Jobs queued at each worker: with two, a worker starts the next page while the previous one's file
 * write is in flight and while its result travels back, instead of idling for a round trip.
 */
const IN_FLIGHT = 2;

/** Below this many pages, starting workers (each loads React and Material UI) costs more than it saves. */
export const MIN_PAGES_PER_WORKER = 40;

export interface PoolOptions {
  jobs?: number;
  /** Receives each page as it is done; the pool keeps none, so the caller decides what stays in memory. */
  onPage: (result: PageResult, done: number, total: number) => void;
}

/** The bundled worker sits next to the bundled CLI in `.build/`; before the first build there is none. */
function workerFile(): string | undefined {
  const file = path.join(packageRoot(), '.build', 'render-worker.mjs');
  return existsSync(file) ? file : undefined;
}

/**
 * Render workers started before the jobs are known: each loads React, Material UI and the renderer
 * while the site loads (the API extraction holds a thread for seconds then, and the other core
 * would idle).
 */
export class RenderPool {
  private constructor(private readonly workers: Worker[]) {}

  /** `count` workers, or none when there is no bundled worker (tests running the sources). */
  static start(count: number): RenderPool | undefined {
    const file = workerFile();
    if (!file || count < 2) return undefined;
    // A larger young generation: rendering allocates many short-lived objects, and scavenges dominate otherwise.
    return new RenderPool(Array.from({ length: count }, () => new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 96 } })));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  /** Renders every job; the workers stop at the end. */
  async run(jobs: PageJob[], ctx: RenderContext, report: (result: PageResult) => void): Promise<void> {
    const groups = twinGroups(jobs);
    let next = 0;
    try {
      await Promise.all(
        this.workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              worker.postMessage({ type: 'init', context: ctx } satisfies WorkerRequest);
              let pending = 0;
              const feed = () => {
                if (next >= groups.length) {
                  if (pending === 0) resolve();
                  return;
                }
                const group = groups[next]!;
                next += 1;
                pending += group.length;
                for (const { id, job } of group) worker.postMessage({ type: 'job', id, job } satisfies WorkerRequest);
              };
              worker.on('message', (message: WorkerResponse) => {
                if (message.type === 'crash') {
                  reject(new Error(`Rendering ${jobs[message.id]!.displayPath} crashed: ${message.message}`));
                  return;
                }
                pending -= 1;
                report(message.result);
                if (pending < IN_FLIGHT) feed();
              });
              worker.on('error', reject);
              worker.on('exit', (code) => {
                if (code !== 0) reject(new Error(`A render worker exited with code ${code}`));
              });
              for (let i = 0; i < IN_FLIGHT; i += 1) feed();
            }),
        ),
      );
    } finally {
      await this.close();
    }
  }
}

/**
 * The jobs grouped by markdown file, in order of first appearance: a page and its untranslated
 * twins go to the same worker, which compiles the file once for all of them (`CompileMemo`). Every
 * job but the last of its group says that a twin follows.
 */
export function twinGroups(jobs: readonly PageJob[]): { id: number; job: PageJob }[][] {
  const groups: number[][] = [];
  const byFile = new Map<string, number[]>();
  jobs.forEach((job, id) => {
    const known = job.api ? undefined : byFile.get(job.file);
    if (known) known.push(id);
    else {
      const group = [id];
      groups.push(group);
      if (!job.api) byFile.set(job.file, group);
    }
  });
  return groups.map((group) => group.map((id, i) => ({ id, job: i < group.length - 1 ? { ...jobs[id]!, twinFollows: true } : jobs[id]! })));
}

/** How many workers `jobs` pages deserve: starting one (it loads React and Material UI) must pay off. */
export function workersFor(pages: number, jobs?: number): number {
  return Math.min(Math.max(1, jobs ?? availableParallelism()), Math.floor(pages / MIN_PAGES_PER_WORKER));
}

/**
 * Renders every job, in a worker pool sized to the cores when that pays off, else in this thread.
 * A pool started earlier (`RenderPool.start`) is used and closed.
 */
export async function renderAll(jobs: PageJob[], ctx: RenderContext, options: PoolOptions, started?: RenderPool): Promise<void> {
  let done = 0;
  const report = (result: PageResult) => {
    done += 1;
    options.onPage(result, done, jobs.length);
  };
  const pool = started ?? RenderPool.start(workersFor(jobs.length, options.jobs));
  if (pool) return pool.run(jobs, ctx, report);
  const render = createPageRenderer(ctx);
  for (const { job } of twinGroups(jobs).flat()) report(await render(job));
}
