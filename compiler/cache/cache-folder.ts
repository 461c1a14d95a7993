import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { canonicalPath, protectedFolders, protectionOf } from '../output/protected-folders';

/**
 * Whether `cacheDir` may be the cache folder, decided before any work. The compiler deletes what it
 * finds in folders of the cache (a former layout's folders in `pages/`, other versions' files in
 * `demo-renders/`, `highlight/` and `demo-code/`, `dev-out/` whole): in the content folder, the
 * current folder or the project root, those names may be the user's (a Next.js project's `pages/`).
 * A refusal is the returned diagnostic.
 */
export function checkCacheFolder(cacheDir: string, contentDir: string, cwd?: string): Diagnostic | undefined {
  const cache = canonicalPath(cacheDir);
  const unsafe = protectionOf(cache, protectedFolders(contentDir, cwd));
  if (!unsafe) return undefined;
  return diagnostic(
    'cache-dir-unsafe',
    'error',
    cacheDir,
    undefined,
    `Refusing to use ${cache} as the cache folder: ${unsafe}, and the compiler deletes its own files in the cache folder. Choose another --cache-dir.`,
    'Leave the default (node_modules/.cache/docs) or name a folder of its own, such as .docs-cache.',
  );
}
