import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../helpers/write-atomically';
import type { SearchIndexBuilder } from './build-index';
import type { SearchVocabulary } from './vocabulary';

/**
 * Brings the search index in `dir` up to date with `index` (`docs build --watch`, once edits pause):
 * the shards the edits left as they were stay, the new files are written first (a name already there
 * has that content), then the manifest of languages that points at them, then the files nothing
 * points at are deleted. Stops, throwing the signal's reason, once `signal` is aborted.
 */
export async function rewriteSearchFolder(dir: string, index: SearchIndexBuilder, signal: AbortSignal, vocabularies: Record<string, SearchVocabulary>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const built = await index.buildInterruptibly(signal, (name) => present.has(name), vocabularies);
  const names = new Set([...built.files.map((f) => f.name), ...built.reused]);
  await Promise.all(built.files.filter((f) => f.name !== 'manifest.json' && !present.has(f.name)).map((f) => writeFile(path.join(dir, f.name), f.content)));
  const manifest = built.files.find((f) => f.name === 'manifest.json')!;
  await writeFileAtomically(path.join(dir, 'manifest.json'), manifest.content);
  for (const name of await readdir(dir)) if (!names.has(name)) await rm(path.join(dir, name), { force: true });
}
