import { SEARCH_CONFIG_ID, SEARCH_STRING_KEYS, type SearchConfig, type SearchStrings } from '../../templates/shared/search';
import type { Translations } from '../../templates/shared/site';

/** The search keys of a language's UI strings (already merged with the defaults). */
export function searchStrings(strings: Translations): SearchStrings {
  return Object.fromEntries(SEARCH_STRING_KEYS.map((key) => [key, strings[key] ?? ''])) as SearchStrings;
}

/**
 * The JSON blob the search trigger reads. `<` is escaped so no string (a translation, a path) can
 * close the script element early.
 */
export function searchConfigScript(config: SearchConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SEARCH_CONFIG_ID}">${json}</script>`;
}
