import { externalHref } from '../markdown/links';
import { NAV_CHIPS, type NavEntry, type NavNode } from '../../templates/shared/nav';

/** The navigation tree, prepared once per build and shared by every page. */
export interface SiteNav {
  roots: NavNode[];
  /** Internal page leaves in reading order (drawer order), for previous/next. */
  order: NavNode[];
  byPathname: Map<string, NavNode>;
  /** Ancestors of each node, root first. */
  parents: Map<NavNode, NavNode[]>;
  /** Entries kept out of the side navigation and of previous/next (`inSideNav: false`), with those under them: their pages are still built. */
  outOfSideNav: NavNode[];
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

/** The chips, icon, link attributes and drawer flag an entry shows, as its node has them. */
function decorations(entry: NavEntry, external: boolean): Partial<NavNode> {
  const node: Partial<NavNode> = {};
  for (const chip of NAV_CHIPS) if (entry[chip]) node[chip] = true;
  if (entry.iconMarkup) node.icon = entry.iconMarkup;
  if (entry.linkProps && Object.keys(entry.linkProps).length) node.linkProps = entry.linkProps as Record<string, string>;
  const search = !external && entry.query ? new URLSearchParams(entry.query as Record<string, string>).toString() : '';
  if (search) node.search = `?${search}`;
  if (entry.disableDrawer) node.disableDrawer = true;
  return node;
}

/**
 * Resolves titles and ids; `pageTitle` supplies a page's own title when the entry has none. An entry
 * under one of the `externalLinks` prefixes links to that other site, as a link in a page would. An
 * entry with `inSideNav: false` (and all under it) is left out of the tree and of the reading order,
 * as MUI's drawer and previous/next leave it out, but its pathname still names its node.
 */
export function normalizeNav(entries: NavEntry[], pageTitle: (pathname: string) => string | undefined, externalLinks?: Readonly<Record<string, string>>): SiteNav {
  const order: NavNode[] = [];
  const byPathname = new Map<string, NavNode>();
  const parents = new Map<NavNode, NavNode[]>();
  const outOfSideNav: NavNode[] = [];

  function visit(entry: NavEntry, id: string, depth: number, ancestors: NavNode[], hidden: boolean): NavNode {
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
      ...(entry.plan && entry.plan !== 'community' ? { plan: entry.plan } : {}),
      ...decorations(entry, external),
      external,
      ...(siteFile ? { siteFile: true } : {}),
      group,
      depth,
      children: [],
    };
    parents.set(node, ancestors);
    if (hidden) outOfSideNav.push(node);
    if (!group && !external && !hash) {
      if (!hidden) order.push(node);
      if (!byPathname.has(pathname)) byPathname.set(pathname, node);
    }
    if (group) {
      const childDepth = entry.subheader ? depth : depth + 1;
      const hides = (child: NavEntry) => hidden || child.inSideNav === false;
      node.children = entry.children!.map((child, i) => visit(child, `${id}.${i}`, childDepth, [...ancestors, node], hides(child))).filter((_, i) => !hides(entry.children![i]!));
    }
    return node;
  }

  const roots = entries.map((entry, i) => visit(entry, `g${i}`, 0, [], entry.inSideNav === false)).filter((_, i) => entries[i]!.inSideNav !== false);
  return { roots, order, byPathname, parents, outOfSideNav };
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
