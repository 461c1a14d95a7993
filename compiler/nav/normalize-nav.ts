import { externalHref } from '../markdown/links';
import type { NavEntry, NavNode } from '../../templates/shared/nav';

/** The navigation tree, prepared once per build and shared by every page. */
export interface SiteNav {
  roots: NavNode[];
  /** Internal page leaves in reading order (drawer order), for previous/next. */
  order: NavNode[];
  byPathname: Map<string, NavNode>;
  /** Ancestors of each node, root first. */
  parents: Map<NavNode, NavNode[]>;
}

export function isExternal(pathname: string): boolean {
  return /^[a-z]+:\/\//i.test(pathname);
}

/** A root-relative path to a file the build writes (`/x/llms.txt`): a link, not a page. */
export function isSiteFile(pathname: string): boolean {
  return /^\/[^?#]*\.(txt|md|xml)$/i.test(pathname);
}

/** Canonical form of an internal path: leading and trailing slash, no hash. */
export function normalizePathname(pathname: string): string {
  const noHash = pathname.split('#')[0]!;
  const withLead = noHash.startsWith('/') ? noHash : `/${noHash}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/** MUI's title fallback: last segment, `react-` dropped, hyphens to spaces, first letter upper-cased. */
export function pathnameToTitle(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const words = segment.replace(/^react-/, '').replace(/\.[a-z]+$/, '').replace(/-/g, ' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Home';
}

/**
 * Resolves titles and ids; `pageTitle` supplies a page's own title when the entry has none. An entry
 * under one of the `externalLinks` prefixes links to that other site, as a link in a page would.
 */
export function normalizeNav(entries: NavEntry[], pageTitle: (pathname: string) => string | undefined, externalLinks?: Readonly<Record<string, string>>): SiteNav {
  const order: NavNode[] = [];
  const byPathname = new Map<string, NavNode>();
  const parents = new Map<NavNode, NavNode[]>();

  function visit(entry: NavEntry, id: string, depth: number, ancestors: NavNode[]): NavNode {
    const siteFile = isSiteFile(entry.pathname);
    const group = Array.isArray(entry.children) && entry.children.length > 0;
    const elsewhere = group || siteFile ? undefined : externalHref(normalizePathname(entry.pathname), externalLinks);
    // None of them needs a page: they are links out of the pages' reading order.
    const external = isExternal(entry.pathname) || siteFile || elsewhere !== undefined;
    // An entry may point at a section of a page (MUI's `/x/react-charts/#planned-charts`): a link, not a page of its own.
    const hash = external || group ? '' : /#.*$/.exec(entry.pathname)?.[0] ?? '';
    const pathname = elsewhere ?? (external || group ? entry.pathname : normalizePathname(entry.pathname) + hash);
    const node: NavNode = {
      id,
      pathname,
      title: entry.title ?? entry.subheader ?? pageTitle(pathname) ?? pathnameToTitle(pathname),
      ...(entry.subheader ? { subheader: entry.subheader } : {}),
      ...(entry.plan ? { plan: entry.plan } : {}),
      ...(entry.planned ? { planned: true } : {}),
      ...(entry.newFeature ? { newFeature: true } : {}),
      ...(entry.unstable ? { unstable: true } : {}),
      external,
      ...(siteFile ? { siteFile: true } : {}),
      group,
      depth,
      children: [],
    };
    parents.set(node, ancestors);
    if (!group && !external && !hash) {
      order.push(node);
      if (!byPathname.has(pathname)) byPathname.set(pathname, node);
    }
    if (group) {
      const childDepth = entry.subheader ? depth : depth + 1;
      node.children = entry.children!.map((child, i) => visit(child, `${id}.${i}`, childDepth, [...ancestors, node]));
    }
    return node;
  }

  const roots = entries.map((entry, i) => visit(entry, `g${i}`, 0, []));
  return { roots, order, byPathname, parents };
}

/** The first internal page under a node, used as a collapsed group's link target. */
export function firstPage(node: NavNode): NavNode | undefined {
  if (!node.group) return node.external ? undefined : node;
  for (const child of node.children) {
    const found = firstPage(child);
    if (found) return found;
  }
  return undefined;
}
