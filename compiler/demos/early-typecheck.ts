import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics';
import { typecheckDemosCached } from './typecheck-cache';

/** Given the demo files the pages really embed, their type errors. */
export type DemoTypeErrors = (files: string[]) => Promise<Diagnostic[]>;

/** Every `.tsx` file of the content folder: the demos, before the pages say which ones they embed. */
async function tsxFiles(contentDir: string): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.tsx'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !path.relative(contentDir, file).split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.')))
    .sort();
}

/**
 * Starts type-checking the content's TSX files at once, in a worker, while the site loads (the API
 * reference extraction keeps the main thread busy for seconds, the other core would idle). Each
 * file is checked on its own, so the errors of the embedded demos are those of the whole run,
 * filtered; a demo outside that run (a `.js` one) gets a run of its own.
 */
export function startDemoTypecheck(contentDir: string, projectRoot: string, cacheDir: string): DemoTypeErrors {
  const candidates = tsxFiles(path.resolve(contentDir)).catch(() => [] as string[]);
  const early = candidates.then((files) => typecheckDemosCached(files, projectRoot, cacheDir));
  // A build that stops before asking (a content error) leaves this unobserved.
  early.catch(() => undefined);
  return async (files) => {
    const checked = new Set(await candidates);
    const wanted = new Set(files.map((file) => path.resolve(file)));
    if (![...wanted].every((file) => checked.has(file))) return typecheckDemosCached(files, projectRoot, cacheDir);
    return (await early).filter((d) => d.line === 0 || wanted.has(path.resolve(d.file)));
  };
}
