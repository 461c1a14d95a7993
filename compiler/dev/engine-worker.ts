import { parentPort, workerData } from 'node:worker_threads';
import type { ChangeKind } from './classify-change';
import { trace } from '../helpers/trace';
import { DevEngine, type EngineOptions } from './engine';
import type { LoadedSite } from '../site/load-site';
import { announceStepsTo, refuseSteps } from '../demos/watched-steps';

export type EngineRequest =
  | { id: number; type: 'render'; route: string }
  | { id: number; type: 'change'; kind: ChangeKind; file: string }
  | { id: number; type: 'problems' }
  | { id: number; type: 'stylesheet' }
  | { id: number; type: 'demosReady' }
  | { id: number; type: 'indexed' }
  | { id: number; type: 'searchIndex' }
  | { id: number; type: 'twin'; route: string }
  | { id: number; type: 'llms' }
  | { id: number; type: 'siteIndex' }
  | { id: number; type: 'publicFolder' };

export type EngineResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** The first message to an engine started without its options (`spawnEarlyDevEngine`). */
export interface EngineStart {
  type: 'start';
  options: EngineOptions;
}

/** The site for an engine started with `siteAhead`: as the client loaded it, or null to load it here. */
export interface EngineSite {
  type: 'site';
  loaded: LoadedSite | null;
}

// React renders in production mode here too: dev must render exactly what a build renders.
process.env.NODE_ENV = 'production';
let engine!: DevEngine;
let giveSite!: (loaded: LoadedSite | null) => void;
const siteAhead = new Promise<LoadedSite | null>((resolve) => (giveSite = resolve));
// The client's thread stops this one when a demo's module or render runs over the time limit.
announceStepsTo((message) => parentPort?.postMessage(message));
const begin = (options: EngineOptions, how: string) => {
  trace(`dev engine ${how}`);
  refuseSteps(options.refusedSteps ?? []);
  engine = new DevEngine(options);
  void engine.load(options.siteAhead ? siteAhead : undefined);
};
if (workerData) begin(workerData as EngineOptions, 'started with its options');

parentPort?.on('message', (request: EngineRequest | EngineStart | EngineSite) => {
  if (request.type === 'start') {
    begin(request.options, 'given its options once the CLI loaded');
    return;
  }
  if (request.type === 'site') {
    trace(request.loaded ? 'dev engine given the site' : 'dev engine to load the site itself');
    giveSite(request.loaded);
    return;
  }
  const run = async (): Promise<unknown> => {
    switch (request.type) {
      case 'render':
        return engine.render(request.route);
      case 'change':
        return engine.change(request.kind, request.file);
      case 'problems':
        return engine.siteProblems();
      case 'stylesheet':
        return engine.stylesheet();
      case 'demosReady':
        return engine.demosReady();
      case 'indexed':
        return engine.indexed();
      case 'searchIndex':
        return engine.searchIndex();
      case 'twin':
        return engine.twin(request.route);
      case 'llms':
        return engine.llmsFiles();
      case 'siteIndex':
        return engine.siteIndex();
      case 'publicFolder':
        return engine.publicFolder();
      default:
        return undefined;
    }
  };
  run().then(
    (value) => parentPort!.postMessage({ id: request.id, ok: true, value } satisfies EngineResponse),
    (error: Error) => parentPort!.postMessage({ id: request.id, ok: false, error: error.stack ?? error.message } satisfies EngineResponse),
  );
});
