import type { Worker } from 'node:worker_threads';
import { startBundledWorker } from '../startup/bundled-worker';
import type { EngineOptions } from './engine';
import type { LoadedSite } from '../site/load-site';
import { takeEarlyDevEngine } from './early-dev-engine';
import type { EngineRequest, EngineResponse, EngineSite, EngineStart } from './engine-worker';

type Request = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The dev engine in a worker thread, so templates and compiler code can be reloaded by restarting it. */
export class EngineClient {
  private worker: Worker;
  private next = 0;
  private pending = new Map<number, { worker: Worker; resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(
    private readonly file: string,
    private readonly options: EngineOptions,
  ) {
    this.worker = this.start(takeEarlyDevEngine(file), true);
    // Loaded here (the module too) once this thread has started the server, while the engine's thread loads the renderer.
    void import('./load-site-ahead')
      .then(({ loadSiteAhead }) => loadSiteAhead(options.contentDir, options.cacheDir))
      .catch(() => null)
      .then((loaded) => this.giveSite(loaded));
  }

  /** The engine `bin/docs.mjs` started (`early`) is told its options; one started here is given them. */
  private start(early?: Worker, siteAhead = false): Worker {
    const options: EngineOptions = { ...this.options, ...(siteAhead ? { siteAhead } : {}) };
    early?.postMessage({ type: 'start', options } satisfies EngineStart);
    const worker = early ?? startBundledWorker(this.file, { workerData: options });
    worker.on('message', (response: EngineResponse) => {
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
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { worker: this.worker, resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Starts a fresh engine (after the compiler bundle was rebuilt); pending calls are failed. */
  async restart(): Promise<void> {
    const old = this.worker;
    this.worker = this.start();
    await old.terminate();
    this.failAll(old, new Error('The dev engine restarted'));
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
