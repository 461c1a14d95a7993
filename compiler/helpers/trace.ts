import { isMainThread, threadId } from 'node:worker_threads';

/**
 * Phase timings on stderr when `DOCS_TRACE=1`: milliseconds since the process started (so the figures
 * line up with `--cpu-prof` timelines and the bench's wall clock) and the process's resident memory.
 * A worker's lines carry its thread id and the same clock: its own `performance.now()` counts from
 * the worker's start, so the process's time origin reaches it through the environment workers copy.
 */
const enabled = process.env.DOCS_TRACE === '1';
const ORIGIN_VARIABLE = 'DOCS_TRACE_ORIGIN';
if (enabled && isMainThread) process.env[ORIGIN_VARIABLE] = String(performance.timeOrigin);
const origin = Number(process.env[ORIGIN_VARIABLE] ?? performance.timeOrigin);
const thread = isMainThread ? '' : `  [worker ${threadId}]`;

/** The ends of the main thread's stages, as `docs build --timings` prints them (`recordStages`). */
const marks: { stage: string; ms: number }[] = [];
let recording = false;

export function trace(phase: string): void {
  if (!enabled) return;
  const ms = performance.timeOrigin + performance.now() - origin;
  process.stderr.write(`[trace] ${ms.toFixed(0).padStart(6)} ms  ${(process.memoryUsage.rss() / 2 ** 20).toFixed(0).padStart(5)} MiB  ${cpuSeconds()} cpu${thread}  ${phase}\n`);
}

/** CPU seconds (user and system) of all this process's threads; child processes (esbuild, the native type-checker) are not counted. */
function cpuSeconds(): string {
  const { user, system } = process.cpuUsage();
  return `${((user + system) / 1e6).toFixed(1).padStart(5)} s`;
}

/** Keeps this thread's marks from now on, for `stageTimes`. */
export function recordStages(): void {
  recording = true;
}

/** Marks the end of stage `name` (see `build/stage.ts`), when `recordStages` was called. */
export function endStage(name: string): void {
  if (recording && isMainThread) marks.push({ stage: name, ms: performance.now() });
}

/**
 * The time of each stage this thread ended: the first from the process's start, each other from the
 * end of the one before. They add up to the time from the start to the last stage's end.
 */
export function stageTimes(): { stage: string; ms: number }[] {
  return marks.map((mark, i) => ({ stage: mark.stage, ms: mark.ms - (i === 0 ? 0 : marks[i - 1]!.ms) }));
}

/** A line for `DOCS_TRACE=1` without a time (why a cache missed). */
export function traceNote(note: string): void {
  if (!enabled) return;
  process.stderr.write(`[trace] ${' '.repeat(9)}${note}\n`);
}
