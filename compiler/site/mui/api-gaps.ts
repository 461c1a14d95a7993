import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NavEntry } from '../../../templates/shared/nav';
import { diagnostic, type Diagnostic } from '../../helpers/diagnostics';
import { locatePathname } from '../../nav/load-nav';
import { normalizePathname } from '../../nav/normalize-nav';
import { externalHref } from '../../markdown/links';

/**
 * MUI's navigation lists API pages made by MUI's own docgen (`data/*ApiPages.ts`); those the compiler's
 * generated reference lacks link to the same page on `origin` (mui.com), each a located warning, so
 * that the drawer never leads to a missing page; entries under an `externalLinks` prefix are left to it.
 */
export function linkMissingApiPagesOut(
  entries: NavEntry[],
  pages: ReadonlySet<string>,
  origin: string,
  contentDir: string,
  externalLinks?: Readonly<Record<string, string>>,
): { entries: NavEntry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const lists = apiLists(contentDir);
  const visit = (list: NavEntry[]): NavEntry[] =>
    list.map((entry) => {
      if (entry.children) return { ...entry, children: visit(entry.children) };
      const route = normalizePathname(entry.pathname);
      // An entry the config already sends to another site is no gap.
      if (!route.startsWith('/x/api/') || pages.has(route) || externalHref(route, externalLinks)) return entry;
      const list = lists.find((l) => l.source.includes(`'${entry.pathname}'`)) ?? lists[0];
      diagnostics.push(
        diagnostic(
          'api-page-missing',
          'warning',
          list?.display ?? 'data/pages.ts',
          list ? locatePathname(list.source, entry.pathname, 0) : { line: 1, column: 1 },
          `The generated API reference has no page ${route}: the navigation links to ${origin}${route} instead.`,
          'The page documents an export the installed packages do not have, or one the API extraction does not cover yet.',
        ),
      );
      return { ...entry, pathname: `${origin}${route}` };
    });
  return { entries: visit(entries), diagnostics };
}

/** MUI's API page lists: `data/*ApiPages.ts`, with their display paths. */
function apiLists(contentDir: string): { display: string; source: string }[] {
  const data = path.join(contentDir, 'data');
  let names: string[];
  try {
    names = readdirSync(data).filter((name) => name.endsWith('ApiPages.ts'));
  } catch {
    return [];
  }
  return names.sort().map((name) => ({ display: path.relative(process.cwd(), path.join(data, name)), source: readFileSync(path.join(data, name), 'utf8') }));
}
