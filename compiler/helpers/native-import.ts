import path from 'node:path';
import { lazyRequire } from './lazy-require';
import { packageRoot } from './package-root';

/**
 * A real `import()` of an ES module (a config file, TypeScript 7's API) by `startup/native-import.cjs`:
 * the bundles have no `import()` of their own, so they run from the code cache, where a dynamic
 * import finds no loader in Node 20. Bare specifiers resolve from the compiler's own folder.
 */
export function nativeImport(specifier: string): Promise<unknown> {
  return (lazyRequire(path.join(packageRoot(), 'compiler', 'startup', 'native-import.cjs')) as (specifier: string) => Promise<unknown>)(specifier);
}
