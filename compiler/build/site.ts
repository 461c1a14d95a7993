import path from 'node:path';
import { lockfileHash } from '../cache/bundle-cache';
import { toolchainId } from '../cache/toolchain-id';
import { buildPlanId, readBuildPlan, type BuildPlan } from './build-plan';
import { compilerId } from '../cache/compiler-id';
import { PageFactsStore } from '../site/page-facts';
import { registerContentResolution } from '../config/site-config';
import { hasErrors, type Diagnostic } from '../helpers/diagnostics';
import { normalizeBase } from '../output/base-path';
import { packageRoot } from '../helpers/package-root';
import { openSearchSession } from '../search/search-session';
import { ContentReads } from '../site/content-reads';
import { headCommit } from '../site/git-dates';
import { loadSite, staleTranslations, type Site } from '../site/load-site';
import { trace } from '../helpers/trace';
import { startTypeScriptWork, type TypeScriptWork } from '../typescript/start-typescript';
import { failed, type BuildOptions, type Stop } from './contract';
import type { BuildInputs } from './inputs';
import { SitePrefetches } from './prefetches';
import type { BuildSession } from './session';

/** The site stage's result: a site without errors (warnings allowed), and what the stages after it share. */
export interface LoadedSite {
  site: Site;
  diagnostics: Diagnostic[];
  /** The id of the site's build plan, when it is kept (see `buildPlanId`). */
  planId: string | undefined;
  /** The last build's plan, when it holds for this one: the site was not loaded again. */
  planned: BuildPlan | undefined;
  reads: ContentReads;
  facts: PageFactsStore | undefined;
  typescript: TypeScriptWork;
  prefetches: SitePrefetches;
}

/**
 * The site stage: the search session and the TypeScript work start, then the config, navigation,
 * translations and API pages are loaded and checked, or taken from the last build's plan where only
 * pages' text changed since.
 */
export async function loadSiteStage(options: BuildOptions, session: BuildSession, inputs: BuildInputs): Promise<LoadedSite | Stop> {
  const { cache, hashes, read } = inputs;
  // A large site's index is restored while the site loads, in a thread of its own.
  session.search = openSearchSession({ cacheDir: options.cacheDir, outDir: options.outDir, cache: cache !== undefined, inThread: options.onBuilt !== undefined });
  // That thread has the other core first: the render worker, which loads the renderer there, starts once the site is loaded.
  if (!session.search.threaded && cache) session.startOneWorker();
  const typescript = options.typescript ?? startTypeScriptWork(options.contentDir, packageRoot(), options.cacheDir);
  const facts = cache ? new PageFactsStore(path.join(options.cacheDir, 'builds', 'page-facts'), await compilerId()) : undefined;
  const reads = new ContentReads({ ...(hashes ? { hashes } : {}), ...(facts ? { facts } : {}) });
  const prefetches = new SitePrefetches(session, { warmable: inputs.warmable, base: normalizeBase(options.base), cacheDir: options.cacheDir, reads });
  // Where only pages' text changed since the last build, the site and its jobs are as that build planned them.
  const planId = read && cache ? buildPlanId({ contentDir: options.contentDir, contentFiles: read.contentFiles, reads, toolchain: toolchainId(hashes), lockfile: await lockfileHash() }) : undefined;
  const planned = planId ? readBuildPlan(options.cacheDir, options.outDir, planId, headCommit) : undefined;
  const { site, diagnostics } = planned ? await asPlanned(planned, typescript, prefetches, hashes && ((file) => hashes.differs(file))) : await loadSite({
    contentDir: options.contentDir,
    cacheDir: options.cacheDir,
    reads,
    typescript: {
      ...typescript,
      extractStale: (stale, known, resolveFrom) => {
        prefetches.extractionStarted();
        return typescript.extractStale(stale, known, resolveFrom);
      },
    },
    onPages: prefetches.pagesFound,
  });
  trace(planned ? 'site loaded as the last build planned it' : 'site loaded');
  if (!site || hasErrors(diagnostics)) return failed(diagnostics);
  if (cache) session.startOneWorker();
  if (cache) session.boundCache(options.cacheDir, site.config.cacheSizeLimit);
  return { site, diagnostics, planId, planned, reads, facts, typescript, prefetches };
}

/** The site as the last build planned it, and what loading it would tell: how its demos resolve, its pages, and that no API extraction is coming. */
async function asPlanned(planned: BuildPlan, typescript: TypeScriptWork, prefetches: SitePrefetches, differs: ((file: string) => boolean) | undefined): Promise<{ site: Site; diagnostics: Diagnostic[] }> {
  const { site } = planned;
  registerContentResolution(site.contentDir, site.config);
  prefetches.pagesFound(site.pages, site.contentDir, site.config);
  typescript.noApi();
  if (differs) prefetches.pagesEdited({ pages: site.pages, contentDir: site.contentDir, config: site.config }, differs);
  return { site, diagnostics: [...planned.diagnostics, ...(await staleTranslations(site))] };
}
