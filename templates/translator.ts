import type { Translations } from './shared/site';

export interface TranslationReport {
  /** Keys of the default language that this language lacks; each falls back to the default language. */
  missingKeys: string[];
  /** The language has no strings at all: every string shows an ellipsis. */
  missingLanguage: boolean;
}

/** Shown for every string of a language that does not exist, as MUI's docs do. */
export const MISSING_LANGUAGE_TEXT = '…';

/**
 * UI strings of `lang` with the lookups of the specification (§8): a missing key falls back to the
 * default language; a missing language shows an ellipsis. The report says which happened, so the page
 * can warn once per key (or log the missing language) in the reader's console.
 */
export function translate(
  all: Readonly<Record<string, Translations>>,
  lang: string,
  defaultLanguage: string,
  defaults: Translations = {},
): { strings: Translations; report: TranslationReport } {
  const fallback = { ...defaults, ...(all[defaultLanguage] ?? {}) };
  const own = all[lang];
  if (!own) {
    const strings = Object.fromEntries(Object.keys(fallback).map((key) => [key, MISSING_LANGUAGE_TEXT]));
    return { strings, report: { missingKeys: [], missingLanguage: true } };
  }
  const missingKeys = lang === defaultLanguage ? [] : Object.keys(all[defaultLanguage] ?? {}).filter((key) => !(key in own));
  return { strings: { ...fallback, ...own }, report: { missingKeys, missingLanguage: false } };
}

/** The console messages a page logs for its report: one warning per missing key, one error for a missing language. */
export function translationConsoleScript(lang: string, report: TranslationReport): string {
  const lines = report.missingLanguage
    ? [`console.error(${JSON.stringify(`Missing language: ${lang}.`)})`]
    : report.missingKeys.map((key) => `console.warn(${JSON.stringify(`Missing translation for ${lang}:${key}; showing English.`)})`);
  return lines.length ? `<script>${translationConsoleCode(lines)}</script>` : '';
}

function translationConsoleCode(lines: string[]): string {
  return lines.join(';').replace(/</g, '\\u003c');
}
