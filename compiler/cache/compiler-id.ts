import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { longHash } from '../helpers/hash';
import { packageRoot } from '../helpers/package-root';
import { siteStamp } from '../startup/site-packages';

let id: Promise<string> | undefined;

/**
 * Identifies the compiler, its templates and the installed packages: the bundled render worker's content,
 * the compiler's lock file and the site's packages (`siteStamp`). Every cached artefact a build
 * renders depends on all three.
 */
export function compilerId(): Promise<string> {
  id ??= (async () => {
    const root = packageRoot();
    // Without a bundle (tests running the sources) every process is its own compiler.
    const worker = await readFile(path.join(root, '.build', 'render-worker.cjs')).then(longHash, () => `${process.pid}-${Date.now()}`);
    const lock = await readFile(path.join(root, 'package-lock.json')).then(longHash, () => '');
    // Another site's packages (its React, its MUI X) render other pages from the same content.
    return longHash(`${worker}\0${lock}\0${siteStamp()}`);
  })();
  return id;
}
