import { parentPort, workerData } from 'node:worker_threads';
import { previousOutput } from './build-manifest';
import type { OutputCheckAnswer, OutputCheckData } from './output-check';

const { cacheDir, outDir } = workerData as OutputCheckData;
let answer: OutputCheckAnswer;
try {
  answer = { type: 'checked', previous: previousOutput(cacheDir, outDir) };
} catch (error) {
  answer = { type: 'failed', message: (error as Error).stack ?? String(error) };
}
parentPort!.postMessage(answer);
