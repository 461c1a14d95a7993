import { bundledWorkerFile, startBundledWorker } from '../startup/bundled-worker';
import type { SearchIndexOutput } from './build-index';
import type { IndexedPage } from './index-language';
import type { SearchSession } from './session-contract';
import type { SearchVocabulary } from './vocabulary';

export type SearchThreadRequest =
  | { type: 'start'; routes: readonly string[]; keys: readonly (string | undefined)[] }
  | { type: 'add'; pages: IndexedPage[] }
  | { type: 'scanAhead' }
  | { type: 'build'; present: string[] | undefined; keys: readonly string[]; vocabularies: Record<string, SearchVocabulary> };
export type SearchThreadAnswer =
  | { type: 'known'; known: boolean[] }
  | { type: 'built'; output: SearchIndexOutput }
  | { type: 'saved' }
  | { type: 'failed'; message: string };

/** What the worker is started with. */
export interface SearchThreadData {
  cacheDir: string;
  outDir: string;
}

/**
 * The session in a worker thread (`search-worker.ts`), which reads and restores the snapshot as soon
 * as it starts. Undefined without the bundled worker (tests running the sources).
 */
export function startSearchThread(cacheDir: string, outDir: string): SearchSession | undefined {
  const file = bundledWorkerFile('search-worker.cjs');
  if (!file) return undefined;
  const worker = startBundledWorker(file, { workerData: { cacheDir, outDir } satisfies SearchThreadData });
  let failure: Error | undefined;
  const waiting = new Map<SearchThreadAnswer['type'], (answer: SearchThreadAnswer) => void>();
  const rejections = new Set<(error: Error) => void>();
  const fail = (error: Error) => {
    failure ??= error;
    for (const reject of rejections) reject(failure);
    rejections.clear();
  };
  worker.on('message', (answer: SearchThreadAnswer) => {
    if (answer.type === 'failed') fail(new Error(`the search index thread failed: ${answer.message}`));
    else waiting.get(answer.type)?.(answer);
  });
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the search index thread stopped (exit code ${code})`)));
  // The process waits for the thread only while an answer is awaited: a build that stops early need not close it.
  worker.unref();
  const answer = <T extends SearchThreadAnswer['type']>(type: T): Promise<Extract<SearchThreadAnswer, { type: T }>> =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      worker.ref();
      rejections.add(reject);
      waiting.set(type, (value) => {
        waiting.delete(type);
        rejections.delete(reject);
        if (waiting.size === 0) worker.unref();
        resolve(value as Extract<SearchThreadAnswer, { type: T }>);
      });
    });
  const send = (request: SearchThreadRequest) => worker.postMessage(request);
  // Pages are sent in batches: a build from a cold cache adds thousands.
  let pending: IndexedPage[] = [];
  const flush = () => {
    if (pending.length) send({ type: 'add', pages: pending });
    pending = [];
  };
  let stored: Promise<unknown> = Promise.resolve();
  return {
    async start(routes, keys) {
      const known = answer('known');
      send({ type: 'start', routes, keys });
      return (await known).known;
    },
    add(page) {
      pending.push(page);
      if (pending.length >= 64) flush();
    },
    scanAhead() {
      flush();
      send({ type: 'scanAhead' });
    },
    async build(present, keys, vocabularies) {
      flush();
      const built = answer('built');
      stored = answer('saved');
      // Its rejection is the build's, reported there first.
      stored.catch(() => undefined);
      send({ type: 'build', present: present ? [...present] : undefined, keys, vocabularies });
      return (await built).output;
    },
    async saved() {
      await stored;
      // Not awaited: the thread's heap is freed as the process goes on, or exits.
      void worker.terminate();
    },
    close() {
      void worker.terminate();
    },
    threaded: true,
  };
}
