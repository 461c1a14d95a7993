import type { Worker } from 'node:worker_threads';
import { bundledWorkerFile } from './bundled-worker';
import { setCliEnvironment } from './cli-environment';

type Holder = Record<symbol, { worker: Worker; file: string } | undefined>;

// On the global object, not in a module variable: `bin/docs.mjs` imports the early entry points and
// the CLI separately, and they share a module's state only as long as the bundler puts it in a chunk
// of their own.
const holder = (name: string) => Symbol.for(`docs.earlyWorker.${name}`);

/**
 * Starts the bundled worker `name` (`render-worker.cjs`, `dev-engine.cjs`) for the CLI to take once
 * it has loaded (`takeEarlyWorker`): `bin/docs.mjs` calls this before the CLI itself loads, so the
 * worker loads its renderer meanwhile. Until it is taken it does not keep the process alive, so a run
 * that never needs it (nothing to render, a usage error, `--help`) exits as before.
 */
export function spawnEarlyWorker(name: string, start: (file: string) => Worker): void {
  const file = bundledWorkerFile(name);
  if (!file) return;
  // Workers copy the environment they are started with.
  setCliEnvironment();
  const worker = start(file);
  worker.unref();
  // A failure before it is taken is met again by the worker started in its place.
  worker.on('error', () => undefined);
  (globalThis as Holder)[holder(name)] = { worker, file };
}

/** The worker `spawnEarlyWorker` started from `file`, for the first to ask; undefined after that, or when none was (it is stopped if it runs another file). */
export function takeEarlyWorker(name: string, file: string): Worker | undefined {
  const early = (globalThis as Holder)[holder(name)];
  (globalThis as Holder)[holder(name)] = undefined;
  if (!early || early.file !== file || early.worker.threadId < 0) {
    void early?.worker.terminate();
    return undefined;
  }
  early.worker.ref();
  return early.worker;
}
