import { parentPort, type Worker } from 'node:worker_threads';
import { resolutionOf } from '../demos/demo-resolution';
import { bundleLocally, bundleServerDemosWith, type ServerBundle } from '../demos/server-bundle';

/** A render worker's demo to be bundled by its pool's thread, with the worker's resolution of it. */
export interface BundleRequest {
  type: 'bundle';
  id: number;
  file: string;
  displayPath: string;
  source: string;
  whole: boolean;
  resolution: string;
}

/** The pool's answer: the bundle, the error bundling threw, or `here` where the pool resolves the demo otherwise. */
export type BundleAnswer = { type: 'bundled'; id: number } & ({ bundle: ServerBundle } | { error: string } | { here: true });

/** The demo's resolution as this thread has it registered, to be compared across threads. */
const resolutionKey = (file: string) => JSON.stringify(resolutionOf(file) ?? null);

/**
 * In a render worker: has its demos bundled by the pool's thread (see `bundleServerDemosWith`). Returns
 * whether a message was such an answer, for the worker's own handler to skip it.
 */
export function askPoolToBundle(): (message: { type: string }) => message is BundleAnswer {
  const pending = new Map<number, { file: string; whole: boolean; displayPath: string; source: string; resolve: (bundle: ServerBundle) => void; reject: (error: Error) => void }>();
  let next = 0;
  bundleServerDemosWith(
    (file, displayPath, source, whole = false) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        pending.set(id, { file, whole, displayPath, source, resolve, reject });
        parentPort!.postMessage({ type: 'bundle', id, file, displayPath, source, whole, resolution: resolutionKey(file) } satisfies BundleRequest);
      }),
  );
  return (message): message is BundleAnswer => {
    if (message.type !== 'bundled') return false;
    const answer = message as BundleAnswer;
    const asked = pending.get(answer.id);
    if (!asked) return true;
    pending.delete(answer.id);
    if ('bundle' in answer) asked.resolve(answer.bundle);
    else if ('error' in answer) asked.reject(new Error(answer.error));
    else bundleLocally(asked.file, asked.displayPath, asked.source, asked.whole).then(asked.resolve, asked.reject);
    return true;
  };
}

/**
 * In the pool's thread: bundles what `worker` asks. A demo this thread resolves otherwise than the
 * worker (a content folder it has not registered) is sent back to be bundled there: never a module
 * made with another site's aliases or packages.
 */
export function answerBundleRequests(worker: Worker): void {
  worker.on('message', (message: { type?: string }) => {
    if (message?.type !== 'bundle') return;
    const { id, file, displayPath, source, whole, resolution } = message as BundleRequest;
    const answer = (body: BundleAnswer) => {
      // A worker stopped meanwhile (the build failed, or a demo ran over the time limit) asks no more.
      if (worker.threadId >= 0) worker.postMessage(body);
    };
    if (resolutionKey(file) !== resolution) return answer({ type: 'bundled', id, here: true });
    bundleLocally(file, displayPath, source, whole).then(
      (bundle) => answer({ type: 'bundled', id, bundle }),
      (error: Error) => answer({ type: 'bundled', id, error: error.message }),
    );
  });
}
