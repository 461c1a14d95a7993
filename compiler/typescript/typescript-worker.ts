import { parentPort } from 'node:worker_threads';
import { runTypeScriptWork, type TypeScriptRequest } from './typescript-work';

// Started before the request is known, so TypeScript loads while the main thread reads the site.
// A failure is an uncaught error: the main thread gets it as the worker's `error` event.
parentPort!.once('message', (request: TypeScriptRequest) => void runTypeScriptWork(request, (answer) => parentPort!.postMessage(answer)));
