import type { ApiProduct } from '../../templates/shared/api';

/**
 * `RichTreeView` → `rich-tree-view`, `GridCSVExport` → `grid-csv-export`, `PickerDay2` → `picker-day-2`.
 * The `Unstable_` prefix is dropped: the page outlives the prefix.
 */
export function apiSlug(name: string): string {
  return name
    .replace(/^Unstable_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase();
}

export function apiPathname(product: ApiProduct, slug: string): string {
  return `/x/api/${product}/${slug}/`;
}
