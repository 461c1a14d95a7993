import { setPriority } from 'node:os';

/**
 * The niceness a render worker's thread takes: below the main thread and the demos' type-check.
 * That check runs in one single-threaded process from the build's start, and on a large site it is
 * the build's longest task: beside two render workers at the same priority it had about 60% of a
 * core, and MUI X v9's cold build (2 cores) waited 4-6 s for it after the last page. The pages
 * take what it leaves, so the rendering loses nothing the machine had to spare.
 */
export const RENDER_NICENESS = 5;

/**
 * Lowers the priority of the calling thread (Linux keeps one per thread; elsewhere it is the
 * process's). A system that refuses it builds as before.
 */
export function yieldToTypeCheck(): void {
  try {
    setPriority(0, RENDER_NICENESS);
  } catch {
    // Not permitted here: the priority stays as it was.
  }
}
