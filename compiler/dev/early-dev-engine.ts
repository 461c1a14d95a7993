import type { Worker } from 'node:worker_threads';
import { bundledWorkerFile, startBundledWorker } from '../startup/bundled-worker';
import { setCliEnvironment } from '../startup/cli-environment';
import { trace } from '../trace';

// On the global object, for the reason `early-render-worker.ts` gives: two entry points share it.
const EARLY = Symbol.for('docs.earlyDevEngine');
type Holder = Record<symbol, { worker: Worker; file: string } | undefined>;

/**
 * Started by `bin/docs.mjs` for `docs dev` before the CLI itself loads: the engine's thread loads
 * React, Material UI and the compiler (most of the time to the first page) while the CLI loads and
 * the server starts, then waits for its options (`EngineClient` sends them). Until it is taken it does
 * not keep the process alive, so `docs dev --help` or a usage error exits as before.
 */
export function spawnEarlyDevEngine(): void {
  const file = bundledWorkerFile('dev-engine.cjs');
  if (!file) return;
  setCliEnvironment();
  trace('dev engine started before the CLI loaded');
  const worker = startBundledWorker(file);
  worker.unref();
  // A failure before it is taken is met again by the engine started in its place.
  worker.on('error', () => undefined);
  (globalThis as Holder)[EARLY] = { worker, file };
}

/** The engine `spawnEarlyDevEngine` started from `file`, for the first client to take; undefined after that, or when none was. */
export function takeEarlyDevEngine(file: string): Worker | undefined {
  const early = (globalThis as Holder)[EARLY];
  (globalThis as Holder)[EARLY] = undefined;
  if (!early || early.file !== file || early.worker.threadId < 0) {
    void early?.worker.terminate();
    return undefined;
  }
  early.worker.ref();
  return early.worker;
}
