import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ExtractStale } from '../api/extract-api-pages';
import type { StaleExtraction } from '../api/extract-stale';
import { demoCheckCache, typecheckDemosCached } from '../demos/typecheck-cache';
import type { Diagnostic } from '../diagnostics';
import { contentFilesEndingWith, hasContentFileEndingWith } from '../site/content-files';
import { startTypeScriptThread, type TypeScriptThread } from './thread';
import type { TypeScriptRequest } from './typescript-work';

/** Given the demo files the pages really embed, their type errors. */
export type DemoTypeErrors = (files: string[]) => Promise<Diagnostic[]>;

export interface TypeScriptWork {
  /** For `loadSite`: extracts the API packages missing from the cache in the TypeScript thread. */
  extractStale: ExtractStale;
  /** Says no API extraction will be asked, so the demo type-check starts without waiting for one. */
  noApi(): void;
  demoTypeErrors: DemoTypeErrors;
}

/**
 * Starts the build's TypeScript work at once, in one worker: the API extraction the navigation
 * waits for, then the type-check of every `.tsx` file of the content (the demos, before the pages
 * say which ones they embed) with the declaration files the extraction parsed. Each file is checked
 * on its own, so the errors of the embedded demos are those of the whole run, filtered.
 */
export function startTypeScriptWork(contentDir: string, projectRoot: string, cacheDir: string): TypeScriptWork {
  const candidates = contentFilesEndingWith(path.resolve(contentDir), '.tsx').catch(() => [] as string[]);
  const demoCheck = candidates.then((files) => demoCheckCache(files, projectRoot, cacheDir));
  const api = deferred<StaleExtraction>();
  const demos = deferred<Diagnostic[]>();
  let decide!: (request: TypeScriptRequest['api'] | null) => void;
  const apiDecided = new Promise<TypeScriptRequest['api'] | null>((resolve) => (decide = resolve));

  let thread: TypeScriptThread | undefined;
  // Answers being awaited: the process waits for the thread only then.
  let waiting = 0;
  const awaiting = async <T>(answer: Promise<T>): Promise<T> => {
    thread?.awaited(++waiting > 0);
    try {
      return await answer;
    } finally {
      thread?.awaited(--waiting > 0);
    }
  };
  const fail = (error: Error) => {
    api.reject(error);
    demos.reject(error);
  };
  const startThread = () => {
    if (thread) return thread;
    thread = startTypeScriptThread((answer) => {
      if (answer.kind === 'api') api.resolve(answer.extraction);
      else {
        demos.resolve(answer.diagnostics);
        void demoCheck.then((check) => check.store(answer.diagnostics));
      }
    }, fail);
    thread.awaited(waiting > 0);
    return thread;
  };
  // TypeScript takes a few hundred milliseconds to load: when the demos need it, it loads while the
  // site does. With demos and a cache without any type-check result (a cold build), it will be
  // needed: started before their sources are read and hashed, then. Looked for synchronously: the
  // main thread is about to spend a few hundred milliseconds loading the renderer.
  if (!existsSync(path.join(cacheDir, 'typecheck')) && hasContentFileEndingWith(path.resolve(contentDir), '.tsx')) startThread();
  else void demoCheck.then((check) => (check.cached ? undefined : startThread()), fail);
  Promise.all([demoCheck, apiDecided]).then(([check, apiRequest]) => {
    if (check.cached) demos.resolve(check.cached);
    if (!apiRequest && check.cached) return;
    startThread().send({ projectRoot, ...(apiRequest ? { api: apiRequest } : {}), demoFiles: check.cached ? [] : check.files });
  }, fail);

  const noApi = () => decide(null);
  return {
    extractStale: async (stale, known, resolveFrom) => {
      decide({ stale, known, resolveFrom });
      return awaiting(api.promise);
    },
    noApi,
    demoTypeErrors: async (files) => {
      // Asked after the site loaded: no extraction is coming any more.
      noApi();
      const checked = new Set(await candidates);
      const wanted = new Set(files.map((file) => path.resolve(file)));
      if (![...wanted].every((file) => checked.has(file))) return typecheckDemosCached(files, projectRoot, cacheDir);
      return (await awaiting(demos.promise)).filter((d) => d.line === 0 || wanted.has(path.resolve(d.file)));
    },
  };
}

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
