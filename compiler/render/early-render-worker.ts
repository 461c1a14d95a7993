import type { Worker } from 'node:worker_threads';
import { setCliEnvironment } from '../startup/cli-environment';
import { bundledWorkerFile, startBundledWorker } from '../startup/bundled-worker';
import { trace } from '../trace';

// On the global object, not in a module variable: `.build/early-render-worker.mjs` and the CLI are
// separate entry points, which share this module's state only as long as the bundler puts it in a
// chunk of their own.
const EARLY = Symbol.for('docs.earlyRenderWorker');
type Holder = Record<symbol, Worker | undefined>;

/** A render worker: through the boot that gives it its code cache. */
export function startRenderWorker(file: string, when = ''): Worker {
  trace(`render worker started${when}`);
  // A larger young generation: rendering allocates many short-lived objects, and scavenges dominate otherwise.
  return startBundledWorker(file, { resourceLimits: { maxYoungGenerationSizeMb: 96 } });
}

/**
 * Started by `bin/docs.mjs` for a one-shot `docs build` before the CLI itself loads (0.1 s earlier
 * than the CLI could): loading React and Material UI is the longest part of a one-page rebuild.
 * The first pool started takes it (`takeEarlyRenderWorker`); until then it does not keep the
 * process alive, so a build that needs no rendering, or stops at a usage error, exits as before.
 */
export function spawnEarlyRenderWorker(): void {
  const file = bundledWorkerFile('render-worker.cjs');
  if (!file) return;
  setCliEnvironment();
  const worker = startRenderWorker(file, ' before the CLI loaded');
  worker.unref();
  // A failure before any pool takes it is met again by the worker started in its place.
  worker.on('error', () => undefined);
  (globalThis as Holder)[EARLY] = worker;
}

/** The worker `spawnEarlyRenderWorker` started, for the first pool to take; undefined after that, or when none was. */
export function takeEarlyRenderWorker(): Worker | undefined {
  const worker = (globalThis as Holder)[EARLY];
  (globalThis as Holder)[EARLY] = undefined;
  if (!worker || worker.threadId < 0) return undefined;
  worker.ref();
  return worker;
}
