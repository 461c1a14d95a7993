import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { contentHash } from '../assets/hash';
import type { Diagnostic } from '../diagnostics';
import { packageRoot } from '../package-root';
import type { TypecheckRequest } from './typecheck-worker';

/**
 * Type-checking the demos against Material UI and MUI X types takes seconds, so results are cached by the
 * demos' paths and sources, the TypeScript version and the lock file: an unchanged site skips it.
 */
export async function typecheckDemosCached(files: string[], projectRoot: string, cacheDir: string): Promise<Diagnostic[]> {
  if (files.length === 0) return [];
  const sorted = [...files].sort();
  const sources = await Promise.all(sorted.map((f) => readFile(f, 'utf8')));
  const lock = await readFile(path.join(projectRoot, 'package-lock.json'), 'utf8').catch(() => '');
  const tsVersion = await readFile(path.join(projectRoot, 'node_modules', 'typescript', 'package.json'), 'utf8').then((text) => (JSON.parse(text) as { version: string }).version, () => '');
  const key = contentHash([tsVersion, contentHash(lock), ...sorted.flatMap((f, i) => [f, sources[i]!])].join('\0'));
  const file = path.join(cacheDir, 'typecheck', `${key}.json`);
  const cached = await readFile(file, 'utf8').then((text) => JSON.parse(text) as Diagnostic[]).catch(() => undefined);
  if (cached) return cached;
  const diagnostics = await typecheckOffThread(sorted, projectRoot);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(diagnostics));
  return diagnostics;
}

/**
 * Type-checking holds a thread for seconds: in a worker, the main thread goes on feeding the render
 * workers meanwhile. Without the bundled worker (tests running the sources) it runs here. TypeScript
 * is loaded only when the cache has no answer.
 */
async function typecheckOffThread(files: string[], projectRoot: string): Promise<Diagnostic[]> {
  const file = path.join(packageRoot(), '.build', 'typecheck-worker.mjs');
  if (!existsSync(file)) {
    const { typecheckDemos } = await import('./typecheck-demos');
    return typecheckDemos(files, projectRoot);
  }
  const worker = new Worker(file, { workerData: { files, projectRoot } satisfies TypecheckRequest });
  // A build that stops early (a content error) does not wait for it.
  worker.unref();
  return new Promise<Diagnostic[]>((resolve, reject) => {
    worker.once('message', (diagnostics: Diagnostic[]) => {
      resolve(diagnostics);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the type-check worker stopped (exit code ${code}) before answering`)));
  });
}
