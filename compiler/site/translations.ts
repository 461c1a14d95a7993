import { readdir } from 'node:fs/promises';
import { readText } from '../helpers/text-files';
import path from 'node:path';
import { DEFAULT_STRINGS } from '../../templates/default-strings';
import { translate, type TranslationReport } from '../../templates/translator';
import type { Translations } from '../../templates/shared/site';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';

export const TRANSLATIONS_DIR = 'translations';

export interface LoadedTranslations {
  /** Language → UI strings, exactly as written (no fallback applied). */
  byLanguage: Record<string, Translations>;
  files: Record<string, string>;
  /** Language → keys present but not strings (already reported; not reported again as missing). */
  invalidKeys?: Record<string, string[]>;
}

/** Reads `content/translations/<lang>.json`; invalid JSON and non-string values are located errors. */
export async function loadTranslations(contentDir: string): Promise<{ translations: LoadedTranslations; diagnostics: Diagnostic[] }> {
  const dir = path.join(contentDir, TRANSLATIONS_DIR);
  const translations: LoadedTranslations = { byLanguage: {}, files: {} };
  const diagnostics: Diagnostic[] = [];
  let names: string[];
  try {
    // The page-title table sits beside the UI strings but is not a language.
    names = (await readdir(dir)).filter((n) => n.endsWith('.json') && n !== 'page-titles.json').sort();
  } catch {
    return { translations, diagnostics };
  }
  for (const name of names) {
    const lang = name.replace(/\.json$/, '');
    const file = path.join(dir, name);
    const display = path.relative(process.cwd(), file);
    let source: string;
    try {
      // A byte order mark is invisible in editors and not JSON.
      source = await readText(file);
    } catch (error) {
      diagnostics.push(diagnostic('translation-json', 'error', display, undefined, `Cannot read the translation file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`, 'Translation files are JSON files named <language>.json.'));
      continue;
    }
    translations.files[lang] = display;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      const message = (error as Error).message;
      const offset = Number(message.match(/position (\d+)/)?.[1] ?? 0);
      diagnostics.push(diagnostic('translation-json', 'error', display, positionAt(source, offset), `Invalid JSON: ${message}`, 'Translation files are JSON objects of "key": "text" pairs.'));
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      diagnostics.push(
        diagnostic('translation-json', 'error', display, { line: 1, column: 1 }, `A translation file must be a JSON object, not ${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}.`, 'Write { "key": "text", … } with the keys of the default language.'),
      );
      continue;
    }
    const strings: Translations = {};
    for (const [key, text] of Object.entries(value)) {
      if (typeof text === 'string') strings[key] = text;
      else {
        ((translations.invalidKeys ??= {})[lang] ??= []).push(key);
        const offset = source.indexOf(JSON.stringify(key));
        diagnostics.push(
          diagnostic('translation-type', 'error', display, positionAt(source, Math.max(0, offset)), `Translation "${key}" must be a string, not ${Array.isArray(text) ? 'an array' : typeof text}.`, 'Write the UI text as a JSON string.'),
        );
      }
    }
    translations.byLanguage[lang] = strings;
  }
  return { translations, diagnostics };
}

/** Every key of the default language must exist in every other language: one error per missing key. */
export function checkTranslations(translations: LoadedTranslations, defaultLanguage: string, languages: string[]): Diagnostic[] {
  const reference = translations.byLanguage[defaultLanguage];
  if (!reference) return [];
  const diagnostics: Diagnostic[] = [];
  for (const lang of languages) {
    if (lang === defaultLanguage) continue;
    const strings = translations.byLanguage[lang];
    const file = translations.files[lang] ?? path.join('content', TRANSLATIONS_DIR, `${lang}.json`);
    if (!strings) {
      if (!translations.files[lang]) {
        diagnostics.push(diagnostic('translation-file-missing', 'error', file, undefined, `Language "${lang}" has no translation file.`, `Create ${file} with the keys of ${defaultLanguage}.json.`));
      }
      continue;
    }
    for (const key of Object.keys(reference)) {
      if (!(key in strings) && !translations.invalidKeys?.[lang]?.includes(key)) {
        diagnostics.push(
          diagnostic('translation-missing', 'error', file, { line: 1, column: 1 }, `Missing translation key "${key}" in ${lang}.`, `Add "${key}": "…" (English: "${reference[key]}").`),
        );
      }
    }
  }
  return diagnostics;
}

/** UI strings for one language with the default language filling the gaps, and what was missing. */
export function stringsFor(translations: LoadedTranslations, lang: string, defaultLanguage: string): { strings: Translations; report: TranslationReport } {
  // A site without translation files is English through the compiler's own strings.
  const all = Object.keys(translations.byLanguage).length ? translations.byLanguage : { [defaultLanguage]: {} };
  return translate(all, lang, defaultLanguage, DEFAULT_STRINGS);
}
