import type { CacheTally } from '../helpers/cache-tally';

/** Asks a render worker to write its code and resolution caches now; it answers `PERSISTED_ANSWER`. */
export const PERSIST_REQUEST = 'persist-code-cache';
export const PERSISTED_ANSWER = 'code-cache-persisted';

const PERSIST = Symbol.for('docs.persistStartupCaches');

/**
 * Set by the worker's boot, which installs the caches before the worker's bundle loads (a bundle of
 * its own: the two share no module, only the thread's global object).
 */
export function providePersist(persist: () => CacheTally): void {
  (globalThis as Record<symbol, unknown>)[PERSIST] = persist;
}

/**
 * Writes this thread's startup caches, if its boot installed them (not in tests running the sources),
 * and gives their reads since the last call: the boot's bundle counts them (`--explain-cache`), not
 * the worker's.
 */
export function persistStartupCaches(): CacheTally | undefined {
  return ((globalThis as Record<symbol, unknown>)[PERSIST] as (() => CacheTally) | undefined)?.();
}
