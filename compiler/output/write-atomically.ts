import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

/**
 * Writes `file` under a temporary name, then renames it into place: a reader (another build, the
 * dev server, a browser) never sees half a file, and a killed build never leaves one. The temporary
 * name is unique per call, since worker threads share the process id and may store the same entry.
 */
export async function writeFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, content);
  await rename(partial, file);
}

/**
 * `writeFileAtomically` in the calling thread, for render workers: their writes are theirs to wait
 * for, and each asynchronous call is three or four trips to libuv's threads (open, write, close,
 * rename), each a wake-up of another thread on cores that the rendering already keeps busy.
 */
export function writeFileAtomicallySync(file: string, content: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/**
 * Creates `dir` and its parents unless `created` says it was done: sibling files share folders.
 * Synchronously: node's promise `mkdir` with `recursive` costs about ten times the call itself.
 */
export function ensureDir(dir: string, created: Set<string>): void {
  if (created.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  created.add(dir);
}
