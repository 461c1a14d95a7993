import type { SearchIndexManifest, SearchShard } from '../../templates/shared/search';

/**
 * A language's search index narrowed to the pages of one product, for the browser's searcher to
 * rank those alone: a search of the whole site lists ten pages, often none of the product asked for.
 * The pages keep their order and their documents are numbered afresh; postings of the others go.
 * For a layout not known here, or pages that do not account for every document, `undefined`: the
 * caller then filters the whole site's results instead.
 */
export interface ProductScope {
  manifest: SearchIndexManifest;
  shard(shard: SearchShard): SearchShard;
}

/** Index layouts whose postings are `[document delta, weight, …]`, documents numbered page by page (a page, then its sections). */
const KNOWN_LAYOUTS: readonly number[] = [2, 3, 4];

export function productScope(manifest: SearchIndexManifest, product: number): ProductScope | undefined {
  if (!KNOWN_LAYOUTS.includes(manifest.v)) return undefined;
  // Each page is one document, then one per section: a document's new number, or -1 when dropped.
  const renumbered = new Int32Array(manifest.lengths.length).fill(-1);
  const pages: SearchIndexManifest['pages'] = [];
  const lengths: number[] = [];
  let doc = 0;
  for (const page of manifest.pages) {
    const documents = 1 + page[3].length;
    if (page[2] === product) {
      pages.push(page);
      for (let i = 0; i < documents; i++) {
        renumbered[doc + i] = lengths.length;
        lengths.push(manifest.lengths[doc + i]!);
      }
    }
    doc += documents;
  }
  if (doc !== manifest.lengths.length) return undefined;
  const shard = (full: SearchShard): SearchShard => {
    const scoped: SearchShard = {};
    for (const [term, postings] of Object.entries(full)) {
      const kept: number[] = [];
      let from = 0;
      let previous = 0;
      for (let i = 0; i < postings.length; i += 2) {
        from += postings[i]!;
        const to = renumbered[from]!;
        if (to < 0) continue;
        kept.push(to - previous, postings[i + 1]!);
        previous = to;
      }
      if (kept.length) scoped[term] = kept;
    }
    return scoped;
  };
  return { manifest: { ...manifest, pages, lengths }, shard };
}
