import type { Worker } from 'node:worker_threads';
import { startBundledWorker } from '../startup/bundled-worker';
import type { EngineOptions } from './engine';
import type { LoadedSite } from '../site/load-site';
import { takeEarlyDevEngine } from './early-dev-engine';
import type { EngineRequest, EngineResponse, EngineSite, EngineStart } from './engine-worker';
import { watchSteps } from '../render/step-watchdog';
import type { StepMessage } from '../demos/watched-steps';

type Request = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The dev engine in a worker thread, so templates and compiler code can be reloaded by restarting it. */
export class EngineClient {
  private worker: Worker;
  private next = 0;
  private pending = new Map<number, { worker: Worker; request: EngineRequest; resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  /** Steps of the site's code that ran over the time limit since the last change (see `replaceOverLimit`). */
  private overLimit = new Set<string>();
  /** The site loaded in this thread and given to the first engine (see `loadSiteAhead`), settled once given. */
  private readonly siteGiven: Promise<void>;

  constructor(
    private readonly file: string,
    private readonly options: EngineOptions,
  ) {
    this.worker = this.start(takeEarlyDevEngine(file), true);
    // Loaded here (the module too) once this thread has started the server, while the engine's thread loads the renderer.
    this.siteGiven = import('./load-site-ahead')
      .then(({ loadSiteAhead }) => loadSiteAhead(options.contentDir, options.cacheDir))
      .catch(() => null)
      .then((loaded) => this.giveSite(loaded));
  }

  /** The engine `bin/docs.mjs` started (`early`) is told its options; one started here is given them. */
  private start(early?: Worker, siteAhead = false): Worker {
    const options: EngineOptions = { ...this.options, ...(siteAhead ? { siteAhead } : {}), ...(this.overLimit.size ? { refusedSteps: [...this.overLimit] } : {}) };
    early?.postMessage({ type: 'start', options } satisfies EngineStart);
    const worker = early ?? startBundledWorker(this.file, { workerData: options });
    watchSteps(worker, (key) => this.replaceOverLimit(worker, key));
    worker.on('message', (response: EngineResponse | StepMessage) => {
      if (!('id' in response)) return;
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if (response.ok) waiting.resolve(response.value);
      else waiting.reject(new Error(response.error));
    });
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) => {
      if (code !== 0) this.failAll(worker, new Error(`The dev engine stopped (exit code ${code})`));
    });
    return worker;
  }

  private failAll(worker: Worker, error: Error): void {
    for (const [id, waiting] of this.pending) {
      if (waiting.worker !== worker) continue;
      this.pending.delete(id);
      waiting.reject(error);
    }
  }

  /** Gives the first engine its site, or has it load the site itself where this one cannot be sent. */
  private giveSite(loaded: LoadedSite | null): void {
    try {
      this.worker.postMessage({ type: 'site', loaded } satisfies EngineSite);
    } catch {
      // A config value that cannot be copied to another thread (a function): the engine reads the config itself.
      this.worker.postMessage({ type: 'site', loaded: null } satisfies EngineSite);
    }
  }

  call<T>(request: Request): Promise<T> {
    const id = (this.next += 1);
    // An edit may remove what made a step run over the limit: the engine tries those again.
    if (request.type === 'change') this.overLimit.clear();
    const sent = { ...request, id } as EngineRequest;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { worker: this.worker, request: sent, resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage(sent);
    });
  }

  /**
   * Stops the engine when a step of the site's code (a demo's module or render) runs over the time
   * limit, which holds its thread for good, and starts another that refuses that step: it loads the
   * site again, and the calls the stopped one had not answered are sent to it (the page that ran the
   * step then shows the demo's error in its overlay).
   */
  private replaceOverLimit(worker: Worker, key: string): void {
    if (worker !== this.worker) return;
    this.overLimit.add(key);
    this.worker = this.start();
    void worker.terminate();
    for (const waiting of this.pending.values()) {
      if (waiting.worker !== worker) continue;
      waiting.worker = this.worker;
      this.worker.postMessage(waiting.request);
    }
  }

  /** Starts a fresh engine (after the compiler bundle was rebuilt); pending calls are failed. */
  async restart(): Promise<void> {
    const old = this.worker;
    this.worker = this.start();
    await old.terminate();
    this.failAll(old, new Error('The dev engine restarted'));
  }

  /**
   * Stops the engine once the site loaded ahead is given to it: a server closed during its start
   * would otherwise leave that load running (and loading modules) after the server is gone.
   */
  async close(): Promise<void> {
    await this.siteGiven;
    await this.worker.terminate();
  }
}
