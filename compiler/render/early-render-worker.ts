import type { Worker } from 'node:worker_threads';
import { startBundledWorker } from '../startup/bundled-worker';
import { spawnEarlyWorker, takeEarlyWorker } from '../startup/early-worker';
import { trace } from '../helpers/trace';

const NAME = 'render-worker.cjs';

/** A render worker: through the boot that gives it its code cache. */
export function startRenderWorker(file: string, when = ''): Worker {
  trace(`render worker started${when}`);
  // A larger young generation: rendering allocates many short-lived objects, and scavenges dominate otherwise.
  return startBundledWorker(file, { resourceLimits: { maxYoungGenerationSizeMb: 96 } });
}

/**
 * Started by `bin/docs.mjs` for a one-shot `docs build` (see `spawnEarlyWorker`), 0.1 s earlier than
 * the CLI could: loading React and Material UI is the longest part of a one-page rebuild. The first
 * pool started takes it.
 */
export function spawnEarlyRenderWorker(): void {
  spawnEarlyWorker(NAME, (file) => startRenderWorker(file, ' before the CLI loaded'));
}

/** The worker `spawnEarlyRenderWorker` started from `file`, for the first pool to take. */
export function takeEarlyRenderWorker(file: string): Worker | undefined {
  return takeEarlyWorker(NAME, file);
}
