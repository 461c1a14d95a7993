import { linkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CODE_DIR, copyCodeFragments } from '../demos/code-fragments';
import { IO_CONCURRENCY, mapLimit } from '../helpers/map-limit';
import { ensureDir, makeDirs } from '../helpers/write-atomically';
import type { PageJob, PageResult } from '../render/page-job';
import { outputFileOf } from '../render/write-page';
import type { IndexedPage } from '../search/index-language';
import { twinFileOf } from '../twins/twin-path';
import type { PreviousOutput } from './build-manifest';
import type { OutputCheck } from './output-check';
import type { PageCache } from '../render/page-cache';
import type { LlmsFullIndex } from './write-llms';

/**
 * A build changing at most this many pages (or a tenth of them, on a larger site) patches the previous
 * output in place instead of swapping in a new folder: a patch's steps are one rename per file, so its
 * window between the old site and the new one stays a few milliseconds.
 */
const PATCH_PAGES = 100;

/** The output patched in place (see `applyPatch`): what the patch leaves where it is. */
export interface OutputInPlace {
  outDir: string;
  /** The output before the build. */
  previous: PreviousOutput;
  /** Output files the patch leaves where they are: the unchanged pages', with their code listings. */
  kept: Set<string>;
  /** The routes of those pages. */
  keptRoutes: Set<string>;
  /** Where each page's entry is in the output's `llms-full.txt`, when its build recorded it. */
  llmsFull?: LlmsFullIndex;
}

export interface CachedPlacement {
  /** By job: the result of a page taken from the cache (placed in the staging folder, or left in the output), else nothing: it is to be rendered. */
  results: (Omit<PageResult, 'search'> | undefined)[];
  /** Resolved once every folder of the pages to render or place exists in the staging folder. */
  dirsMade: Promise<void>;
  /** Set when few pages changed and the output is to be patched in place. */
  patch?: OutputInPlace;
}

/**
 * Takes every unchanged page from the cache, a few at a time so a large site's results are never all
 * in memory at once (their search terms go to `addSearch`, the rest is returned). When the previous
 * output is untouched since the build that wrote it and few pages changed, unchanged pages stay in it
 * and the staging folder gets only what changed; otherwise each is linked into the staging folder
 * from the previous output (no data copied) or from the cache. Makes the staging folder's page folders
 * meanwhile. Without a cache (`--no-cache`), only the folders.
 */
export async function placeCachedPages(options: {
  jobs: readonly PageJob[];
  keys: readonly string[];
  cache: PageCache | undefined;
  staging: string;
  outDir: string;
  cacheDir: string;
  /** The previous output, when it can be kept (see `startOutputCheck`). */
  previousOutput: OutputCheck['previous'];
  /** By job: its search terms are in the index already (see `SearchSnapshotStore.start`), so they are not read. */
  termsKnown: readonly boolean[];
  addSearch: (search: IndexedPage) => void;
}): Promise<CachedPlacement> {
  const { jobs, keys, cache, staging, cacheDir, termsKnown, addSearch } = options;
  const outDir = path.resolve(options.outDir);
  // What the previous output holds: a page whose key is the one it was written with is already there.
  const previous = cache ? await options.previousOutput(keys) : undefined;
  const asBefore = jobs.map((job, i) => previous?.keys.get(job.route) === keys[i]);
  const patch = previous ? patchIfFew(previous, jobs, asBefore, outDir) : undefined;
  const createdDirs = new Set<string>([staging]);
  // Every staged page's folder, made several at a time in the background (see `makeDirs`): pages from
  // the cache are placed once they are there, and the workers find most of theirs already made.
  const staged = jobs.filter((_, i) => !(patch && asBefore[i]));
  const dirsMade = makeDirs(
    staged.flatMap((job) => [path.dirname(outputFileOf(staging, job.route)), path.dirname(twinFileOf(staging, job.route))]),
    createdDirs,
  );
  // Awaited by the caller before the output is swapped in; a failure then is the build's.
  dirsMade.catch(() => undefined);
  const place: PagePlacement | undefined = cache ? { cache, staging, outDir, cacheDir, createdDirs, dirsMade, addSearch, keep: keeperOf(patch) } : undefined;
  const results = place
    ? await mapLimit(keys, IO_CONCURRENCY, (key, i) => placePage(place, key, jobs[i]!, { keepable: patch !== undefined && asBefore[i]!, asBefore: asBefore[i]!, readTerms: !termsKnown[i] }))
    : jobs.map(() => undefined);
  return { results, dirsMade, ...(patch ? { patch } : {}) };
}

/** The output to patch in place, when few pages changed since it was written (see `PATCH_PAGES`). */
function patchIfFew(previous: PreviousOutput, jobs: readonly PageJob[], asBefore: readonly boolean[], outDir: string): OutputInPlace | undefined {
  const routes = new Set(jobs.map((job) => job.route));
  const changedPages = asBefore.filter((same) => !same).length + [...previous.keys.keys()].filter((route) => !routes.has(route)).length;
  if (changedPages > Math.max(PATCH_PAGES, jobs.length / 10)) return undefined;
  return { outDir, previous, kept: new Set(), keptRoutes: new Set(), ...(previous.llmsFull ? { llmsFull: previous.llmsFull } : {}) };
}

/** Leaves a page where it is in the patched output when all its files are there (its HTML, its twin, its code listings); false without a patch. */
function keeperOf(patch: OutputInPlace | undefined): (route: string, fragments: readonly string[]) => boolean {
  const livePaths = patch?.previous.stamps ?? new Map<string, string>();
  return (route, fragments) => {
    const files = [outputFileOf('', route), twinFileOf('', route), ...fragments.map((name) => path.join(CODE_DIR, name))];
    if (!patch || !files.every((file) => livePaths.has(file))) return false;
    for (const file of files) patch.kept.add(file);
    patch.keptRoutes.add(route);
    return true;
  };
}

/** What placing a page needs: the cache, the folders, and what to do with its search terms and with a page left in the output. */
interface PagePlacement {
  cache: PageCache;
  staging: string;
  outDir: string;
  cacheDir: string;
  createdDirs: Set<string>;
  dirsMade: Promise<void>;
  addSearch: (search: IndexedPage) => void;
  keep: (route: string, fragments: readonly string[]) => boolean;
}

/**
 * A page's result from the cache, the page left in the patched output (`keepable`) or placed in the
 * staging folder; nothing when the cache lacks it or its files: it is rendered again.
 */
async function placePage(place: PagePlacement, key: string, job: PageJob, page: { keepable: boolean; asBefore: boolean; readTerms: boolean }): Promise<Omit<PageResult, 'search'> | undefined> {
  const { cache, staging, outDir, createdDirs } = place;
  const { route, displayPath } = job;
  if (page.keepable) {
    const read = cache.lookup(key, displayPath, { files: false, search: page.readTerms });
    // A miss without the files' check is a miss with it: counted, not looked up again.
    if (!read.hit) {
      cache.count(read);
      return undefined;
    }
    if (place.keep(route, read.value.codeFragments ?? [])) {
      cache.count(read);
      const { search, ...result } = read.value;
      if (search) place.addSearch(search);
      return result;
    }
    // Not all of it is in the output: placed from the cache below, whose files are then checked (and the page counted once).
  }
  const hit = cache.result(key, displayPath, { search: page.readTerms });
  if (!hit) return undefined;
  const { search, ...result } = hit;
  await place.dirsMade;
  const file = outputFileOf(staging, route);
  const twin = twinFileOf(staging, route);
  try {
    ensureDir(path.dirname(file), createdDirs);
    ensureDir(path.dirname(twin), createdDirs);
    // Linked from the previous output (in a swap that folder is deleted after it, so nothing
    // stays shared), else from the cache.
    if (!(page.asBefore && linkBoth([outputFileOf(outDir, route), file], [twinFileOf(outDir, route), twin]))) {
      cache.placeHtml(key, file);
      cache.placeTwin(key, twin);
    }
    if (!copyCodeFragments(hit.codeFragments ?? [], place.cacheDir, staging)) return undefined;
  } catch {
    // An entry whose HTML went missing is rendered again.
    return undefined;
  }
  if (search) place.addSearch(search);
  return result;
}

/** Hard-links each [from, to] pair; false (and nothing left half done) when one cannot be linked. */
function linkBoth(...pairs: [string, string][]): boolean {
  const made: string[] = [];
  try {
    for (const [from, to] of pairs) {
      linkSync(from, to);
      made.push(to);
    }
    return true;
  } catch {
    for (const file of made) rmSync(file, { force: true });
    return false;
  }
}
