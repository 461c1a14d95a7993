import { CONFIG_FILE, loadSiteConfig } from '../config/site-config';
import { looksLikeMuiDocs } from '../config/mui-preset';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExtractStale } from '../api/extract-api-pages';
import type { StaleExtraction } from '../api/extract-stale';
import { nativeTypeScript, typecheckDemosNative } from '../demos/native-typecheck';
import { demoCheckCache, typecheckDemosCached, type DemoCheckCache } from './typecheck-cache';
import { registeredResolutions } from '../demos/demo-resolution';
import type { Diagnostic } from '../helpers/diagnostics';
import { contentFilesEndingWith, hasContentFileEndingWith } from '../helpers/content-files';
import { embeddedNames, namedFiles } from './embedded-names';
import { startTypeScriptThread, type TypeScriptThread } from './thread';
import type { TypeScriptRequest } from './typescript-work';

/** Given the demo files the pages really embed, their type errors. */
export type DemoTypeErrors = (files: string[]) => Promise<Diagnostic[]>;

export interface TypeScriptWork {
  /** For `loadSite`: extracts the API packages missing from the cache in the TypeScript thread. */
  extractStale: ExtractStale;
  /** Says no API extraction will be asked, so the demo type-check starts without waiting for one. */
  noApi(): void;
  /** Says nothing will be awaited any more (the site stopped early): the process need not wait for this work. */
  abandon(): void;
  demoTypeErrors: DemoTypeErrors;
}

/**
 * Starts the build's TypeScript work at once: the type-check of every `.tsx` file of the content an
 * embed may name (the demos, before the pages say which ones they embed) and, in a worker, the API
 * extraction the navigation waits for. The demos are checked by TypeScript's native compiler in a
 * process of its own, or where it is not installed, in the worker after the extraction, with the
 * declaration files the extraction parsed. Each file is checked on its own, so the errors of the
 * embedded demos are those of the whole run, filtered. `native`: the native compiler's executable, if any.
 */
export function startTypeScriptWork(contentDir: string, projectRoot: string, cacheDir: string, native = nativeTypeScript(projectRoot)): TypeScriptWork {
  // The config names the demos' aliases, which the check's key and its compiler options include; the demos are listed once it is in.
  const resolution = loadSiteConfig(contentDir, cacheDir).catch(() => undefined);
  // Only the files an embed of a page the config keeps may name: MUI X v9's docs folder also holds 186
  // others (its app's components, the demos' helpers, a test), which cost about 6 CPU-s of a cold
  // build's check, and the pages its config sets aside (for packages npm lacks) embed 378 more.
  // One walk for both lists: a second walk of MUI X v9's docs folder took 15–23 ms.
  const candidates = resolution.then((loaded) => {
    const files = contentFilesEndingWith(path.resolve(contentDir), ['.tsx', '.md']);
    const excluded = new Set((loaded?.config.exclude ?? []).map((file) => path.resolve(contentDir, file)));
    const pages = files.filter((file) => file.endsWith('.md') && !excluded.has(file));
    return namedFiles(files.filter((file) => file.endsWith('.tsx')), embeddedNames(pages));
  });
  const demoCheck = candidates.then((files) => demoCheckCache(files, projectRoot, cacheDir));
  const api = deferred<StaleExtraction>();
  const demos = deferred<Diagnostic[]>();
  let decide!: (request: TypeScriptRequest['api'] | null) => void;
  const apiDecided = new Promise<TypeScriptRequest['api'] | null>((resolve) => (decide = resolve));
  const waits = new AnswerWaits();
  let thread: TypeScriptThread | undefined;
  const startThread = () => (thread ??= waits.watch(startAnsweringThread(api, demos, demoCheck, Boolean(native))));
  const fail = (error: Error) => {
    api.reject(error);
    demos.reject(error);
  };
  // TypeScript takes a few hundred milliseconds to load: when it will be needed, it loads while the
  // site does. A cold cache (no type-check result) of a site with demos and an API reference will
  // need it for the extraction; where the native compiler is missing, for the demos too. Looked for
  // synchronously: the main thread is about to spend a few hundred milliseconds loading the renderer.
  if (!existsSync(path.join(cacheDir, 'typecheck')) && mayHaveApiReference(contentDir) && hasContentFileEndingWith(path.resolve(contentDir), '.tsx')) startThread();
  else if (!native) void demoCheck.then((check) => (check.cached ? undefined : startThread()), fail);
  if (native) checkDemosNatively(native, demoCheck, demos, waits, projectRoot, cacheDir);
  Promise.all([demoCheck, apiDecided]).then(([check, apiRequest]) => {
    if (check.cached) demos.resolve(check.cached);
    const demoFiles = check.cached || native ? [] : check.files;
    if (!apiRequest && !demoFiles.length) return;
    startThread().send({ projectRoot, ...(apiRequest ? { api: apiRequest } : {}), demoFiles, resolutions: registeredResolutions() });
  }, fail);

  const noApi = () => decide(null);
  return {
    extractStale: async (stale, known, resolveFrom) => {
      decide({ stale, known, resolveFrom });
      return waits.awaiting(api.promise);
    },
    noApi,
    abandon: () => waits.abandon(),
    demoTypeErrors: async (files) => {
      // Asked after the site loaded: no extraction is coming any more.
      noApi();
      const checked = new Set(await candidates);
      // JavaScript demos are not type-checked (see `demoCheckCache`).
      const wanted = new Set(files.filter((file) => /\.tsx?$/.test(file)).map((file) => path.resolve(file)));
      // A demo the early check did not hold (a `.ts` file, one named otherwise) is checked on its own, beside it.
      const missing = files.filter((file) => wanted.has(path.resolve(file)) && !checked.has(path.resolve(file)));
      const [early, late] = await Promise.all([waits.awaiting(demos.promise), missing.length ? typecheckDemosCached(missing, projectRoot, cacheDir) : []]);
      const found = early.filter((d) => d.line === 0 || wanted.has(path.resolve(d.file)));
      return [...found, ...late.filter((d) => d.line !== 0 || !found.some((e) => e.message === d.message))];
    },
  };
}

/**
 * Whether the site may have an API reference, told before its config is evaluated: MUI's docs
 * folder, or a config naming the key or a preset. A site this misses starts the thread once the
 * extraction is asked. Of a small site without one, the thread's start was 80-110 ms of its cold
 * check's 1.1 CPU-s.
 */
function mayHaveApiReference(contentDir: string): boolean {
  if (looksLikeMuiDocs(contentDir)) return true;
  try {
    return /\b(apiReference|preset)\b/.test(readFileSync(path.join(contentDir, CONFIG_FILE), 'utf8'));
  } catch {
    return false;
  }
}

/** What keeps the process alive while it answers (the thread, the native compiler): told whether an answer of theirs is awaited. */
interface Awaitable {
  awaited(wanted: boolean): void;
}

/** Answers being awaited: the process waits for the thread and the native compiler only then, and never once the work is abandoned. */
class AnswerWaits {
  private waiting = 0;
  private abandoned = false;
  private readonly workers: Awaitable[] = [];

  watch<T extends Awaitable>(worker: T): T {
    this.workers.push(worker);
    worker.awaited(this.wanted());
    return worker;
  }

  async awaiting<T>(answer: Promise<T>): Promise<T> {
    this.waiting += 1;
    this.tell();
    try {
      return await answer;
    } finally {
      this.waiting -= 1;
      this.tell();
    }
  }

  abandon(): void {
    this.abandoned = true;
    for (const worker of this.workers) worker.awaited(false);
  }

  private wanted(): boolean {
    return this.waiting > 0 && !this.abandoned;
  }

  private tell(): void {
    for (const worker of this.workers) worker.awaited(this.wanted());
  }
}

/**
 * The TypeScript thread, its answers settling `api` and `demos`. It owes the demos' errors only where
 * the native compiler is missing. Its exit after the API answer (with nothing else to do) is "stopped
 * before answering" only for what it still owed.
 */
function startAnsweringThread(api: Deferred<StaleExtraction>, demos: Deferred<Diagnostic[]>, demoCheck: Promise<DemoCheckCache>, native: boolean): TypeScriptThread {
  const failThread = (error: Error) => {
    api.reject(error);
    if (!native) demos.reject(error);
  };
  return startTypeScriptThread((answer) => {
    if (answer.kind === 'api') api.resolve(answer.extraction);
    else {
      demos.resolve(answer.diagnostics);
      void demoCheck.then((check) => check.store(answer.diagnostics));
    }
  }, failThread);
}

/** The demos' type-check by the native compiler, in a process of its own, unless the cache holds its result. */
function checkDemosNatively(native: string, demoCheck: Promise<DemoCheckCache>, demos: Deferred<Diagnostic[]>, waits: AnswerWaits, projectRoot: string, cacheDir: string): void {
  demoCheck
    .then(async (check) => {
      if (check.cached) return demos.resolve(check.cached);
      const nativeCheck = waits.watch(typecheckDemosNative(native, check.files, projectRoot, path.join(cacheDir, 'typecheck')));
      const diagnostics = await nativeCheck.diagnostics;
      demos.resolve(diagnostics);
      await check.store(diagnostics);
    })
    .catch((error: Error) => demos.reject(error));
}

type Deferred<T> = ReturnType<typeof deferred<T>>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A build that stops early never reads it: a failure then is nobody's to report.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
