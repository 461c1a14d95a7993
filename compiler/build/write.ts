import path from 'node:path';
import { recordBuild } from './build-manifest';
import { writeBuildPlan, writePlannedKeys } from './build-plan';
import { STALE_TRANSLATION } from '../site/stale-translations';
import type { Diagnostic } from '../helpers/diagnostics';
import { writeBuiltSite } from './write-built-site';
import { headCommit } from '../site/git-dates';
import { trace } from '../helpers/trace';
import type { BuildOptions, Outcome } from './contract';
import type { BuildInputs } from './inputs';
import type { PreparedPages } from './prepare';
import type { RenderedPages } from './render';
import type { BuildSession } from './session';
import type { LoadedSite } from './site';

/**
 * The write stage of a build whose checks passed: the site's files go to the staging folder, which
 * then replaces or patches the output (`writeBuiltSite`); the build is recorded for the next one
 * (its inputs, plan and keys) and the search snapshot stored.
 */
export async function writeSite(
  options: BuildOptions,
  session: BuildSession,
  stages: { inputs: BuildInputs; loaded: LoadedSite; prepared: PreparedPages; rendered: RenderedPages; diagnostics: Diagnostic[] },
): Promise<Outcome> {
  const { inputs, loaded, prepared, diagnostics } = stages;
  const { rendered, patch, cachedCount } = stages.rendered;
  const { site } = loaded;
  const { ctx, jobs, keys, staging, base } = prepared;
  const search = session.search!;
  const written = await writeBuiltSite({ staging, outDir: options.outDir, site, ctx, shared: prepared.shared, base, jobs, rendered, keys, staticNames: prepared.staticNames, search, patch });
  session.written(written.leftovers);
  const bytes = rendered.reduce((sum, r) => sum + r.bytes, 0);
  if (inputs.reuse) await recordForNextBuild(options, stages, { pages: rendered.length, bytes, diagnostics }, written);
  options.onBuilt?.({
    site,
    ctx: { ...ctx, outDir: path.resolve(options.outDir) },
    jobs,
    results: rendered,
    searchIndex: search.index!,
    ...(inputs.cache ? { cache: inputs.cache } : {}),
    fingerprint: prepared.fingerprint,
  });
  await search.saved();
  trace('search snapshot written');
  await written.leftovers;
  session.commit();
  return { ok: true, diagnostics, pages: rendered.length, cached: cachedCount, bytes };
}

/** What the next build of this output folder reads: the plan and the pages' keys, and the build's inputs, to find nothing changed. */
async function recordForNextBuild(
  options: BuildOptions,
  stages: { inputs: BuildInputs; loaded: LoadedSite; prepared: PreparedPages },
  build: { pages: number; bytes: number; diagnostics: Diagnostic[] },
  written: Awaited<ReturnType<typeof writeBuiltSite>>,
): Promise<void> {
  const { cache, inputs } = stages.inputs;
  const { site, planId, planned } = stages.loaded;
  const { jobs, keys, framePlans, context, sourceHash } = stages.prepared;
  if (planId) {
    if (!planned) writeBuildPlan(options.cacheDir, options.outDir, { id: planId, site, diagnostics: stages.loaded.diagnostics.filter((d) => d.code !== STALE_TRANSLATION), jobs, frames: framePlans, ...(site.config.lastUpdated ? { head: headCommit(site.contentDir) } : {}) });
    writePlannedKeys(options.cacheDir, options.outDir, { plan: planId, context, pages: jobs.map((job, i) => [sourceHash(job), keys[i]!]) });
  }
  await recordBuild(options.cacheDir, options.outDir, inputs, build, {
    ...(cache ? { keys: Object.fromEntries(jobs.map((job, i) => [job.route, keys[i]!])) } : {}),
    ...(written.patched ? { state: written.patched } : {}),
    llmsFull: written.llms.full,
    ...(written.publicFiles ? { publicFiles: written.publicFiles } : {}),
  });
}
