import { parentPort } from 'node:worker_threads';
import { CompileMemo } from './compile-memo';
import type { PageJob, PageResult, RenderContext } from './page-job';
import { createPageRenderer } from './page-renderer';
import { warmPages, type WarmPage, type WarmSetup } from './warm-pages';
import { consoleToStderr } from './console-to-stderr';
import { prepareShared, type SharedRender } from './prepare-shared';
import type { SharedRenderRequest } from './shared-request';
import { trace } from '../helpers/trace';
import { PERSIST_REQUEST, PERSISTED_ANSWER, persistStartupCaches } from '../startup/startup-caches';
import { announceStepsTo, refuseSteps, type StepMessage } from '../demos/watched-steps';
import { askPoolToBundle, type BundleAnswer, type BundleRequest } from './bundle-requests';
import { addTally, takeTally, type CacheTally } from '../helpers/cache-tally';
import { yieldToTypeCheck } from './yield-to-type-check';

export type WorkerRequest =
  | { type: 'warm'; pages: WarmPage[]; setup: WarmSetup }
  | { type: 'shared'; request: SharedRenderRequest }
  | { type: 'init'; context: RenderContext }
  | { type: 'job'; id: number; job: PageJob }
  /** Steps that ran over the time limit in the worker this one replaces (see `RenderPool.replace`). */
  | { type: 'refuse'; keys: string[] }
  | { type: typeof PERSIST_REQUEST }
  | BundleAnswer;
export type WorkerResponse =
  | { type: 'done'; id: number; result: PageResult }
  | { type: 'crash'; id: number; message: string }
  | { type: 'shared'; shared: SharedRender }
  | { type: 'shared-failed'; message: string }
  | StepMessage
  | BundleRequest
  /** With this worker's cache reads since it last answered, which the main thread adds to its own (`--explain-cache`). */
  | { type: typeof PERSISTED_ANSWER; tally: CacheTally };

consoleToStderr();
yieldToTypeCheck();
trace('render worker loaded');
// The pool's thread stops this one when a demo's module or render runs over the time limit.
announceStepsTo((message) => parentPort?.postMessage(message satisfies WorkerResponse));

const bundleAnswered = askPoolToBundle();

let render: ((job: PageJob) => Promise<PageResult>) | undefined;
// Shared by the warm-up and the renderer: what the one compiles, the other renders.
const compiles = new CompileMemo();

parentPort?.on('message', (message: WorkerRequest) => {
  if (bundleAnswered(message)) return;
  if (message.type === 'warm') {
    void warmPages(message.pages, message.setup, compiles, () => render !== undefined);
    return;
  }
  if (message.type === 'shared') {
    // The renderer is loaded already: the frames cost this worker a fraction of what loading it costs the main thread.
    try {
      parentPort!.postMessage({ type: 'shared', shared: prepareShared(message.request) } satisfies WorkerResponse);
    } catch (error) {
      parentPort!.postMessage({ type: 'shared-failed', message: (error as Error).stack ?? String(error) } satisfies WorkerResponse);
    }
    return;
  }
  if (message.type === 'refuse') {
    refuseSteps(message.keys);
    return;
  }
  if (message.type === 'init') {
    render = createPageRenderer(message.context, compiles);
    return;
  }
  if (message.type === PERSIST_REQUEST) {
    const startup = persistStartupCaches();
    if (startup) addTally(startup);
    parentPort!.postMessage({ type: PERSISTED_ANSWER, tally: takeTally() } satisfies WorkerResponse);
    return;
  }
  if (!render) throw new Error('render worker used before init');
  render(message.job).then(
    (result) => {
      trace(`rendered ${message.job.route}`);
      parentPort!.postMessage({ type: 'done', id: message.id, result } satisfies WorkerResponse);
    },
    (error: Error) => parentPort!.postMessage({ type: 'crash', id: message.id, message: error.stack ?? error.message } satisfies WorkerResponse),
  );
});
