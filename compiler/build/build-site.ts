import path from "node:path";
import { linkDiagnostics } from "../checks/links";
import { DiagnosticError, hasErrors, sortDiagnostics, type Diagnostic } from "../diagnostics";
import {
  cleanStaleStaging,
  discardStaging,
  stagingDirFor,
} from "../output/atomic-output";
import { acquireBuildLock, type BuildLock } from "../output/build-lock";
import { normalizeBase } from "../output/base-path";
import { claimOutputFolder } from "../output/output-folder";
import { renderAll, RenderPool } from "../render/pool";
import { startBuildPool, warmPool, type BuildPool } from "../render/early-pool";
import { prefetchAssets } from "../render/prefetch-assets";
import { orMissing } from "../demos/import-verdicts";
import type { SharedRenderRequest } from "../render/shared-request";
import type { ScannedDemos } from "../demos/scan-demos";
import { typeCheckedFiles } from "../demos/demo-files";
import { consolidate } from "../checks/consolidate";
import { IO_CONCURRENCY, mapLimit } from "../map-limit";
import { prepareRender } from "../render/prepare-render";
import type { PageJob, PageResult, RenderContext } from "../render/page-job";
import { buildFingerprint, keyContext, PageCache, pageKey } from "../cache/page-cache";
import { buildPlanId, readBuildPlan, readPlannedKeys, writeBuildPlan, writePlannedKeys } from "../cache/build-plan";
import { lockfileHash } from "../assets/bundle-cache";
import { buildInputs, recordBuild, reusableBuild, toolchainId } from "../cache/build-manifest";
import { placeCachedPages } from "../cache/place-cached-pages";
import { startOutputCheck } from "../cache/output-check";
import { loadSite, staleTranslations, type Site } from "../site/load-site";
import { registerContentResolution } from "../config/site-config";
import { STALE_TRANSLATION } from "../checks/stale-translations";
import { ContentReads } from "../site/content-reads";
import { headCommit } from "../site/git-dates";
import { compilerId } from "../cache/compiler-id";
import { FileHashes } from "../cache/file-hashes";
import { PageFactsStore } from "../cache/page-facts";
import { startTypeScriptWork, type TypeScriptWork } from "../typescript/start-typescript";
import { packageRoot } from "../package-root";
import type { SearchIndexBuilder } from "../search/build-index";
import type { IndexedPage } from "../search/index-language";
import { openSearchSession } from "../search/search-session";
import type { SearchSession } from "../search/session-contract";
import { trace } from "../trace";
import { writeBuiltSite } from "../output/write-built-site";

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  base?: string;
  jobs?: number;
  cacheDir: string;
  /** `--empty-out-dir`: replace an output folder holding files no build wrote (see `claimOutputFolder`). */
  emptyOutDir?: boolean;
  /** False to neither read nor write rendered pages in the cache (`--no-cache`). */
  cache?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Called after a successful build with what `docs build --watch` needs to update single pages. */
  onBuilt?: (built: BuiltSite) => void;
  /**
   * The TypeScript work, when the caller started it before loading this module (the CLI does: the
   * TypeScript thread is the longest part of a cold build, and loading the renderer takes a while).
   */
  typescript?: TypeScriptWork;
  /** The render workers, when the caller started them (`startBuildPool`) before loading this module, as the CLI does. */
  pool?: Promise<BuildPool>;
}

/** A finished build's state, kept by watch mode: re-rendering one page needs all of it but nothing else. */
export interface BuiltSite {
  site: Site;
  /** The render context, pointing at the final output folder. */
  ctx: RenderContext;
  jobs: PageJob[];
  results: PageResult[];
  searchIndex: SearchIndexBuilder;
  cache?: PageCache;
  fingerprint: string;
}

export interface BuildReport {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  /** Pages copied from the cache instead of rendered. */
  cached: number;
  bytes: number;
  seconds: number;
  /** Nothing the output depends on changed since the last build of this output folder: it was kept as it is. */
  unchanged?: boolean;
}

/**
 * Edited pages (a build planned as the last one was) compiled ahead by the render worker at most: more
 * edited pages are a larger change, rendered by more workers.
 */
const EDITED_PAGES_AHEAD = 8;

/**
 * Checks, renders and writes the whole site. Nothing reaches `outDir` unless every check passes:
 * pages are written to a staging folder that replaces the output only at the end, and only an
 * output folder `claimOutputFolder` allows is replaced.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const report = (
    ok: boolean,
    diagnostics: Diagnostic[],
    pages = 0,
    bytes = 0,
    cached = 0,
  ): BuildReport => ({
    ok,
    diagnostics: sortDiagnostics(diagnostics),
    pages,
    cached,
    bytes,
    seconds: (performance.now() - started) / 1000,
  });
  trace("build start");
  // Checked by the CLI before it starts anything; again here for other callers, and for each build of
  // `--watch`, which may find the folder replaced meanwhile.
  const refused = claimOutputFolder(options);
  if (refused) {
    await (await options.pool)?.pool?.close();
    return report(false, [refused]);
  }
  // Watch mode needs the build's state in memory, so it always builds.
  const reuse = options.cache !== false && !options.onBuilt;
  const cache = options.cache === false ? undefined : new PageCache(options.cacheDir);
  const emptyCache = cache?.isEmpty() ?? false;
  // Started by the CLI, or here (`startBuildPool`). Only an early pool compiles pages ahead: a build from
  // the cache renders the few pages that changed.
  const workers = await (options.pool ?? startBuildPool(options));
  const warmable = workers.warmable;
  let pool = workers.pool;
  // A cache written by a version before the index: its entries are deleted as the index starts.
  if (emptyCache) cache?.removeFormerEntries();
  let search: SearchSession | undefined;
  let lock: BuildLock | undefined;
  // Until the render takes them over (and closes them), the workers and the lock are this function's to release.
  const closingPool = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      search?.close();
      await pool?.close();
      await lock?.release();
      throw error;
    }
  };
  // Content files are read only where their stamps changed: the hashes serve the input hash, then the page facts and keys.
  const hashes = reuse ? new FileHashes(path.join(options.cacheDir, "builds", "file-hashes")) : undefined;
  const read = hashes ? await closingPool(buildInputs(options.contentDir, { base: normalizeBase(options.base), outDir: options.outDir, hashes })) : undefined;
  const inputs = read?.inputs ?? "";
  trace("inputs hashed");
  const previous = reuse ? await closingPool(reusableBuild(options.cacheDir, options.outDir, inputs)) : undefined;
  if (previous) {
    await pool?.close();
    // Another build writing this output makes "nothing changed" unknowable: it stops as any build would.
    const locking = await acquireBuildLock(options.outDir);
    if (!locking.ok) return report(false, [locking.diagnostic]);
    try {
      await cleanStaleStaging(options.outDir);
    } finally {
      await locking.lock.release();
    }
    trace("output reused");
    return { ...report(true, previous.diagnostics, previous.pages, previous.bytes, previous.pages), unchanged: true };
  }
  // Locked before the site loads: the previous output's stats (on a large site, in a thread of their
  // own) then run meanwhile, not after it, when the page cache lookup waited for them.
  const locking = await closingPool(acquireBuildLock(options.outDir));
  if (!locking.ok) {
    await pool?.close();
    return report(false, [locking.diagnostic]);
  }
  lock = locking.lock;
  // A build killed earlier may have left its staging folder (or the previous output moved aside).
  await closingPool(cleanStaleStaging(options.outDir));
  const checkingOutput = cache ? startOutputCheck(options.cacheDir, path.resolve(options.outDir)) : undefined;
  trace("output folder locked");
  // A large site's index is restored while the site loads, in a thread of its own.
  search = openSearchSession({ cacheDir: options.cacheDir, outDir: options.outDir, cache: cache !== undefined, inThread: options.onBuilt !== undefined });
  // That thread has the other core first: the render worker, which loads the renderer there, starts once the site is loaded.
  if (!search.threaded) pool ??= cache ? RenderPool.start(1, 1) : undefined;
  const typescript = options.typescript ?? startTypeScriptWork(options.contentDir, packageRoot(), options.cacheDir);
  // The navigation waits for seconds when the API is extracted: the workers compile the pages
  // meanwhile, once both the extraction has begun and the pages are known, in either order.
  let discovered: Parameters<typeof warmPool>[1] | undefined;
  let scanned: ScannedDemos | undefined;
  let extracting = false;
  const warmWhenReady = () => {
    // Only a head start: a failure here is met again, and reported, by the rendering.
    if (warmable && pool && discovered && extracting) warmPool(pool, discovered, normalizeBase(options.base), options.cacheDir).catch(() => undefined);
  };
  const facts = cache ? new PageFactsStore(path.join(options.cacheDir, "builds", "page-facts"), await compilerId()) : undefined;
  const reads = new ContentReads({ ...(hashes ? { hashes } : {}), ...(facts ? { facts } : {}) });
  const pagesFound = (pages: Site["pages"], contentDir: string, config: Site["config"]) => {
    discovered = { pages, contentDir, config };
    scanned = prefetchAssets(pages, contentDir, options.cacheDir, (file) => reads.facts(file).demos, orMissing((file) => reads.hash(file)));
    warmWhenReady();
  };
  // Where only pages' text changed since the last build, the site and its jobs are as that build planned them.
  const planId = read && cache ? buildPlanId({ contentDir: options.contentDir, contentFiles: read.contentFiles, reads, toolchain: toolchainId(hashes), lockfile: await lockfileHash() }) : undefined;
  const planned = planId ? readBuildPlan(options.cacheDir, options.outDir, planId, headCommit) : undefined;
  if (planned) {
    // What loading the site would tell: how its demos resolve, its pages, and that no API extraction is coming.
    registerContentResolution(planned.site.contentDir, planned.site.config);
    pagesFound(planned.site.pages, planned.site.contentDir, planned.site.config);
    typescript.noApi();
    // An edit: the worker, idle once loaded, compiles the edited pages and loads their demos while
    // the assets and keys are worked out (loading a page's packages is most of its render).
    const edited = hashes && pool ? planned.site.pages.filter((page) => hashes.differs(page.file)) : [];
    if (edited.length > 0 && edited.length <= EDITED_PAGES_AHEAD) warmPool(pool!, { pages: edited, contentDir: planned.site.contentDir, config: planned.site.config }, normalizeBase(options.base), options.cacheDir).catch(() => undefined);
  }
  const { site, diagnostics } = planned ? { site: planned.site, diagnostics: [...planned.diagnostics, ...(await staleTranslations(planned.site))] } : await closingPool(
    loadSite({
      contentDir: options.contentDir,
      cacheDir: options.cacheDir,
      reads,
      typescript: {
        ...typescript,
        extractStale: (stale, known, resolveFrom) => {
          extracting = true;
          warmWhenReady();
          return typescript.extractStale(stale, known, resolveFrom);
        },
      },
      onPages: pagesFound,
    }),
  );
  trace(planned ? "site loaded as the last build planned it" : "site loaded");
  if (!site || hasErrors(diagnostics)) {
    search.close();
    await pool?.close();
    await locking.lock.release();
    return report(false, diagnostics);
  }
  pool ??= cache ? RenderPool.start(1, 1) : undefined;

  try {
    const base = normalizeBase(options.base);
    const staging = stagingDirFor(options.outDir);
    let leftovers: Promise<void> | undefined;
    try {
      let prepared: Awaited<ReturnType<typeof prepareRender>>;
      try {
        prepared = await prepareRender(site, {
          ...(scanned ? { scanned } : {}),
          ...(planned ? { planned } : {}),
          outDir: staging,
          base,
          cacheDir: options.cacheDir,
          cache: options.cache !== false,
          ...(pool ? { renderShared: (request: SharedRenderRequest) => pool!.renderShared(request) } : {}),
        });
      } catch (error) {
        if (!(error instanceof DiagnosticError)) throw error;
        await discardStaging(staging);
        return report(false, [...diagnostics, ...error.diagnostics]);
      }
      const { ctx, jobs, framePlans, demos, shared, staticNames: names } = prepared;
      trace("render prepared");
      const fingerprint = buildFingerprint(ctx, ctx.versionKey);
      const context = planId ? keyContext(fingerprint, ctx) : "";
      // A page's markdown file's hash, under which its key is kept with the plan.
      const sourceHash = (job: PageJob) => (job.api ? "" : reads.hash(job.file));
      const known = planned ? readPlannedKeys(options.cacheDir, options.outDir, planned.id, context, jobs.length) : undefined;
      const keys = cache
        ? await mapLimit(jobs, IO_CONCURRENCY, async (job, i) => (known && known[i]![0] === sourceHash(job) ? known[i]![1] : pageKey(job, fingerprint, ctx, reads)))
        : [];
      facts?.save();
      trace("keys computed");
      // Workers tokenise each page for search; the session merges the postings and writes the shards at
      // the end. A build from the cache starts from the last build's merged postings. Started before
      // any page can be added (a rendered page is added once its worker answers, after this).
      const starting = search.start(jobs.map((job) => job.route), keys);
      const addSearch = (page: IndexedPage) => search.add(page);
      const indexOfRoute = new Map(jobs.map((job, i) => [job.route, i]));
      const renderedResults: (Omit<PageResult, "search"> | undefined)[] = [];
      let cachedCount = 0;
      let renderedCount = 0;
      const render = (indices: number[], started: RenderPool | undefined) =>
        renderAll(
          // The workers store each page in the cache themselves (see `cacheKey`).
          indices.map((i) => (cache ? { ...jobs[i]!, cacheKey: keys[i]! } : jobs[i]!)),
          ctx,
          {
            ...(options.jobs ? { jobs: options.jobs } : {}),
            showsDemos: (job) => !job.api && reads.facts(job.file).demos.length > 0,
            onPage: (page) => {
              const { search, ...result } = page;
              if (search) addSearch(search);
              // Only what the checks need stays in memory: the terms are in the index now.
              renderedResults[indexOfRoute.get(page.route)!] = result;
              options.onProgress?.(cachedCount + (renderedCount += 1), jobs.length);
            },
          },
          started,
        );
      // Pages the cache has no entry for are rendered while the snapshot is read and the others are
      // looked up (at 10,000 pages the lookup takes longer than the render worker's first page).
      const early = cache ? jobs.map((_, i) => i).filter((i) => !cache.has(keys[i]!)) : [];
      const earlyRendering = early.length > 0 ? render(early, pool) : undefined;
      earlyRendering?.catch(() => undefined);
      const termsKnown = await starting;
      trace("search snapshot read");
      const { results, dirsMade, patch } = await placeCachedPages({ jobs, keys, cache, staging, outDir: options.outDir, cacheDir: options.cacheDir, previousOutput: (wanted) => checkingOutput?.previous(wanted), termsKnown, addSearch });
      trace("page cache looked up");
      const renderingEarly = new Set(early);
      // Entries the lookup found incomplete, rendered by a pool of their own when the early one runs.
      const missing = jobs.map((_, i) => i).filter((i) => !results[i] && !renderingEarly.has(i));
      cachedCount = jobs.length - missing.length - early.length;
      const rendering = Promise.all([earlyRendering, missing.length > 0 || !earlyRendering ? render(missing, earlyRendering ? undefined : pool) : undefined]);

      // Should anything below throw first, the workers are stopped and the rendering fails too: the
      // first error is the one to report, not an unhandled rejection of this one.
      rendering.catch(() => undefined);
      // A few pages to render (an edit): the index is scanned while they are, then only their terms.
      const toRender = early.length + missing.length;
      if (toRender > 0 && toRender <= jobs.length / 10) search.scanAhead();
      const typeErrors = site.config.typeCheck === 'off' ? [] : await typescript.demoTypeErrors(typeCheckedFiles(demos));
      trace("demos type-checked");
      await rendering;
      await dirsMade;
      trace("pages rendered");
      cache?.compact(keys, early.length + missing.length);
      const rendered = results.map((result, i) => result ?? renderedResults[i]) as PageResult[];
      const all = consolidate(
        [
          ...diagnostics,
          ...typeErrors,
          ...rendered.flatMap((r) => r.diagnostics),
          ...linkDiagnostics(rendered),
        ],
        site.config,
      );
      if (hasErrors(all)) {
        await discardStaging(staging);
        return report(false, all);
      }
      const written = await writeBuiltSite({ staging, outDir: options.outDir, site, ctx, shared, base, jobs, rendered, keys, staticNames: names, search, patch });
      leftovers = written.leftovers;
      const { llms, patched } = written;
      const bytes = rendered.reduce((sum, r) => sum + r.bytes, 0);
      if (reuse) {
        if (planId) {
          if (!planned) writeBuildPlan(options.cacheDir, options.outDir, { id: planId, site, diagnostics: diagnostics.filter((d) => d.code !== STALE_TRANSLATION), jobs, frames: framePlans, ...(site.config.lastUpdated ? { head: headCommit(site.contentDir) } : {}) });
          writePlannedKeys(options.cacheDir, options.outDir, { plan: planId, context, pages: jobs.map((job, i) => [sourceHash(job), keys[i]!]) });
        }
        await recordBuild(options.cacheDir, options.outDir, inputs, { pages: rendered.length, bytes, diagnostics: all }, {
          ...(cache ? { keys: Object.fromEntries(jobs.map((job, i) => [job.route, keys[i]!])) } : {}),
          ...(patched ? { state: patched } : {}),
          llmsFull: llms.full,
        });
      }
      options.onBuilt?.({
        site,
        ctx: { ...ctx, outDir: path.resolve(options.outDir) },
        jobs,
        results: rendered,
        searchIndex: search.index!,
        ...(cache ? { cache } : {}),
        fingerprint,
      });
      await search.saved();
      trace("search snapshot written");
      await leftovers;
      return report(true, all, rendered.length, bytes, cachedCount);
    } catch (error) {
      await leftovers;
      await discardStaging(staging);
      throw error;
    }
  } finally {
    // Closed by the render unless something failed before it.
    await pool?.close();
    search.close();
    await locking.lock.release();
  }
}

export type { Site };
