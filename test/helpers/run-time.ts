import { availableParallelism, loadavg } from 'node:os';
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 8;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends a run with its wall time, the machine it ran on, and the files that took longest from start
 * to end: the suite's time is a figure to keep down, and the README states it.
 */
export default class RunTime implements Reporter {
  private started = performance.now();
  private readonly queued = new Map<string, number>();
  private readonly took = new Map<string, number>();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestModuleQueued(module: TestModule): void {
    this.queued.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.took.set(module.relativeModuleId, performance.now() - (this.queued.get(module.moduleId) ?? this.started));
  }

  onTestRunEnd(): void {
    if (this.took.size < 2) return;
    const wall = performance.now() - this.started;
    const load = loadavg()[0]!.toFixed(1);
    const slowest = [...this.took].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST);
    process.stdout.write(`\nTest files took ${seconds(wall)} of wall time on ${availableParallelism()} cores (load average ${load} at the end). The slowest, from start to end:\n`);
    for (const [file, ms] of slowest) process.stdout.write(`  ${seconds(ms).padStart(8)}  ${file}\n`);
  }
}
