import path from 'node:path';
import type { NavNode } from '../../templates/shared/nav';
import { SITE_INDEX_FILE, type SiteIndex, type SiteIndexEntry } from '../../templates/shared/site-index';
import type { Site } from '../site/load-site';
import { writeFileAtomically } from '../helpers/write-atomically';

function entryOf(node: NavNode, written: ReadonlySet<string>): SiteIndexEntry {
  const entry: SiteIndexEntry = { title: node.title };
  if (node.external || node.siteFile) entry.href = node.pathname;
  else if (!node.group && written.has(node.pathname)) entry.route = node.pathname;
  if (node.plan) entry.plan = node.plan;
  if (node.planned) entry.planned = true;
  if (node.group) entry.children = node.children.map((child) => entryOf(child, written));
  return entry;
}

/** The site index of a build whose pages are `routes` (every language). */
export function siteIndexOf(site: Pick<Site, 'config' | 'nav' | 'apiPages'>, base: string, routes: Iterable<string>): SiteIndex {
  const written = new Set(routes);
  return {
    v: 1,
    title: site.config.title,
    url: site.config.url,
    base,
    defaultLanguage: site.config.defaultLanguage,
    languages: [site.config.defaultLanguage, ...site.config.languages.filter((lang) => lang !== site.config.defaultLanguage)],
    nav: site.nav.roots.map((root) => entryOf(root, written)),
    routes: [...written].sort(),
    // Sorted, so that the file does not depend on the order the API pages were extracted in.
    api: [...site.apiPages.values()]
      .sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0))
      .map((page) => ({ name: page.name, kind: page.kind, route: page.pathname, packageName: page.packageName, ...(page.plan ? { plan: page.plan } : {}) })),
  };
}

/** Writes `site-index.json` at the root of `outDir`. */
export function writeSiteIndex(outDir: string, site: Pick<Site, 'config' | 'nav' | 'apiPages'>, base: string, routes: Iterable<string>): Promise<void> {
  return writeFileAtomically(path.join(outDir, SITE_INDEX_FILE), `${JSON.stringify(siteIndexOf(site, base, routes))}\n`);
}
