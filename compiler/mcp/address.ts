import type { SiteIndex } from '../../templates/shared/site-index';
import { twinRoute } from '../twins/twin-path';
import { toolFailure, type ToolFailure } from './failure';

/** The scheme of the pages as MCP resources: `docs://x/react-data-grid/sorting`. */
export const RESOURCE_SCHEME = 'docs://';

/** Where the site is published: its configured `url` and base, e.g. `https://mui.com/` or `https://example.com/docs/`. */
export function publicRoot(index: Pick<SiteIndex, 'url' | 'base'>): string {
  return `${index.url.replace(/\/+$/, '')}${index.base}`;
}

/** A route's public URL, e.g. `https://mui.com/x/react-data-grid/sorting/` (with its `#anchor`, if any). */
export function publicUrl(index: Pick<SiteIndex, 'url' | 'base'>, route: string): string {
  return `${publicRoot(index)}${route.replace(/^\//, '')}`;
}

/** The public URL of a page's markdown twin: `https://mui.com/x/react-data-grid/sorting.md`. */
export function publicTwinUrl(index: Pick<SiteIndex, 'url' | 'base'>, route: string): string {
  return publicUrl(index, twinRoute(route));
}

/** A page's resource URI; the home page `/` is `docs://index`, as its twin is `/index.md`. */
export function resourceUri(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return `${RESOURCE_SCHEME}${path || 'index'}`;
}

const EXAMPLE = '/x/react-data-grid/sorting/';

/**
 * The route a user or an assistant means by `address`: a public URL (`https://mui.com/x/…/sorting/`,
 * with or without its anchor), a resource URI (`docs://x/…/sorting`), a path with or without the base
 * or the trailing slash, or a file of the page (`…/sorting.md`, `…/sorting/index.html`). Only pages
 * the build wrote are found; nothing that climbs out of the site (`..`) is looked at.
 */
export function routeOfAddress(address: string, index: SiteIndex, extraRoots: readonly string[] = []): { route: string } | ToolFailure {
  const given = address.trim();
  if (!given) return toolFailure('not-a-page', 'No page was given.', `Give a page's URL or path, such as ${EXAMPLE}.`);
  let path = given;
  if (path.startsWith(RESOURCE_SCHEME)) path = `/${path.slice(RESOURCE_SCHEME.length)}`;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    const root = [publicRoot(index), ...extraRoots].find((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
    if (!root) return toolFailure('not-a-page', `${given} is not a page of this site.`, `Its pages are under ${publicRoot(index)}; use search_docs to find one.`);
    path = `/${path.slice(root.length)}`;
  }
  path = path.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return toolFailure('not-a-page', `${given} is not a valid path.`, `Give a page's URL or path, such as ${EXAMPLE}.`);
  }
  if (/[\\\0]/.test(path) || path.split('/').some((segment) => segment === '..')) {
    return toolFailure('outside-output', `${given} is outside the built site: only its pages can be read.`, `Give a page's URL or path, such as ${EXAMPLE}; list_pages lists them.`);
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (index.base !== '/' && path.startsWith(index.base)) path = path.slice(index.base.length - 1);
  const route = path.replace(/\/index\.(html|md)$/, '/').replace(/\.(html|md)$/, '/').replace(/\/*$/, '/');
  const found = route === '/index/' && !index.routes.includes(route) ? '/' : route;
  if (!isPage(index, found)) return toolFailure('unknown-page', `No page of this site is at ${found}.`, suggestionFor(index, found));
  return { route: found };
}

function isPage(index: SiteIndex, route: string): boolean {
  return index.routes.includes(route);
}

/** The pages whose last segment is the one asked for (a page moved to another section), else how to find one. */
function suggestionFor(index: SiteIndex, route: string): string {
  const last = route.split('/').filter(Boolean).pop();
  const translated = index.languages.filter((lang) => lang !== index.defaultLanguage).map((lang) => `/${lang}/`);
  const near = last ? index.routes.filter((r) => r.endsWith(`/${last}/`) && !translated.some((prefix) => r.startsWith(prefix))).slice(0, 3) : [];
  if (near.length) return `Did you mean ${near.map((r) => publicUrl(index, r)).join(' or ')}? search_docs finds pages by topic.`;
  return `search_docs finds pages by topic, and list_pages lists them all.`;
}
