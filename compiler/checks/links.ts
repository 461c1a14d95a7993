import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import type { PageLink } from '../../templates/shared/page';
import type { PageResult } from '../render/page-job';

export interface LinkSource {
  route: string;
  displayPath: string;
  links: PageLink[];
}

/** The ids of each rendered route, as `checkLinks` reads them: a `Map` of sets, or `idsOfPages`. */
export interface IdsByRoute {
  has(route: string): boolean;
  get(route: string): ReadonlySet<string> | undefined;
  keys(): Iterable<string>;
}

/**
 * The ids of `pages` by route, each route's made a set only when a link names one of its anchors: a
 * build checks every page's links, and at 10,000 pages a set for each was a quarter of the check.
 */
export function idsOfPages(pages: readonly { route: string; ids: readonly string[] }[]): IdsByRoute {
  const lists = new Map(pages.map((page) => [page.route, page.ids]));
  const sets = new Map<string, ReadonlySet<string>>();
  return {
    has: (route) => lists.has(route),
    get(route) {
      let set = sets.get(route);
      const ids = set ? undefined : lists.get(route);
      if (ids) sets.set(route, (set = new Set(ids)));
      return set;
    },
    keys: () => lists.keys(),
  };
}

/** Broken links and anchors across all pages, resolved against the ids each page really rendered. */
export function linkDiagnostics(results: PageResult[]): Diagnostic[] {
  return checkLinks(results, idsOfPages(results));
}

/**
 * Every internal link must reach a page, and every `#anchor` an id that page really renders.
 * `idsByRoute` holds the ids of each rendered route; routes without ids (assets) are skipped by the caller.
 */
export function checkLinks(pages: LinkSource[], idsByRoute: IdsByRoute): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let routes: string[] | undefined;
  for (const page of pages) {
    for (const link of page.links) {
      if (!idsByRoute.has(link.route)) {
        const near = closest(link.route, (routes ??= [...idsByRoute.keys()]));
        diagnostics.push(
          diagnostic('link-broken', 'error', page.displayPath, { line: link.line, column: link.column }, `Broken link: ${link.route} is not a page of this site.`, near ? `Did you mean ${near}?` : 'Link to an existing route, or create the page.'),
        );
        continue;
      }
      if (!link.hash) continue;
      const ids = idsByRoute.get(link.route)!;
      if (!ids.has(link.hash)) {
        const near = closest(link.hash, [...ids]);
        diagnostics.push(
          diagnostic('anchor-broken', 'error', page.displayPath, { line: link.line, column: link.column }, `Broken anchor: ${link.route}#${link.hash} does not exist on that page.`, near ? `Did you mean #${near}?` : 'Link to a heading that exists on the page.'),
        );
      }
    }
  }
  return diagnostics;
}

/**
 * The candidate with the smallest edit distance (the first of those), when it is reasonably close.
 * Only distances within that limit, and below the best so far, are worked out to the end: a MUI docs
 * build has a hundred links to API pages it does not generate, each compared with every route, and
 * the full distances were 45 ms of every build, a one-page edit's included (17 ms now).
 */
export function closest(target: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(target.length / 3)) + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - target.length) >= bestDistance) continue;
    const d = distanceBelow(target, candidate, bestDistance);
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return best;
}

/** The edit distance of `a` and `b` when it is below `bound`; `bound` otherwise. */
function distanceBelow(a: string, b: string, bound: number): number {
  // What both start and end with changes no distance: routes share long prefixes (`/x/api/data-grid/`).
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  return middleDistanceBelow(a.slice(start, endA), b.slice(start, endB), bound);
}

function middleDistanceBelow(a: string, b: string, bound: number): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
      if (row[j]! < smallest) smallest = row[j]!;
    }
    // A row's smallest entry never shrinks in the rows below it.
    if (smallest >= bound) return bound;
  }
  return Math.min(row[b.length]!, bound);
}
