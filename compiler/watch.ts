import { watch } from 'chokidar';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, type BuildOptions, type BuildReport, type BuiltSite } from './build';
import { pageKey } from './cache/page-cache';
import { checkLinks } from './checks/links';
import { classifyChange } from './dev/classify-change';
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics';
import { packageRoot } from './package-root';
import type { PageJob, PageResult } from './render/page-job';
import { createPageRenderer } from './render/page-renderer';
import { outputFileOf } from './render/render-page';

/** Editors save a file in one write, sometimes two: a short pause batches those without delaying the rebuild. */
const BATCH_MS = 10;
/** The search index is rewritten once edits settle; pages come first. */
const SEARCH_INDEX_DELAY_MS = 300;

export interface PageUpdate {
  routes: string[];
  /** From the change being noticed to the last page written. */
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
  let render: ((job: PageJob) => Promise<PageResult>) | undefined;
  const fullBuild = async () => {
    built = undefined;
    render = undefined;
    const report = await buildSite({ ...options, onBuilt: (b) => (built = b) });
    events.onBuild(report);
  };

  const updatePages = async (state: BuiltSite, jobs: PageJob[], noticed: number) => {
    // Rendered into memory (`write: false` would skip the document); the page is written below, atomically.
    render ??= createPageRenderer({ ...state.ctx, outDir: path.join(options.cacheDir, 'watch-scratch'), keepHtml: true });
    const indexOf = new Map(state.jobs.map((job, i) => [job.route, i]));
    const updated = await Promise.all(jobs.map((job) => render!(job)));
    const results = [...state.results];
    for (const result of updated) results[indexOf.get(result.route)!] = result;
    const idsByRoute = new Map(results.map((r) => [r.route, new Set(r.ids)]));
    const routes = new Set(updated.map((r) => r.route));
    // The edited pages' links, and every link into them: a removed heading breaks anchors elsewhere.
    const affected = results.filter((r) => routes.has(r.route) || r.links.some((link) => routes.has(link.route)));
    const diagnostics = sortDiagnostics([...updated.flatMap((r) => r.diagnostics), ...checkLinks(affected, idsByRoute)]);
    if (hasErrors(diagnostics)) {
      events.onPages({ routes: [...routes], ms: performance.now() - noticed, written: false, diagnostics });
      return;
    }
    await Promise.all(
      updated.map(async (result) => {
        const file = outputFileOf(outDir, result.route);
        const partial = `${file}.${process.pid}.tmp`;
        await writeFile(partial, result.html!);
        await rename(partial, file);
      }),
    );
    const ms = performance.now() - noticed;
    state.results = results;
    for (const result of updated) {
      if (result.search) state.searchIndex.add(result.search);
      const job = state.jobs[indexOf.get(result.route)!]!;
      const { html, ...rest } = result;
      if (state.cache && html) await state.cache.set(await pageKey(job, state.fingerprint, state.ctx), { html, result: rest });
    }
    events.onPages({ routes: [...routes], ms, written: true, diagnostics });
    scheduleSearchIndex(state);
  };

  let indexTimer: NodeJS.Timeout | undefined;
  const scheduleSearchIndex = (state: BuiltSite) => {
    clearTimeout(indexTimer);
    indexTimer = setTimeout(() => void writeSearchIndex(state), SEARCH_INDEX_DELAY_MS);
  };
  const writeSearchIndex = async (state: BuiltSite) => {
    const index = state.searchIndex.build();
    const dir = path.join(outDir, 'static', 'search');
    await mkdir(dir, { recursive: true });
    const names = new Set(index.files.map((f) => f.name));
    // Hashed names: new files first, then the manifest that points at them, then the files nothing points at.
    await Promise.all(index.files.filter((f) => f.name !== 'manifest.json').map((f) => writeFile(path.join(dir, f.name), f.content)));
    const manifest = index.files.find((f) => f.name === 'manifest.json')!;
    await writeFile(path.join(dir, `manifest.json.${process.pid}.tmp`), manifest.content);
    await rename(path.join(dir, `manifest.json.${process.pid}.tmp`), path.join(dir, 'manifest.json'));
    for (const name of await readdir(dir)) if (!names.has(name)) await rm(path.join(dir, name), { force: true });
  };

  let queue = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let noticed = 0;
  // Every build and page update runs after the previous one: the first build included.
  let running = fullBuild();
  const flush = () => {
    const files = [...queue];
    const since = noticed;
    queue = new Set();
    running = running.then(async () => {
      try {
        const state = built;
        const root = packageRoot();
        const pageJobs = files.map((file) => (classifyChange(file, contentDir, root) === 'page' ? state?.jobs.filter((job) => job.file === file) : undefined));
        // Only edits of existing pages take the fast path; a new, deleted or renamed page changes the navigation.
        if (state && pageJobs.every((jobs) => jobs && jobs.length > 0)) await updatePages(state, pageJobs.flat() as PageJob[], since);
        else await fullBuild();
      } catch (error) {
        events.onBuild({ ok: false, diagnostics: [{ code: 'watch-internal', severity: 'error', file: 'docs build --watch', line: 0, column: 0, message: (error as Error).message }], pages: 0, cached: 0, bytes: 0, seconds: 0 });
      }
    });
  };

  const watcher = watch(contentDir, {
    ignoreInitial: true,
    ignored: (file) => path.resolve(file).startsWith(outDir) || /node_modules/.test(file),
  });
  watcher.on('all', (_event, file) => {
    const resolved = path.resolve(file);
    if (classifyChange(resolved, contentDir, packageRoot()) === 'other') return;
    if (queue.size === 0) noticed = performance.now();
    queue.add(resolved);
    clearTimeout(timer);
    timer = setTimeout(flush, BATCH_MS);
  });
  const ready = Promise.all([running, new Promise<void>((resolve) => watcher.once('ready', () => resolve()))]).then(() => undefined);
  return {
    ready,
    async close() {
      clearTimeout(timer);
      clearTimeout(indexTimer);
      await watcher.close();
      await running;
    },
  };
}
