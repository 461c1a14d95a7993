import { bundleBrowserModule } from '../assets/browser-bundle';

/**
 * Bundles the search dialog (`runtime/search/entry.ts`) as one ES module, imported by the page's
 * trigger only when the dialog first opens: readers who never search never download it.
 */
export function bundleSearchRuntime(cacheDir?: string): Promise<string> {
  return bundleBrowserModule('runtime/search/entry.ts', 'esm', cacheDir);
}
