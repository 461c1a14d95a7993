import path from 'node:path';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';
import { readText } from '../helpers/text-files';

/** Pathname → language → title: the drawer, breadcrumbs, previous/next and `<title>` of each language use it. */
export type PageTitles = Record<string, Record<string, string>>;

export const PAGE_TITLES_FILE = path.join('translations', 'page-titles.json');

/** Reads the page-title table; a site without one uses the navigation's titles everywhere. */
export async function loadPageTitles(contentDir: string): Promise<{ titles: PageTitles; diagnostics: Diagnostic[] }> {
  const file = path.join(contentDir, PAGE_TITLES_FILE);
  const display = path.relative(process.cwd(), file);
  let source: string;
  try {
    source = await readText(file);
  } catch {
    return { titles: {}, diagnostics: [] };
  }
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const offset = Number(message.match(/position (\d+)/)?.[1] ?? 0);
    return { titles: {}, diagnostics: [diagnostic('page-titles-json', 'error', display, positionAt(source, offset), `Invalid JSON: ${message}`, 'The table is { "/route/": { "en": "Title", "zh": "标题" } }.')] };
  }
  const titles: PageTitles = {};
  const diagnostics: Diagnostic[] = [];
  for (const [pathname, byLanguage] of Object.entries(value as Record<string, unknown>)) {
    const at = positionAt(source, Math.max(0, source.indexOf(JSON.stringify(pathname))));
    if (typeof byLanguage !== 'object' || byLanguage === null || Object.values(byLanguage).some((t) => typeof t !== 'string')) {
      diagnostics.push(diagnostic('page-titles-type', 'error', display, at, `Titles of ${pathname} must be an object of strings by language.`, 'Write "/route/": { "en": "Title", "zh": "标题" }.'));
      continue;
    }
    titles[pathname] = byLanguage as Record<string, string>;
  }
  return { titles, diagnostics };
}
