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

/** The main thread's marks, as `docs build --timings` prints them (`recordStages`). */
const marks: { phase: string; ms: number }[] = [];
let recording = false;

export function trace(phase: string): void {
  if (recording && isMainThread) marks.push({ phase, ms: performance.now() });
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

/**
 * The time of each stage this thread marked: from the process's start to the first mark
 * ("start-up"), then from each mark to the next, named by the mark that ends it. They add up to the
 * time from the start to the last mark.
 */
export function stageTimes(): { stage: string; ms: number }[] {
  return marks.map((mark, i) => ({ stage: i === 0 ? `start-up (${mark.phase})` : mark.phase, ms: mark.ms - (i === 0 ? 0 : marks[i - 1]!.ms) }));
}

/** A line for `DOCS_TRACE=1` that marks no stage (why a cache missed): not among `stageTimes`. */
export function traceNote(note: string): void {
  if (!enabled) return;
  process.stderr.write(`[trace] ${' '.repeat(9)}${note}\n`);
}
