/**
 * Phase timings on stderr when `DOCS_TRACE=1`: milliseconds since the process started (so the figures
 * line up with `--cpu-prof` timelines and the bench's wall clock) and the process's resident memory.
 */
const enabled = process.env.DOCS_TRACE === '1';

export function trace(phase: string): void {
  if (enabled) process.stderr.write(`[trace] ${performance.now().toFixed(0).padStart(6)} ms  ${(process.memoryUsage.rss() / 2 ** 20).toFixed(0).padStart(5)} MiB  ${cpuSeconds()} cpu  ${phase}\n`);
}

/** CPU seconds (user and system) of all this process's threads; child processes (esbuild, the native type-checker) are not counted. */
function cpuSeconds(): string {
  const { user, system } = process.cpuUsage();
  return `${((user + system) / 1e6).toFixed(1).padStart(5)} s`;
}
