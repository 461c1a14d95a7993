import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { threadCpuMs, threadStatFile } from '../helpers/thread-cpu';

/** The time limit of a step when the site's config sets none (`renderTimeout`, in seconds). */
export const DEFAULT_RENDER_TIMEOUT_S = 10;

/** What a thread running the site's code tells the thread watching it (see `watchSteps`): a step began (`key`) or ended (null). */
export interface StepMessage {
  type: 'step';
  key: string | null;
  /** When the step began (`Date.now()`), and how long it may take. */
  at: number;
  limitMs: number;
  /** Where the system has a clock per thread (Linux): the thread's stat file, and its CPU time (ms) when the step began. */
  cpu?: { stat: string; atMs: number };
}

/** Evaluating a demo's module, or rendering a demo. */
export type StepKind = 'load' | 'render';

let post: ((message: StepMessage) => void) | undefined;
let limitMs = DEFAULT_RENDER_TIMEOUT_S * 1000;
let depth = 0;
/** Steps that ran over the limit in a thread this one replaces: refused here, not run again. */
const refused = new Set<string>();

/**
 * Where this thread announces its steps: to the thread that started it, which stops this one when a
 * step outlasts the limit. A synchronous loop cannot be interrupted from inside its own thread.
 */
export function announceStepsTo(send: (message: StepMessage) => void): void {
  post = send;
}

/** The site's limit (`renderTimeout`, seconds) for the steps from now on. */
export function limitSteps(seconds: number | undefined): void {
  limitMs = (seconds ?? DEFAULT_RENDER_TIMEOUT_S) * 1000;
}

/** Steps that ran over the limit before (`StepWatchdog` says which): refused from now on. */
export function refuseSteps(keys: Iterable<string>): void {
  for (const key of keys) refused.add(key);
}

/** Forgets the refused steps: after an edit, their cause may be gone, so they are tried again. */
export function forgetRefusedSteps(): void {
  refused.clear();
}

/** A step that ran over the time limit once: its demo is reported, not run again. */
export class StepOverLimit extends Error {
  constructor(
    readonly kind: StepKind,
    readonly limitMs: number,
  ) {
    super(`${kind === 'load' ? 'Loading' : 'Rendering'} the demo did not finish within ${limitMs / 1000} s.`);
  }

  /** The located error: `where` is the demo's file, or the embed naming it. */
  diagnostic(file: string, where: { line: number; column: number } = { line: 1, column: 1 }, name = file): Diagnostic {
    const limit = `${this.limitMs / 1000} s`;
    return diagnostic(
      'demo-timeout',
      'error',
      file,
      where,
      this.kind === 'load'
        ? `Loading ${name} (its module and what it imports) did not finish within ${limit} (renderTimeout): it was stopped.`
        : `Rendering ${name} on the server did not finish within ${limit} (renderTimeout): it was stopped.`,
      this.kind === 'load'
        ? 'Look for a loop that never ends in the top-level code of the demo or of a module it imports; a demo that is only slow needs a larger renderTimeout in site.config.ts.'
        : 'Look for a loop that never ends in the component (a while loop whose condition stays true); a demo that is only slow needs a larger renderTimeout in site.config.ts.',
    );
  }
}

/**
 * Runs a synchronous step of the site's code (`key` names it and what it runs: the same key is the
 * same work), announced to the watching thread; a step refused (it ran over the limit in a thread
 * that was stopped for it) throws `StepOverLimit` instead of running. Steps nested in a step are its own.
 */
export function watchedStep<T>(kind: StepKind, key: string, run: () => T): T {
  const full = `${kind}\0${key}`;
  if (refused.has(full)) throw new StepOverLimit(kind, limitMs);
  if (depth > 0 || !post) return run();
  depth += 1;
  post({ type: 'step', key: full, at: Date.now(), limitMs, ...cpuClock() });
  try {
    return run();
  } finally {
    depth -= 1;
    post({ type: 'step', key: null, at: Date.now(), limitMs });
  }
}

/** This thread's CPU clock as a step begins, for the watching thread (see `watchSteps`); none where it cannot be read. */
function cpuClock(): { cpu?: { stat: string; atMs: number } } {
  const stat = threadStatFile();
  const atMs = stat ? threadCpuMs(stat) : undefined;
  return stat && atMs !== undefined ? { cpu: { stat, atMs } } : {};
}
