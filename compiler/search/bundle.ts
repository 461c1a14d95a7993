import { bundleBrowserModule } from '../assets/browser-bundle';

/**
 * Properties of the ranking's own objects (`templates/search`: the loaded index, parsed queries, term
 * candidates, ranked pages, the results and snippets it hands the dialog), shortened in the dialog's
 * bundle as Preact's build shortens its internals: 190 of its gzipped bytes. Never the name of a field the index files, the page's search config or a
 * browser API carry: those are read as written. `docs mcp` runs the same code unshortened.
 */
export const INTERNAL_PROPERTIES = /^(docPage|pageDoc|reference|versions|titleTerms|names|versionTerms|norms|coverage|importance|alternatives|compounds|wantsReference|wantsVersion|typing|spans|steering|sequence|byTerm|phrases|postings|weight|term|words|score|docs|manifest|sections|hits|ignored|heading|route|page|start|end|parts|terms|marks|groups|match|product|label|group|productTerms)$/;

/**
 * Bundles the search dialog (`runtime/search/entry.ts`) as one ES module, imported by the page's
 * trigger only when the dialog first opens: readers who never search never download it.
 */
export function bundleSearchRuntime(cacheDir?: string): Promise<string> {
  return bundleBrowserModule('runtime/search/entry.ts', 'esm', cacheDir, INTERNAL_PROPERTIES);
}
