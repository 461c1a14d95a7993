/** Asks a render worker to write its code and resolution caches now; it answers `PERSISTED_ANSWER`. */
export const PERSIST_REQUEST = 'persist-code-cache';
export const PERSISTED_ANSWER = 'code-cache-persisted';

const PERSIST = Symbol.for('docs.persistStartupCaches');

/**
 * Set by the worker's boot, which installs the caches before the worker's bundle loads (a bundle of
 * its own: the two share no module, only the thread's global object).
 */
export function providePersist(persist: () => void): void {
  (globalThis as Record<symbol, unknown>)[PERSIST] = persist;
}

/** Writes this thread's startup caches, if its boot installed them (not in tests running the sources). */
export function persistStartupCaches(): void {
  ((globalThis as Record<symbol, unknown>)[PERSIST] as (() => void) | undefined)?.();
}
