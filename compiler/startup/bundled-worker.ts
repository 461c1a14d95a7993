import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { packageRoot } from '../helpers/package-root';

/** The bundled worker `name` (`render-worker.cjs`, …) in `.build/`; undefined before the CLI is built (tests running the sources). */
export function bundledWorkerFile(name: string): string | undefined {
  const file = path.join(packageRoot(), '.build', name);
  return existsSync(file) ? file : undefined;
}

/** Starts a bundled worker through `worker-boot.cjs`, which loads it with its code cache. */
export function startBundledWorker(file: string, options: WorkerOptions = {}): Worker {
  return new Worker(path.join(path.dirname(file), 'worker-boot.cjs'), { ...options, argv: [path.basename(file)] });
}
