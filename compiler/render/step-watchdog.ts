import type { Worker } from 'node:worker_threads';
import type { StepMessage } from '../demos/watched-steps';

/**
 * Watches the steps a worker announces (see `watchedStep`) from this thread, which a loop in the
 * worker does not hold: `overLimit` is called with the key of a step still running at its limit.
 * The caller stops the worker and starts another that refuses the step.
 */
export function watchSteps(worker: Worker, overLimit: (key: string) => void): void {
  let timer: NodeJS.Timeout | undefined;
  worker.on('message', (message: StepMessage | { type?: unknown }) => {
    if (message?.type !== 'step') return;
    const step = message as StepMessage;
    clearTimeout(timer);
    timer = undefined;
    if (step.key === null) return;
    const key = step.key;
    // Counted from when the step began in the worker: this thread may have been busy when it heard of it.
    timer = setTimeout(() => overLimit(key), Math.max(0, step.at + step.limitMs - Date.now()));
  });
  worker.once('exit', () => clearTimeout(timer));
}
