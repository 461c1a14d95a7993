import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The compiler's own package folder, found from this file whether it runs bundled (`.build/`) or from
 * source; looked for once per thread (every demo asks).
 */
export function packageRoot(): string {
  root ??= findPackageRoot();
  return root;
}

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'runtime', 'chrome.ts')) || !existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the docs compiler package root');
    dir = parent;
  }
  return dir;
}
