import { parentPort } from 'node:worker_threads';
import type { PageJob, PageResult, RenderContext } from './page-job';
import { createPageRenderer } from './page-renderer';

export type WorkerRequest = { type: 'init'; context: RenderContext } | { type: 'job'; id: number; job: PageJob };
export type WorkerResponse = { type: 'done'; id: number; result: PageResult } | { type: 'crash'; id: number; message: string };

let render: ((job: PageJob) => Promise<PageResult>) | undefined;

parentPort?.on('message', (message: WorkerRequest) => {
  if (message.type === 'init') {
    render = createPageRenderer(message.context);
    return;
  }
  if (!render) throw new Error('render worker used before init');
  render(message.job).then(
    (result) => parentPort!.postMessage({ type: 'done', id: message.id, result } satisfies WorkerResponse),
    (error: Error) => parentPort!.postMessage({ type: 'crash', id: message.id, message: error.stack ?? error.message } satisfies WorkerResponse),
  );
});
