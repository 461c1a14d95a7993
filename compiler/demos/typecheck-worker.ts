import { parentPort, workerData } from 'node:worker_threads';
import { typecheckDemos } from './typecheck-demos';

/** The worker's input: what `typecheckDemos` takes. */
export interface TypecheckRequest {
  files: string[];
  projectRoot: string;
}

const { files, projectRoot } = workerData as TypecheckRequest;
parentPort!.postMessage(typecheckDemos(files, projectRoot));
