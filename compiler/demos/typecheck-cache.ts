import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../assets/hash';
import type { Diagnostic } from '../diagnostics';

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
  // TypeScript is loaded only when the cache has no answer.
  const { typecheckDemos } = await import('./typecheck-demos');
  const diagnostics = typecheckDemos(sorted, projectRoot);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(diagnostics));
  return diagnostics;
}
