import { Worker } from 'node:worker_threads';

/**
 * Imports the module whose URL it is sent, saying when it begins (the limit counts from then, not
 * from the thread's start, slow on a busy machine) and when it has settled, loaded or thrown (the
 * importing thread reports how).
 */
const PROBE = `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (url) => {
  parentPort.postMessage('importing');
  import(url).then(() => parentPort.postMessage('settled'), () => parentPort.postMessage('settled'));
});`;

/**
 * Probes whose last module settled, kept for the next one: a build loads the config, then the
 * navigation (`docs dev` again after each edit of them), and a thread's start cost some 35 ms of CPU.
 * A small site's cold `docs check` took 0.76-0.80 CPU-s with its three probes, 0.65-0.70 without
 * any (five runs each). An idle probe lives as long as the process, which it does not keep alive.
 */
const idle: EvaluationProbe[] = [];

/** A probe for one module: an idle one, else a new one. Give it back with `release`. */
export function takeProbe(): EvaluationProbe {
  for (let probe = idle.pop(); probe; probe = idle.pop()) if (probe.usable) return probe;
  return new EvaluationProbe();
}

/**
 * A thread that tries an ES module first, to see whether its evaluation settles within a limit: a
 * module that loops (or awaits what never comes) would hold the thread importing it for good, and
 * only another thread can stop it. Taken once the module is bundled, and only for one that runs code
 * (see `isPlainDataModule`). Its console output is dropped: the caller's own import prints it.
 */
export class EvaluationProbe {
  private readonly worker = new Worker(PROBE, { eval: true, stdout: true, stderr: true });
  /** Out of memory, say, or still evaluating a module that did not settle in time: not to be used again. */
  private spent = false;

  constructor() {
    // Idle, it keeps no process alive; a module failing in it is the caller's import's to report.
    this.worker.unref();
    this.worker.on('error', () => undefined);
    this.worker.once('exit', () => (this.spent = true));
  }

  /** Whether importing `url` here settles within `limitMs`: the caller imports it itself once it does. */
  settlesWithin(url: string, limitMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const settle = (finished: boolean) => {
        clearTimeout(timer);
        this.worker.off('message', heard);
        this.worker.off('exit', exited);
        this.worker.unref();
        resolve(finished);
      };
      const heard = (message: 'importing' | 'settled') => {
        if (message === 'importing')
          timer = setTimeout(() => {
            this.spent = true;
            settle(false);
          }, limitMs);
        else settle(true);
      };
      // The probe itself failed (out of memory, say): the caller's import meets the same and reports it.
      const exited = () => settle(true);
      this.worker.ref();
      this.worker.on('message', heard);
      this.worker.once('exit', exited);
      this.worker.postMessage(url);
    });
  }

  get usable(): boolean {
    return !this.spent;
  }

  /** Done with: kept for the next module, or stopped if it cannot serve one. */
  release(): void {
    if (this.spent) void this.worker.terminate();
    else idle.push(this);
  }
}
