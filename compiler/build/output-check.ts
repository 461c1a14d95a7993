import { bundledWorkerFile, startBundledWorker } from '../startup/bundled-worker';
import { manifestBytes, previousOutput, sharesKeys, type PreviousOutput } from './build-manifest';

/**
 * A record from this size on (about 3,000 pages) is checked in a thread of its own while this one
 * works out the pages' keys: at 10,000 pages its 20,000 stats took 0.25 s of a one-page rebuild's
 * main thread, at a time the other core had nothing to do. A small site's is checked here in a few
 * milliseconds, less than a thread takes to start.
 */
const THREAD_MANIFEST_BYTES = 2 ** 20;

/** What `output-check-worker.ts` is started with. */
export interface OutputCheckData {
  cacheDir: string;
  outDir: string;
}

export type OutputCheckAnswer = { type: 'checked'; previous: PreviousOutput | undefined } | { type: 'failed'; message: string };

export interface OutputCheck {
  /** The previous output (see `previousOutput`) for this build's keys. */
  previous(wanted: readonly string[]): PreviousOutput | undefined | Promise<PreviousOutput | undefined>;
  /** Whether the stats run in a thread of their own. */
  threaded: boolean;
}

/**
 * Starts checking the previous output of `outDir`, once the build holds its lock (nothing else writes
 * there meanwhile): in a thread when it is large, else here when asked. A thread that fails leaves
 * the check to this one: it only decides what the build can keep.
 */
export function startOutputCheck(cacheDir: string, outDir: string, threadFrom = THREAD_MANIFEST_BYTES): OutputCheck {
  const here = (wanted: readonly string[]) => previousOutput(cacheDir, outDir, wanted);
  const file = manifestBytes(cacheDir, outDir) >= threadFrom ? bundledWorkerFile('output-check-worker.cjs') : undefined;
  if (!file) return { previous: here, threaded: false };
  const worker = startBundledWorker(file, { workerData: { cacheDir, outDir } satisfies OutputCheckData });
  const answer = new Promise<OutputCheckAnswer | undefined>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(undefined));
  });
  // A build that stops before it needs the answer does not wait for the thread either.
  worker.unref();
  return {
    async previous(wanted) {
      worker.ref();
      const answered = await answer;
      worker.unref();
      if (answered?.type !== 'checked') return here(wanted);
      const { previous } = answered;
      return previous && sharesKeys(previous.keys, wanted) ? previous : undefined;
    },
    threaded: true,
  };
}
