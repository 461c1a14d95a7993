import type { OutputInPlace } from './place-cached-pages';
import { placeCachedPages } from './place-cached-pages';
import type { Diagnostic } from '../helpers/diagnostics';
import { typeCheckedFiles } from '../demos/demo-files';
import type { PageResult } from '../render/page-job';
import { renderAll, type RenderPool } from '../render/pool';
import type { IndexedPage } from '../search/index-language';
import type { SearchSession } from '../search/session-contract';
import { trace } from '../helpers/trace';
import type { BuildOptions } from './contract';
import type { BuildInputs } from './inputs';
import type { PreparedPages } from './prepare';
import type { BuildSession } from './session';
import type { LoadedSite } from './site';

/** The render stage's result: every page's result, taken from the cache or rendered, and the demos' type errors. */
export interface RenderedPages {
  rendered: PageResult[];
  /** Pages taken from the cache. */
  cachedCount: number;
  typeErrors: Diagnostic[];
  /** Set when few pages changed and the output is to be patched in place. */
  patch: OutputInPlace | undefined;
}

/**
 * The render stage: pages the cache has no entry for are rendered by the workers while the others
 * are placed from the cache (or left in the previous output), their search terms going to the search
 * session; the demos' type-check, running since the start, is awaited meanwhile.
 */
export async function renderPages(options: BuildOptions, session: BuildSession, inputs: BuildInputs, loaded: LoadedSite, prepared: PreparedPages): Promise<RenderedPages> {
  const { cache, checkingOutput } = inputs;
  const { jobs, keys, staging } = prepared;
  const search = session.search!;
  // Workers tokenise each page for search; the session merges the postings and writes the shards at
  // the end. A build from the cache starts from the last build's merged postings. Started before
  // any page can be added (a rendered page is added once its worker answers, after this).
  const starting = search.start(jobs.map((job) => job.route), keys);
  const addSearch = (page: IndexedPage) => search.add(page);
  const renderer = pageRenderer(options, inputs, loaded, prepared, search);
  // Pages the cache has no entry for are rendered while the snapshot is read and the others are
  // looked up (at 10,000 pages the lookup takes longer than the render worker's first page).
  const early = cache ? jobs.map((_, i) => i).filter((i) => !cache.has(keys[i]!)) : [];
  const earlyRendering = early.length > 0 ? renderer.render(early, session.pool) : undefined;
  earlyRendering?.catch(() => undefined);
  const termsKnown = await starting;
  trace('search snapshot read');
  const { results, dirsMade, patch } = await placeCachedPages({ jobs, keys, cache, staging, outDir: options.outDir, cacheDir: options.cacheDir, previousOutput: (wanted) => checkingOutput?.previous(wanted), termsKnown, addSearch });
  trace('page cache looked up');
  const renderingEarly = new Set(early);
  // Entries the lookup found incomplete, rendered by a pool of their own when the early one runs.
  const missing = jobs.map((_, i) => i).filter((i) => !results[i] && !renderingEarly.has(i));
  renderer.cachedCount = jobs.length - missing.length - early.length;
  const rendering = Promise.all([earlyRendering, missing.length > 0 || !earlyRendering ? renderer.render(missing, earlyRendering ? undefined : session.pool) : undefined]);
  // Should anything below throw first, the workers are stopped and the rendering fails too: the
  // first error is the one to report, not an unhandled rejection of this one.
  rendering.catch(() => undefined);
  // A few pages to render (an edit): the index is scanned while they are, then only their terms.
  const toRender = early.length + missing.length;
  if (toRender > 0 && toRender <= jobs.length / 10) search.scanAhead();
  const typeErrors = loaded.site.config.typeCheck === 'off' ? [] : await loaded.typescript.demoTypeErrors(typeCheckedFiles(prepared.demos));
  trace('demos type-checked');
  await rendering;
  await dirsMade;
  trace('pages rendered');
  cache?.compact(keys, toRender);
  const rendered = results.map((result, i) => result ?? renderer.results[i]) as PageResult[];
  return { rendered, cachedCount: renderer.cachedCount, typeErrors, patch };
}

/** Renders pages by their indices in the jobs, keeping what the checks need of each (the search terms go to the session). */
function pageRenderer(options: BuildOptions, inputs: BuildInputs, loaded: LoadedSite, prepared: PreparedPages, search: SearchSession) {
  const { cache } = inputs;
  const { jobs, keys, ctx } = prepared;
  const indexOfRoute = new Map(jobs.map((job, i) => [job.route, i]));
  let renderedCount = 0;
  const renderer = {
    results: [] as (Omit<PageResult, 'search'> | undefined)[],
    /** Pages taken from the cache, for the progress: known once the cache is looked up. */
    cachedCount: 0,
    render: (indices: number[], started: RenderPool | undefined) =>
      renderAll(
        // The workers store each page in the cache themselves (see `cacheKey`).
        indices.map((i) => (cache ? { ...jobs[i]!, cacheKey: keys[i]! } : jobs[i]!)),
        ctx,
        {
          ...(options.jobs ? { jobs: options.jobs } : {}),
          showsDemos: (job) => !job.api && loaded.reads.facts(job.file).demos.length > 0,
          onPage: (page) => {
            const { search: terms, ...result } = page;
            if (terms) search.add(terms);
            // Only what the checks need stays in memory: the terms are in the index now.
            renderer.results[indexOfRoute.get(page.route)!] = result;
            options.onProgress?.(renderer.cachedCount + (renderedCount += 1), jobs.length);
          },
        },
        started,
      ),
  };
  return renderer;
}
