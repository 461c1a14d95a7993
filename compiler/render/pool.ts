import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { bundledWorkerFile } from '../startup/bundled-worker';
import { startRenderWorker, takeEarlyRenderWorker } from './early-render-worker';
import { PERSIST_REQUEST, PERSISTED_ANSWER } from '../startup/startup-caches';
import type { PageJob, PageResult, RenderContext } from './page-job';
import type { WorkerRequest, WorkerResponse } from './render-worker';
import type { WarmPage, WarmSetup } from './warm-pages';
import type { SharedRender } from './prepare-shared';
import type { SharedRenderRequest } from './shared-request';
import { watchSteps } from './step-watchdog';
import { answerBundleRequests } from './bundle-requests';
import { shareOut, twinGroups, WorkQueues } from './work-queues';
import { addTally } from '../helpers/cache-tally';

/**
 * Jobs queued at each worker: with two, a worker starts the next page while the previous one's
 * result travels back, instead of idling for a round trip.
 */
const IN_FLIGHT = 2;

/** Below this many pages, starting workers (each loads React and Material UI) costs more than it saves. */
export const MIN_PAGES_PER_WORKER = 40;

export interface PoolOptions {
  jobs?: number;
  /**
   * Whether a page shows demos: a worker taking pages from another's queue takes pages without
   * first, since its first demo page of a product loads that product's packages and the demo
   * tooling (prettier, sucrase) once more in this process, a second or so of CPU.
   */
  showsDemos?: (job: PageJob) => boolean;
  /** Receives each page as it is done; the pool keeps none, so the caller decides what stays in memory. */
  onPage: (result: PageResult, done: number, total: number) => void;
}

/**
 * Render workers started before the jobs are known: each loads React, Material UI and the renderer
 * while the site loads (the API extraction holds a thread for seconds then, and the other core
 * would idle).
 */
export class RenderPool {
  /** Markdown file → the worker that compiled it ahead (`warm`): its pages go to that worker. */
  private readonly warmedBy = new Map<string, number>();
  /** Set by `close`: a worker stopping then was told to. */
  private closing = false;
  private closed: Promise<void> | undefined;
  private readonly persisting = new Map<Worker, Promise<void>>();
  /**
   * What stopped a worker before it was given pages (its packages failed to load, say): the render
   * reports it, while a build that stops before rendering (for the content's errors) never hears of
   * it. Without a listener, a worker's error would end the process with a stack trace instead.
   */
  private readonly failures = new Map<Worker, Error>();
  /** Steps of the site's code that ran over the time limit in a worker of this pool (see `watchSteps`). */
  private readonly overLimit = new Set<string>();
  /** Told when a worker is replaced: whoever waits on it sends its requests to the new one. */
  private readonly replacing = new Set<(old: Worker, fresh: Worker) => void>();
  /** The render context each worker was sent last: a pool kept for more runs sends it again only when it changed. */
  private readonly contexts = new WeakMap<Worker, RenderContext>();

  private constructor(
    private readonly file: string,
    private readonly workers: Worker[],
  ) {
    for (const worker of workers) this.watch(worker);
  }

  private watch(worker: Worker): void {
    worker.on('error', (error) => {
      if (!this.failures.has(worker)) this.failures.set(worker, error);
    });
    worker.on('exit', (code) => {
      if (!this.failures.has(worker)) this.failures.set(worker, new Error(`A render worker exited with code ${code}`));
    });
    watchSteps(worker, (key) => this.replace(worker, key));
    answerBundleRequests(worker);
  }

  /**
   * Stops a worker whose step `key` ran over the time limit (a demo looping in its module or its
   * render holds the thread for good) and starts another in its place, which refuses that step: the
   * page that ran it is rendered again there and reports the demo, and the worker's other pages follow.
   */
  private replace(worker: Worker, key: string): void {
    const slot = this.workers.indexOf(worker);
    if (this.closing || slot === -1) return;
    this.overLimit.add(key);
    const fresh = startRenderWorker(this.file, ' in place of one stopped at the time limit');
    this.watch(fresh);
    fresh.postMessage({ type: 'refuse', keys: [...this.overLimit] } satisfies WorkerRequest);
    this.workers[slot] = fresh;
    void worker.terminate();
    for (const listener of [...this.replacing]) listener(worker, fresh);
  }

  /**
   * `count` workers, or none when there is no bundled worker (tests running the sources) or fewer
   * than `least` are asked for (by default two: a single worker only moves the rendering off this
   * thread, which pays only when this thread has other work meanwhile).
   */
  static start(count: number, least = 2): RenderPool | undefined {
    const file = bundledWorkerFile('render-worker.cjs');
    if (!file || count < least) return undefined;
    return new RenderPool(file, Array.from({ length: count }, () => RenderPool.worker(file)));
  }

  /** The worker the CLI started before it loaded, if no pool took it yet, else a new one. */
  private static worker(file: string): Worker {
    return takeEarlyRenderWorker(file) ?? startRenderWorker(file);
  }

  /** Starts workers until there are `count`: a pool started ahead for a few pages, given many. */
  grow(count: number): void {
    while (this.workers.length < count) {
      const worker = RenderPool.worker(this.file);
      this.watch(worker);
      this.workers.push(worker);
    }
  }

  /**
   * Shares `pages` out to be compiled ahead, the largest first to whichever worker has the least so
   * far; `run` then gives each its own pages first. All workers but one take part: the warm-up runs
   * while the API extraction holds a core, and the navigation (every page's frame) waits for that.
   */
  warm(pages: readonly (WarmPage & { size: number })[], setup: WarmSetup): void {
    const warmers = this.workers.slice(0, Math.max(1, this.workers.length - 1));
    const shares = shareOut(pages, warmers.length);
    shares.forEach((share, i) => {
      for (const page of share) this.warmedBy.set(page.file, i);
      warmers[i]!.postMessage({ type: 'warm', pages: share, setup } satisfies WorkerRequest);
    });
  }

  /**
   * The frames and shared styles rendered by a worker: it has React and Material UI loaded, which the
   * main thread would load for this alone. The last worker does it, the one not compiling pages ahead.
   */
  renderShared(request: SharedRenderRequest): Promise<SharedRender> {
    return new Promise((resolve, reject) => {
      let worker = this.workers[this.workers.length - 1]!;
      const done = () => {
        worker.off('message', answer);
        worker.off('error', reject);
        this.replacing.delete(moved);
      };
      const answer = (message: WorkerResponse) => {
        if (message.type !== 'shared' && message.type !== 'shared-failed') return;
        done();
        if (message.type === 'shared') resolve(message.shared);
        else reject(new Error(`Rendering the navigation frames failed: ${message.message}`));
      };
      const ask = () => {
        const failed = this.failures.get(worker);
        if (failed) return reject(failed);
        worker.on('message', answer);
        worker.once('error', reject);
        worker.postMessage({ type: 'shared', request } satisfies WorkerRequest);
      };
      // Stopped while it compiled pages ahead (a demo that loops): the worker in its place renders them.
      const moved = (old: Worker, fresh: Worker) => {
        if (old !== worker) return;
        done();
        worker = fresh;
        this.replacing.add(moved);
        ask();
      };
      this.replacing.add(moved);
      ask();
    });
  }

  /**
   * Stops the workers, once however often it is called (the render closes the pool, the build again
   * in case it did not get that far); a worker that finished its pages writes its startup caches first.
   */
  close(): Promise<void> {
    this.closing = true;
    this.closed ??= Promise.all(
      this.workers.map(async (worker) => {
        await this.persisting.get(worker);
        await worker.terminate();
      }),
    ).then(() => undefined);
    return this.closed;
  }

  /** Renders every job; the workers stop after it. */
  async run(jobs: PageJob[], ctx: RenderContext, report: (result: PageResult) => void, showsDemos?: (job: PageJob) => boolean): Promise<void> {
    await this.render(jobs, ctx, report, showsDemos);
    // The workers write their startup caches and stop while this thread finishes the site; whoever
    // started the pool awaits `close` at its end (a build's last step), and until then the workers
    // keep the process alive.
    void this.close();
  }

  /** Renders every job and keeps the workers for more (`docs build --watch` renders each edit so); a failure stops them. */
  async render(jobs: PageJob[], ctx: RenderContext, report: (result: PageResult) => void, showsDemos?: (job: PageJob) => boolean): Promise<void> {
    const queues = new WorkQueues(
      twinGroups(jobs),
      this.workers.length,
      (group) => this.warmedBy.get(group[0]!.job.file),
      showsDemos && ((group) => !showsDemos(group[0]!.job)),
    );
    try {
      await Promise.all(this.workers.map((worker) => this.runWorker(worker, queues, jobs, ctx, report)));
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  /** Feeds a worker the jobs of its queue until none is left; a worker that replaces it is sent the jobs it had not answered. */
  private runWorker(first: Worker, queues: WorkQueues<{ id: number; job: PageJob }[]>, jobs: PageJob[], ctx: RenderContext, report: (result: PageResult) => void): Promise<void> {
    const index = this.workers.indexOf(first);
    return new Promise<void>((resolve, reject) => {
      let worker = first;
      // Sent and not answered yet, in the order sent.
      const sent = new Map<number, PageJob>();
      const send = (id: number, job: PageJob) => worker.postMessage({ type: 'job', id, job } satisfies WorkerRequest);
      const fail = (error: Error) => {
        detach();
        reject(error);
      };
      const answer = (message: WorkerResponse) => {
        if (message.type === 'crash') return fail(new Error(`Rendering ${jobs[message.id]!.displayPath} crashed: ${message.message}`));
        if (message.type !== 'done' || !sent.delete(message.id)) return;
        report(message.result);
        if (sent.size < IN_FLIGHT) feed();
      };
      const exited = (code: number) => {
        // Closed by the build, which stopped for a reason of its own: that reason is the news.
        if (this.closing) fail(new Error('The render workers were stopped.'));
        else if (code !== 0) fail(new Error(`A render worker exited with code ${code}`));
      };
      const moved = (old: Worker, fresh: Worker) => {
        if (old !== worker) return;
        detach();
        worker = fresh;
        if (start()) for (const [id, job] of sent) send(id, job);
      };
      /** Sends the context (unless this worker has it) and listens; false when the worker has failed already. */
      const start = (): boolean => {
        const failed = this.failures.get(worker);
        if (failed) {
          reject(failed);
          return false;
        }
        if (this.contexts.get(worker) !== ctx) worker.postMessage({ type: 'init', context: ctx } satisfies WorkerRequest);
        this.contexts.set(worker, ctx);
        worker.on('message', answer);
        worker.on('error', fail);
        worker.on('exit', exited);
        this.replacing.add(moved);
        return true;
      };
      // The listeners of this run only: a pool kept for more runs gets new ones each time.
      const detach = () => {
        worker.off('message', answer);
        worker.off('error', fail);
        worker.off('exit', exited);
        this.replacing.delete(moved);
      };
      const feed = () => {
        const group = queues.take(index);
        if (group) {
          for (const { id, job } of group) {
            sent.set(id, job);
            send(id, job);
          }
          return;
        }
        if (sent.size > 0) return;
        detach();
        // Its startup caches are written now, while this thread finishes the site (a first
        // build's workers write a few megabytes); a build that fails stops its workers without.
        if (!this.persisting.has(worker)) this.persisting.set(worker, persistCodeCache(worker));
        resolve();
      };
      if (!start()) return;
      for (let i = 0; i < IN_FLIGHT; i += 1) feed();
    });
  }
}

/** How long a worker may take to write its code cache: a stuck one is stopped without. */
const PERSIST_TIMEOUT_MS = 5000;

/**
 * Has a worker write its code cache (a no-op when it compiled nothing afresh, as on a rebuild),
 * so the next build's workers start from it, and send its cache reads (see `addTally`); settles when
 * the worker answers, exits or times out.
 */
function persistCodeCache(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    // A worker that has exited (crashed) has a thread id of -1 and will not answer.
    if (worker.threadId < 0) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.off('message', answer);
      worker.off('exit', done);
      resolve();
    };
    const answer = (message: WorkerResponse) => {
      if (message.type !== PERSISTED_ANSWER) return;
      addTally(message.tally);
      done();
    };
    const timer = setTimeout(done, PERSIST_TIMEOUT_MS);
    worker.on('message', answer);
    worker.once('exit', done);
    worker.postMessage({ type: PERSIST_REQUEST } satisfies WorkerRequest);
  });
}

/** How many workers `jobs` pages deserve: starting one (it loads React and Material UI) must pay off. */
export function workersFor(pages: number, jobs?: number): number {
  return Math.min(Math.max(1, jobs ?? availableParallelism()), Math.floor(pages / MIN_PAGES_PER_WORKER));
}

/**
 * Renders every job, in a worker pool sized to the cores when that pays off, else in one worker; in
 * this thread only where no worker is built (tests running the sources). A pool started earlier
 * (`RenderPool.start`) is used and closed.
 */
export async function renderAll(jobs: PageJob[], ctx: RenderContext, options: PoolOptions, started?: RenderPool): Promise<void> {
  let done = 0;
  const report = (result: PageResult) => {
    done += 1;
    options.onPage(result, done, jobs.length);
  };
  started?.grow(workersFor(jobs.length, options.jobs));
  // One worker at least: the demos run the site's code, and only a worker can be stopped when a demo
  // never finishes (a loop), which would hold this thread for good.
  const pool = started ?? RenderPool.start(Math.max(1, workersFor(jobs.length, options.jobs)), 1);
  if (pool) return pool.run(jobs, ctx, report, options.showsDemos);
  // Loaded only here: the renderer (React, Material UI) is most of what a process loads.
  const { createPageRenderer } = await import('./page-renderer');
  const render = createPageRenderer(ctx);
  for (const { job } of twinGroups(jobs).flat()) report(await render(job));
}
