import { readPlannedKeys } from './build-plan';
import { buildFingerprint, keyContext, pageKey } from '../render/page-cache';
import { DiagnosticError } from '../helpers/diagnostics';
import { IO_CONCURRENCY, mapLimit } from '../helpers/map-limit';
import { normalizeBase } from '../output/base-path';
import type { PageJob } from '../render/page-job';
import { prepareRender, type PreparedRender } from '../render/prepare-render';
import type { SharedRenderRequest } from '../render/shared-request';
import { trace } from '../helpers/trace';
import { failed, type BuildOptions, type Stop } from './contract';
import type { BuildInputs } from './inputs';
import type { BuildSession } from './session';
import type { LoadedSite } from './site';

/** The prepare stage's result: the pages' jobs, with the cache key of each. */
export interface PreparedPages extends PreparedRender {
  staging: string;
  base: string;
  fingerprint: string;
  /** What every page's key shares (see `keyContext`), kept with the plan's keys. */
  context: string;
  /** By job: its page cache key; none without a cache. */
  keys: string[];
  /** A page's markdown file's hash, under which its key is kept with the plan. */
  sourceHash: (job: PageJob) => string;
}

/**
 * The prepare stage: the pages are planned (or taken from the plan), what they share is done once
 * (assets bundled, frames rendered, files written under `static/` of the staging folder), and each
 * page's cache key is computed.
 */
export async function preparePages(options: BuildOptions, session: BuildSession, inputs: BuildInputs, loaded: LoadedSite): Promise<PreparedPages | Stop> {
  const { cache } = inputs;
  const { site, planned, planId, reads, facts } = loaded;
  const base = normalizeBase(options.base);
  const staging = session.openStaging(options.outDir);
  const pool = session.pool;
  let prepared: PreparedRender;
  try {
    prepared = await prepareRender(site, {
      ...(loaded.prefetches.scanned ? { scanned: loaded.prefetches.scanned } : {}),
      ...(planned ? { planned } : {}),
      outDir: staging,
      base,
      cacheDir: options.cacheDir,
      cache: options.cache !== false,
      ...(pool ? { renderShared: (request: SharedRenderRequest) => pool.renderShared(request) } : {}),
    });
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    return failed([...loaded.diagnostics, ...error.diagnostics]);
  }
  const { ctx, jobs } = prepared;
  trace('render prepared');
  const fingerprint = buildFingerprint(ctx, ctx.versionKey);
  const context = planId ? keyContext(fingerprint, ctx) : '';
  const sourceHash = (job: PageJob) => (job.api ? '' : reads.hash(job.file));
  const known = planned ? readPlannedKeys(options.cacheDir, options.outDir, planned.id, context, jobs.length) : undefined;
  const keys = cache
    ? await mapLimit(jobs, IO_CONCURRENCY, async (job, i) => (known && known[i]![0] === sourceHash(job) ? known[i]![1] : pageKey(job, fingerprint, ctx, reads)))
    : [];
  facts?.save();
  trace('keys computed');
  return { ...prepared, staging, base, fingerprint, context, keys, sourceHash };
}
