import type { Diagnostic } from '../helpers/diagnostics';
import { discardStaging, stagingDirFor } from '../output/atomic-output';
import { acquireBuildLock, type BuildLock } from '../output/build-lock';
import { startBuildPool, type BuildPool } from '../render/early-pool';
import { RenderPool } from '../render/pool';
import type { SearchSession } from '../search/session-contract';
import { cacheSizeLimitBytes, DEFAULT_CACHE_SIZE_LIMIT, pruneCacheWhenDue } from '../cache/prune-cache';
import { trace } from '../helpers/trace';

/**
 * What a build holds until it ends, however it ends: the render workers, the output folder's lock,
 * the search session and the staging folder. `buildSite` calls `close` once, in its `finally`; the
 * stages only take them.
 */
export class BuildSession {
  /** The render workers, once started (see `startWorkers`). The render closes them when it is done. */
  pool: RenderPool | undefined;
  search: SearchSession | undefined;
  private workers: Promise<BuildPool> | undefined;
  private lock: BuildLock | undefined;
  private staging: string | undefined;
  private leftovers: Promise<void> | undefined;
  private committed = false;
  private cache: { dir: string; limit: number } | undefined;

  /** `started`: the workers the CLI started before it loaded the build, to stop should the build end before it takes them. */
  constructor(started: Promise<BuildPool> | undefined) {
    this.workers = started;
  }

  /** The workers the CLI started, else those `startBuildPool` starts now. */
  async startWorkers(options: Parameters<typeof startBuildPool>[0]): Promise<BuildPool> {
    const workers = await (this.workers ??= startBuildPool(options));
    this.pool = workers.pool;
    return workers;
  }

  /** One render worker, unless some run already. */
  startOneWorker(): void {
    this.pool ??= RenderPool.start(1, 1);
  }

  async stopWorkers(): Promise<void> {
    await this.pool?.close();
  }

  /** Locks the output folder against another build; the diagnostic saying which holds it, if one does. */
  async lockOutput(outDir: string): Promise<Diagnostic | undefined> {
    const locking = await acquireBuildLock(outDir);
    if (!locking.ok) return locking.diagnostic;
    this.lock = locking.lock;
    return undefined;
  }

  /** The folder the output is written to before it replaces or patches `outDir`: deleted at the end unless `commit` is called. */
  openStaging(outDir: string): string {
    return (this.staging = stagingDirFor(outDir));
  }

  /** The output was swapped or patched: `leftovers` are the old files being deleted, awaited before the staging folder goes. */
  written(leftovers: Promise<void> | undefined): void {
    this.leftovers = leftovers;
  }

  /** The cache folder and its size limit (`cacheSizeLimit`), pruned to it once the build ends when that is due (see `pruneCacheWhenDue`). */
  boundCache(dir: string, limit: number | string | undefined): void {
    this.cache = { dir, limit: cacheSizeLimitBytes(limit ?? DEFAULT_CACHE_SIZE_LIMIT) ?? DEFAULT_CACHE_SIZE_LIMIT };
  }

  /** The build succeeded: its staging folder is the output now, or was emptied into it. */
  commit(): void {
    this.committed = true;
  }

  async close(): Promise<void> {
    await this.leftovers;
    if (this.staging && !this.committed) await discardStaging(this.staging);
    await (this.pool ?? (await this.workers)?.pool)?.close();
    this.search?.close();
    // Once the workers are done with it, and before another build may take the output folder's lock.
    if (this.cache) {
      const pruned = pruneCacheWhenDue(this.cache.dir, this.cache.limit, performance.timeOrigin);
      if (pruned) trace(`cache pruned: ${pruned.removed} files, ${pruned.before} to ${pruned.after} bytes`);
    }
    await this.lock?.release();
  }
}
