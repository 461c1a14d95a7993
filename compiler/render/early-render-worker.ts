import type { Worker } from 'node:worker_threads';
import { setCliEnvironment } from '../startup/cli-environment';
import { bundledWorkerFile, startBundledWorker } from '../startup/bundled-worker';
import { trace } from '../trace';

const EARLY = Symbol.for('docs.earlyRenderWorker');
type Holder = Record<symbol, Worker | undefined>;

/** A render worker: through the boot that gives it its code cache. */
export function startRenderWorker(file: string): Worker {
  trace('render worker started');
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
  const worker = startRenderWorker(file);
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
