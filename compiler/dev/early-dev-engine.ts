import type { Worker } from 'node:worker_threads';
import { startBundledWorker } from '../startup/bundled-worker';
import { spawnEarlyWorker, takeEarlyWorker } from '../startup/early-worker';
import { trace } from '../helpers/trace';

const NAME = 'dev-engine.cjs';

/**
 * Started by `bin/docs.mjs` for `docs dev` (see `spawnEarlyWorker`): the engine's thread loads React,
 * Material UI and the compiler (most of the time to the first page) while the CLI loads and the
 * server starts, then waits for its options (`EngineClient` sends them).
 */
export function spawnEarlyDevEngine(): void {
  spawnEarlyWorker(NAME, (file) => {
    trace('dev engine started before the CLI loaded');
    return startBundledWorker(file);
  });
}

/** The engine `spawnEarlyDevEngine` started from `file`, for the first client to take. */
export function takeEarlyDevEngine(file: string): Worker | undefined {
  return takeEarlyWorker(NAME, file);
}
