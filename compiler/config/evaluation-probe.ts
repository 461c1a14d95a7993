import { Worker } from 'node:worker_threads';

/**
 * Imports the module named by `workerData`, saying when it begins (the limit counts from then, not
 * from the thread's start, slow on a busy machine) and when it has settled, loaded or thrown (the
 * importing thread reports how).
 */
const PROBE = `const { parentPort, workerData } = require('node:worker_threads');
parentPort.postMessage('importing');
import(workerData).then(() => parentPort.postMessage('settled'), () => parentPort.postMessage('settled'));`;

/**
 * Whether evaluating the ES module at `url` settles within `limitMs`, tried in a thread of its own:
 * a module that loops (or awaits what never comes) would hold the thread importing it for good, and
 * only another thread can stop it. The caller imports the module itself once it is known to finish.
 * The probe's console output is dropped: the caller's import prints it.
 */
export function evaluatesWithin(url: string, limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const worker = new Worker(PROBE, { eval: true, workerData: url, stdout: true, stderr: true });
    const settle = (finished: boolean) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // A listener stays for the errors a stopping module may still raise (a timer it started).
      worker.on('error', () => undefined);
      void worker.terminate();
      resolve(finished);
    };
    let timer: NodeJS.Timeout | undefined;
    worker.on('message', (message: 'importing' | 'settled') => {
      if (message === 'importing') timer = setTimeout(() => settle(false), limitMs);
      else settle(true);
    });
    // The probe itself failed (out of memory, say): the caller's import meets the same and reports it.
    worker.once('error', () => settle(true));
    worker.once('exit', () => settle(true));
  });
}
