import type { SiteIndex, SiteIndexEntry } from '../../templates/shared/site-index';
import { publicTwinUrl, publicUrl, routeOfAddress } from './address';
import { toolFailure, type ToolFailure } from './failure';
import { matchName } from './match-name';
import type { SiteSource } from './site-source';

export interface PageText {
  route: string;
  url: string;
  /** The twin, led by a front matter naming its canonical URL and its markdown URL. */
  text: string;
}

/** A page's markdown twin as the tools give it: its URLs first, so an assistant links to the page itself. */
async function twinText(index: SiteIndex, source: SiteSource, route: string): Promise<PageText | ToolFailure> {
  const twin = await source.twin(route);
  if (twin === undefined) return toolFailure('not-built', `The built site has no markdown for ${route}.`, 'Build the site again with `docs build`.');
  const url = publicUrl(index, route);
  return { route, url, text: `---\nurl: ${url}\nmarkdown: ${publicTwinUrl(index, route)}\n---\n\n${twin}` };
}

/** `get_page`: the page at a URL, path or resource URI, as its markdown twin (demos' TypeScript inline). */
export async function getPage(index: SiteIndex, source: SiteSource, address: string, extraRoots: readonly string[] = []): Promise<PageText | ToolFailure> {
  const found = routeOfAddress(address, index, extraRoots);
  return 'route' in found ? twinText(index, source, found.route) : found;
}

/** `get_api`: a component's (or interface's) API reference page: props, slots, CSS classes. */
export async function getApi(index: SiteIndex, source: SiteSource, component: string): Promise<PageText | ToolFailure> {
  const asked = component.replace(/^\s*<\s*|\s*\/?>\s*$/g, '').replace(/\s+API$/i, '');
  const names = index.api.map((page) => page.name);
  const name = matchName(asked, names);
  if (!name) {
    const wanted = asked.toLowerCase();
    const near = names.filter((n) => n.toLowerCase().includes(wanted) || wanted.includes(n.toLowerCase())).slice(0, 8);
    const hint = near.length ? `Did you mean ${near.join(', ')}?` : names.length ? 'list_pages lists the API reference under each product.' : 'This site has no API reference pages.';
    return toolFailure('unknown-component', `No API reference page is about "${component}".`, hint);
  }
  return twinText(index, source, index.api.find((page) => page.name === name)!.route);
}

/** A navigation entry as `list_pages` gives it: public URLs instead of routes. */
export interface ListedEntry {
  title: string;
  url?: string;
  /** A link to another site, not a page of this one. */
  external?: boolean;
  plan?: string;
  planned?: boolean;
  children?: ListedEntry[];
}

export interface PageList {
  product?: string;
  pages: ListedEntry[];
}

function listed(index: SiteIndex, entry: SiteIndexEntry): ListedEntry {
  const external = entry.href !== undefined && /^[a-z]+:/i.test(entry.href);
  const url = entry.route ? publicUrl(index, entry.route) : entry.href && (external ? entry.href : publicUrl(index, entry.href));
  return {
    title: entry.title,
    ...(url ? { url } : {}),
    ...(external ? { external: true } : {}),
    ...(entry.plan ? { plan: entry.plan } : {}),
    ...(entry.planned ? { planned: true } : {}),
    ...(entry.children ? { children: entry.children.map((child) => listed(index, child)) } : {}),
  };
}

/** `list_pages`: the navigation as a tree of titles and URLs, of the whole site or of one of its top-level groups. */
export function listPages(index: SiteIndex, product?: string): PageList | ToolFailure {
  if (product === undefined) return { pages: index.nav.map((entry) => listed(index, entry)) };
  const groups = index.nav.filter((entry) => entry.children);
  const title = matchName(product, groups.map((group) => group.title));
  if (!title) return toolFailure('unknown-product', `No product is called "${product}".`, `The products are: ${groups.map((group) => group.title).join(', ')}.`);
  return { product: title, pages: groups.find((group) => group.title === title)!.children!.map((entry) => listed(index, entry)) };
}

/** The tree as an indented markdown list of links, as an assistant reads it best. */
export function pageListText(list: PageList): string {
  const lines: string[] = [];
  const walk = (entries: readonly ListedEntry[], depth: number) => {
    for (const entry of entries) {
      const label = entry.url ? `[${entry.title}](${entry.url})` : entry.title;
      const notes = [entry.plan && entry.plan[0]!.toUpperCase() + entry.plan.slice(1), entry.planned && 'planned', entry.external && 'external'].filter(Boolean);
      lines.push(`${'  '.repeat(depth)}- ${label}${notes.length ? ` (${notes.join(', ')})` : ''}`);
      if (entry.children) walk(entry.children, depth + 1);
    }
  };
  walk(list.pages, 0);
  return `${list.product ? `# ${list.product}\n\n` : ''}${lines.join('\n')}\n`;
}
