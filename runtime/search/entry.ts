import type { SearchConfig } from '../../templates/shared/search';
import { createSearchDialog, type SearchDialog } from './dialog';

/**
 * The lazily loaded search module (bundled on its own by `compiler/search/bundle.ts`); the page's
 * trigger imports it on the first open and calls `openSearch` on every open.
 */
let dialog: SearchDialog | undefined;

export function openSearch(config: SearchConfig): void {
  dialog ??= createSearchDialog(config);
  dialog.open();
}
