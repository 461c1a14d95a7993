import type { SearchConfig } from '../../templates/shared/search';
import { createSearchDialog, type SearchDialog } from './dialog';

let dialog: SearchDialog | undefined;

/**
 * The entry of the lazily loaded search module (bundled on its own by `compiler/search/bundle.ts`):
 * the page's trigger imports it on the first open and calls this on every open.
 */
export function openSearch(config: SearchConfig): void {
  dialog ??= createSearchDialog(config);
  dialog.open();
}
