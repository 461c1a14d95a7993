import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { longHash } from '../assets/hash';
import { packageRoot } from '../package-root';

let id: Promise<string> | undefined;

/**
 * Identifies the compiler, its templates and the installed packages: the bundled render worker's content
 * and the lock file. Every cached artefact a build renders depends on both.
 */
export function compilerId(): Promise<string> {
  id ??= (async () => {
    const root = packageRoot();
    // Without a bundle (tests running the sources) every process is its own compiler.
    const worker = await readFile(path.join(root, '.build', 'render-worker.cjs')).then(longHash, () => `${process.pid}-${Date.now()}`);
    const lock = await readFile(path.join(root, 'package-lock.json')).then(longHash, () => '');
    return longHash(`${worker}\0${lock}`);
  })();
  return id;
}
