import type { NavEntry } from '../../templates/shared/nav';
import { pathnameToTitle } from './normalize-nav';
import { compareEnglishNumeric } from '../helpers/collate';

interface TrieNode {
  route: string;
  hasPage: boolean;
  children: Map<string, TrieNode>;
}

/**
 * Builds a navigation tree from routes alone, as VitePress or Docusaurus do for a plain folder:
 * a folder becomes a group (its index page first), pages sorted by route, the root index first.
 */
export function deriveNav(routes: string[], titleOf: (route: string) => string | undefined): NavEntry[] {
  const root: TrieNode = { route: '/', hasPage: false, children: new Map() };
  for (const route of routes) {
    let node = root;
    const segments = route.split('/').filter(Boolean);
    segments.forEach((segment, i) => {
      let next = node.children.get(segment);
      if (!next) {
        next = { route: `/${segments.slice(0, i + 1).join('/')}/`, hasPage: false, children: new Map() };
        node.children.set(segment, next);
      }
      node = next;
    });
    node.hasPage = true;
  }
  const title = (route: string) => titleOf(route) ?? pathnameToTitle(route);
  const toEntry = (node: TrieNode): NavEntry => {
    if (node.children.size === 0) return { pathname: node.route, title: title(node.route) };
    const children = sortedChildren(node).map(toEntry);
    if (node.hasPage) children.unshift({ pathname: node.route, title: title(node.route) });
    return { pathname: `${node.route.replace(/\/$/, '')}-group`, title: node.hasPage ? title(node.route) : pathnameToTitle(node.route), children };
  };
  const entries = sortedChildren(root).map(toEntry);
  if (root.hasPage) entries.unshift({ pathname: '/', title: title('/') });
  return entries;
}

/** Leaves before folders, each by name, so a folder's own pages read before its sub-sections. */
function sortedChildren(node: TrieNode): TrieNode[] {
  return [...node.children.entries()]
    .sort(([a, x], [b, y]) => Number(x.children.size > 0) - Number(y.children.size > 0) || compareEnglishNumeric(a, b))
    .map(([, child]) => child);
}
