import type { NavNode } from '../../templates/shared/nav';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { locatePathname } from './load-nav';
import { isPlayground } from '../../templates/paths';
import type { SiteNav } from './normalize-nav';

/** Component and hook API tabs may legitimately appear under several products (MUI's `findActivePage`). */
export function isApiTabPathname(pathname: string): boolean {
  return /\/(components|hooks)-api\/?$/.test(pathname);
}

/**
 * Duplicate pathnames (both places named), entries without a page and pages without an entry.
 * `navFile`/`navSource` are undefined for a derived nav, which cannot disagree with the pages.
 * With `unlistedPages`, a page may be left out of the tree (MUI's docs serve such pages by URL only).
 */
export function checkNav(
  nav: SiteNav,
  pageRoutes: ReadonlySet<string>,
  pageFiles: ReadonlyMap<string, string>,
  navFile?: string,
  navSource?: string,
  contentDisplay = 'content',
  unlistedPages = false,
  missingPageHint: (route: string) => string = (route) => `Create ${contentDisplay}${route}index.md in the content folder, or remove the entry.`,
): Diagnostic[] {
  if (!navFile || navSource === undefined) return [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, number>();
  const occurrences = new Map<string, number>();
  const all: NavNode[] = [];
  const walk = (nodes: NavNode[]) =>
    nodes.forEach((n) => {
      all.push(n);
      walk(n.children);
    });
  walk(nav.roots);
  // Entries out of the side navigation are still entries: each needs its page.
  all.push(...nav.outOfSideNav);

  for (const node of all) {
    if (node.external) continue;
    const occurrence = occurrences.get(node.pathname) ?? 0;
    occurrences.set(node.pathname, occurrence + 1);
    const at = locatePathname(navSource, node.pathname.replace(/\/$/, ''), occurrence);
    const exact = locatePathname(navSource, node.pathname, occurrence);
    const where = exact.line === 1 && exact.column === 1 ? at : exact;
    const firstLine = seen.get(node.pathname);
    if (firstLine !== undefined && !isApiTabPathname(node.pathname)) {
      diagnostics.push(
        diagnostic(
          'nav-duplicate',
          'error',
          navFile,
          where,
          `Duplicated pathname ${node.pathname} in the navigation: first at ${navFile}:${firstLine}, again here.`,
          'Each page may appear once in the navigation tree; remove or rename one of the entries.',
        ),
      );
      continue;
    }
    seen.set(node.pathname, where.line);
    if (!node.group && !pageRoutes.has(node.pathname.replace(/#.*$/, ''))) {
      diagnostics.push(diagnostic('nav-missing-page', 'error', navFile, where, `Navigation entry ${node.pathname} has no page.`, missingPageHint(node.pathname)));
    }
  }
  for (const route of unlistedPages ? [] : pageRoutes) {
    if (!seen.has(route) && !isPlayground(route)) {
      diagnostics.push(
        diagnostic(
          'nav-missing-entry',
          'error',
          pageFiles.get(route) ?? route,
          { line: 1, column: 1 },
          `Page ${route} is not in the navigation tree.`,
          `Add { pathname: '${route}' } to ${navFile}, or delete the page.`,
        ),
      );
    }
  }
  return diagnostics;
}
