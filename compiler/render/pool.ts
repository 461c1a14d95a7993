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

/** Renders every job, in a worker pool sized to the cores when that pays off, else in this thread. */
export async function renderAll(jobs: PageJob[], ctx: RenderContext, options: PoolOptions): Promise<void> {
  const wanted = Math.max(1, options.jobs ?? availableParallelism());
  const count = Math.min(wanted, Math.floor(jobs.length / MIN_PAGES_PER_WORKER));
  const file = workerFile();
  let done = 0;
  const report = (result: PageResult) => {
    done += 1;
    options.onPage(result, done, jobs.length);
  };
  if (count < 2 || !file) {
    const render = createPageRenderer(ctx);
    for (const job of jobs) report(await render(job));
    return;
  }
  let next = 0;
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () =>
        new Promise<void>((resolve, reject) => {
          // A larger young generation: rendering allocates many short-lived objects, and scavenges dominate otherwise.
          const worker = new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 96 } });
          workers.push(worker);
          worker.postMessage({ type: 'init', context: ctx } satisfies WorkerRequest);
          let pending = 0;
          const feed = () => {
            if (next >= jobs.length) {
              if (pending === 0) resolve();
              return;
            }
            pending += 1;
            const id = next;
            next += 1;
            worker.postMessage({ type: 'job', id, job: jobs[id]! } satisfies WorkerRequest);
          };
          worker.on('message', (message: WorkerResponse) => {
            if (message.type === 'crash') {
              reject(new Error(`Rendering ${jobs[message.id]!.displayPath} crashed: ${message.message}`));
              return;
            }
            pending -= 1;
            report(message.result);
            feed();
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
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
