import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from '../build/build-site';
import type { BuildOptions, BuildReport, BuiltSite } from '../build/contract';
import { pageKey } from '../render/page-cache';
import { checkLinks } from '../checks/links';
import { classifyChange } from '../dev/classify-change';
import { watchSources } from '../dev/watch-sources';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../helpers/diagnostics';
import { packageRoot } from '../helpers/package-root';
import type { PageJob, PageResult, RenderContext } from '../render/page-job';
import { KeptRenderer } from '../render/kept-renderer';
import { outputFileOf } from '../render/write-page';
import { twinFileOf } from '../twins/twin-path';
import { copyCodeFragments } from '../demos/code-fragments';
import { writeSiteLlmsFiles } from '../build/write-llms';
import { writeFileAtomically } from '../helpers/write-atomically';
import { rewriteSearchFolder } from '../search/rewrite-search-folder';
import { searchVocabularies } from '../search/vocabulary';

/** The search index is rewritten once edits settle; pages come first. */
const SEARCH_INDEX_DELAY_MS = 300;

export interface PageUpdate {
  routes: string[];
  /** From the batch of changes starting to the last page written. */
  ms: number;
  written: boolean;
  diagnostics: Diagnostic[];
}

export interface WatchEvents {
  /** A whole build ran (the first one, or after a change to navigation, config, translations or demos). */
  onBuild(report: BuildReport): void;
  /** Pages of one edited markdown file were re-rendered (and written unless they have errors). */
  onPages(update: PageUpdate): void;
}

export interface BuildWatcher {
  /** Resolves once the first build is done and file watching has started. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * `docs build --watch`: one full build, then every markdown edit re-renders only that file's pages
 * (each language) in this process, with everything else of the build kept in memory, and writes them
 * into the output folder in place (each file replaced by a rename, so a reader never sees half a page).
 * Any other change runs a whole build again, which the page cache keeps incremental. A page whose edit
 * has errors (including links it breaks elsewhere) is not written: the output keeps its last good version.
 */
export function watchBuild(options: BuildOptions, events: WatchEvents): BuildWatcher {
  const contentDir = path.resolve(options.contentDir);
  const outDir = path.resolve(options.outDir);
  let built: BuiltSite | undefined;
  // The edits' render context, made once per full build: the worker is sent it again only then.
  let editContext: RenderContext | undefined;
  const renderer = new KeptRenderer();
  const searchIndex = searchIndexRewrites(outDir, (error) => events.onBuild({ ok: false, diagnostics: [internalError(error)], pages: 0, cached: 0, bytes: 0, seconds: 0 }));
  const fullBuild = async () => {
    built = undefined;
    editContext = undefined;
    idsByRoute = undefined;
    indexOf = undefined;
    const report = await buildSite({ ...options, onBuilt: (b) => (built = b) });
    events.onBuild(report);
  };

  // The ids of every page, kept up to date across edits: link checks need them, rebuilding them per edit would not scale.
  let idsByRoute: Map<string, Set<string>> | undefined;
  let indexOf: Map<string, number> | undefined;

  const updatePages = async (state: BuiltSite, jobs: PageJob[], noticed: number) => {
    // Rendered into memory (`write: false` would skip the document); the page is written below, atomically.
    editContext ??= { ...state.ctx, outDir: path.join(options.cacheDir, 'watch-scratch'), keepHtml: true, reparseEdits: true };
    idsByRoute ??= new Map(state.results.map((r) => [r.route, new Set(r.ids)]));
    indexOf ??= new Map(state.jobs.map((job, i) => [job.route, i]));
    const updated = await renderer.render(jobs, editContext);
    const routes = new Set(updated.map((r) => r.route));
    const ids = new Map(idsByRoute);
    for (const result of updated) ids.set(result.route, new Set(result.ids));
    // The edited pages' links, and every link into them: a removed heading breaks anchors elsewhere.
    const linking = state.results.filter((r) => !routes.has(r.route) && r.links.some((link) => routes.has(link.route)));
    const diagnostics = sortDiagnostics([...updated.flatMap((r) => r.diagnostics), ...checkLinks([...updated, ...linking], ids)]);
    if (hasErrors(diagnostics)) {
      events.onPages({ routes: [...routes], ms: performance.now() - noticed, written: false, diagnostics });
      return;
    }
    await writePages(updated, options.cacheDir, outDir);
    const ms = performance.now() - noticed;
    idsByRoute = ids;
    for (const { html, markdown, search, ...result } of updated) {
      const i = indexOf.get(result.route)!;
      state.results[i] = result;
      if (search) state.searchIndex.add(search);
      if (state.cache && html && markdown !== undefined) state.cache.set(await pageKey(state.jobs[i]!, state.fingerprint, state.ctx), { html, markdown, result: { ...result, ...(search ? { search } : {}) } });
    }
    events.onPages({ routes: [...routes], ms, written: true, diagnostics });
    searchIndex.schedule(state);
  };

  // Every build and page update runs after the previous one: the first build included.
  const first = fullBuild();
  const sources = watchSources({
    paths: [contentDir],
    ignored: (file) => path.resolve(file).startsWith(outDir) || /node_modules/.test(file),
    classify: (file) => classifyChange(file, contentDir, packageRoot()),
    run: async (batch) => {
      const noticed = performance.now();
      searchIndex.stop();
      await first;
      const state = built;
      const pageJobs = [...batch].map(([file, kind]) => (kind === 'page' && existsSync(file) ? state?.jobs.filter((job) => job.file === file) : undefined));
      // Only edits of existing pages take the fast path; a new, deleted or renamed page changes the navigation.
      if (state && pageJobs.every((jobs) => jobs && jobs.length > 0)) await updatePages(state, pageJobs.flat() as PageJob[], noticed);
      else await fullBuild();
    },
    onError: (error) => events.onBuild({ ok: false, diagnostics: [internalError(error)], pages: 0, cached: 0, bytes: 0, seconds: 0 }),
  });
  return {
    ready: Promise.all([first, sources.ready]).then(() => undefined),
    async close() {
      await sources.close();
      searchIndex.stop();
      await Promise.all([first, searchIndex.settled()]);
      await renderer.close();
    },
  };
}


/** Writes edited pages into the output folder, each file replaced by a rename. */
async function writePages(updated: readonly PageResult[], cacheDir: string, outDir: string): Promise<void> {
  // The pages were rendered into a scratch folder: their new listing files come from the cache's copies.
  copyCodeFragments(updated.flatMap((result) => result.codeFragments ?? []), cacheDir, outDir);
  await Promise.all(
    updated.flatMap((result) => [
      writeFileAtomically(outputFileOf(outDir, result.route), result.html!),
      ...(result.markdown !== undefined ? [writeFileAtomically(twinFileOf(outDir, result.route), result.markdown)] : []),
    ]),
  );
}
/**
 * The search index and the llms files, rewritten once edits pause: the pages come first, and an edit
 * stops a rewrite under way. One rewrite at a time: a rewrite's clean-up must not delete the files of
 * the next one.
 */
function searchIndexRewrites(outDir: string, onError: (error: Error) => void) {
  let timer: NodeJS.Timeout | undefined;
  let indexing: AbortController | undefined;
  let writes: Promise<void> = Promise.resolve();
  const write = async (state: BuiltSite, signal: AbortSignal) => {
    // The llms lists and llms-full.txt follow the edited pages' titles, descriptions and twins.
    await writeSiteLlmsFiles(outDir, state.site, state.ctx.base, state.jobs, state.results);
    await rewriteSearchFolder(path.join(outDir, 'static', 'search'), state.searchIndex, signal, searchVocabularies(state.site.config));
  };
  return {
    schedule(state: BuiltSite): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const controller = (indexing = new AbortController());
        writes = writes.then(() =>
          write(state, controller.signal).catch((error: Error) => {
            if (error.name !== 'AbortError') onError(error);
          }),
        );
      }, SEARCH_INDEX_DELAY_MS);
    },
    stop(): void {
      clearTimeout(timer);
      indexing?.abort();
    },
    /** Settles once the rewrites under way are done. */
    settled: (): Promise<void> => writes,
  };
}

function internalError(error: Error): Diagnostic {
  return { code: 'watch-internal', severity: 'error', file: 'docs build --watch', line: 0, column: 0, message: error.message };
}
