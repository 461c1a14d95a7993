import type { SiteIndex, SiteIndexEntry } from '../../templates/shared/site-index';

/**
 * The page a folder of the site opens on when it has no page of its own (`/`, or `/x/` when the site
 * starts at `/x/introduction/`): the first page under it in the navigation's order, else the first
 * by name. A folder under another language's prefix (`/zh/x/`) opens that language's page. Undefined
 * when no page is under it: the path is unknown.
 */
export function firstPageUnder(index: Pick<SiteIndex, 'nav' | 'routes' | 'languages' | 'defaultLanguage'>, folder: string): string | undefined {
  const pathname = folder.endsWith('/') ? folder : `${folder}/`;
  const written = new Set(index.routes);
  const lang = index.languages.find((l) => l !== index.defaultLanguage && (pathname === `/${l}/` || pathname.startsWith(`/${l}/`)));
  const prefix = lang ? `/${lang}` : '';
  const rest = pathname.slice(prefix.length);
  const inNav = navRoutes(index.nav).find((route) => route.startsWith(rest) && written.has(`${prefix}${route}`));
  if (inNav) return `${prefix}${inNav}`;
  return index.routes.find((route) => route.startsWith(pathname));
}

function navRoutes(entries: SiteIndexEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.route ? [entry.route] : []), ...navRoutes(entry.children ?? [])]);
}
