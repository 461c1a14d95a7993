import { SEARCH_CONFIG_ID, type SearchConfig } from '../../templates/shared/search';

type SearchModule = typeof import('./entry');

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** `/` is a character while typing, a shortcut elsewhere. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * The part of search every page loads: opens the dialog from `[data-search-open]`, Ctrl/⌘+K and `/`.
 * The dialog's code and the index are fetched only then, from the URLs in the page's search config.
 */
export function initSearchTrigger(): void {
  const blob = document.getElementById(SEARCH_CONFIG_ID);
  if (!blob?.textContent) return;
  const config = JSON.parse(blob.textContent) as SearchConfig;
  let loading: Promise<SearchModule> | undefined;
  const open = () => {
    loading ??= import(/* @vite-ignore */ config.module) as Promise<SearchModule>;
    loading.then((module) => module.openSearch(config)).catch(() => (loading = undefined));
  };
  document.querySelectorAll('[data-search-open]').forEach((button) =>
    button.addEventListener('click', (event) => {
      event.preventDefault();
      open();
    }),
  );
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey) return;
    const modK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !isTyping(event.target);
    if (!modK && !slash) return;
    event.preventDefault();
    open();
  });
}
