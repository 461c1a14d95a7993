import { bundledWorkerFile, startBundledWorker } from '../startup/bundled-worker';
import { trace } from '../helpers/trace';
import type { TypeScriptAnswer, TypeScriptRequest } from './typescript-work';

export interface TypeScriptThread {
  send(request: TypeScriptRequest): void;
  /**
   * Whether the process waits for the thread: only while an answer is awaited, so a build that
   * stops early (a content error) does not wait for a type-check nobody will read.
   */
  awaited(yes: boolean): void;
}

/**
 * A worker thread for the TypeScript work, which holds a thread for seconds: the main thread goes
 * on reading the site and feeding the render workers meanwhile. It starts at once, so TypeScript
 * loads before the request is known. Without the bundled worker (tests running the sources) the
 * work runs in this thread.
 */
export function startTypeScriptThread(onAnswer: (answer: TypeScriptAnswer) => void, onError: (error: Error) => void): TypeScriptThread {
  const file = bundledWorkerFile('typescript-worker.cjs');
  if (!file) {
    return {
      send: (request) => {
        import('./typescript-work').then(({ runTypeScriptWork }) => runTypeScriptWork(request, onAnswer)).catch(onError);
      },
      awaited: () => undefined,
    };
  }
  // The declaration files make a young generation's worth of short-lived nodes: a larger one scavenges less often.
  const worker = startBundledWorker(file, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  worker.unref();
  trace('TypeScript thread started');
  let failed = false;
  worker.on('message', onAnswer);
  worker.once('error', (error) => {
    failed = true;
    onError(error);
  });
  // The worker exits after its last answer, when the caller's promises are settled and a rejection
  // changes nothing; an exit before that is the only news the caller would get.
  worker.once('exit', (code) => {
    if (!failed) onError(new Error(`the TypeScript worker stopped (exit code ${code}) before answering`));
  });
  return {
    send: (request) => worker.postMessage(request),
    awaited: (yes) => (yes ? worker.ref() : worker.unref()),
  };
}
