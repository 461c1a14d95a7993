import type { Worker } from 'node:worker_threads';
import type { StepMessage } from '../demos/watched-steps';
import { threadCpuMs } from '../helpers/thread-cpu';

/**
 * How many times its limit, in wall time, a step may take where its limit is counted in CPU time:
 * a step that waits without computing (a synchronous wait for something that never comes) is
 * stopped then.
 */
const WALL_CEILING = 6;

/**
 * Watches the steps a worker announces (see `watchedStep`) from this thread, which a loop in the
 * worker does not hold: `overLimit` is called with the key of a step still running at its limit.
 * The caller stops the worker and starts another that refuses the step.
 *
 * The limit is the CPU time of the worker's thread where the system says it (Linux), else wall time.
 * A loop uses the CPU all along and is stopped at the limit either way; a demo that is only slow,
 * on a machine shared with other work, got less than the limit's CPU within the limit's wall time,
 * and was stopped as a loop: the shipped site built beside the test suite and a loop of builds
 * failed so, a data grid demo's imports taking more than 10 s to load.
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
    const { cpu } = step;
    const ceiling = step.at + step.limitMs * (cpu ? WALL_CEILING : 1);
    const check = () => {
      const used = cpu && threadCpuMs(cpu.stat);
      const cpuLeft = used === undefined ? 0 : step.limitMs - (used - cpu!.atMs);
      const wallLeft = ceiling - Date.now();
      if (cpuLeft <= 0 || wallLeft <= 0) overLimit(key);
      // The thread cannot use the CPU time it has left in less wall time than that.
      else timer = setTimeout(check, Math.min(cpuLeft, wallLeft));
    };
    // Counted from when the step began in the worker: this thread may have been busy when it heard of it.
    timer = setTimeout(check, Math.max(0, step.at + step.limitMs - Date.now()));
  });
  worker.once('exit', () => clearTimeout(timer));
}
