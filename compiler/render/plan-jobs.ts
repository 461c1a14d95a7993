import path from 'node:path';
import type { NavNode } from '../../templates/shared/nav';
import type { PageNeighbour } from '../../templates/shared/page';
import { hasTranslations, isPlayground } from '../../templates/paths';
import type { Site } from '../site/load-site';
import type { PageSource } from '../site/discover-pages';
import type { ApiPage } from '../../templates/shared/api';
import { FULL_NAV_LIMIT } from './nav-window';
import type { PageJob } from './page-job';
import { folderDatesOf, lastCommitDates, pageLastUpdated } from '../site/git-dates';
import { firstPage } from '../nav/normalize-nav';
import { editLink } from '../site/edit-links';

export interface FramePlan {
  key: string;
  /** Root ids whose items are in the markup; `all` for small sites. */
  expandedRoots: ReadonlySet<string> | 'all';
  versionsPath: string;
}

/** A node's title in a language: the page-title table first, then the navigation's own title. */
export function titleIn(site: Pick<Site, 'pageTitles'>, node: Pick<NavNode, 'pathname' | 'title'>, lang: string): string {
  return site.pageTitles[node.pathname]?.[lang] ?? node.title;
}

/** `/zh` for Chinese, nothing for the default language. */
export function languagePrefix(site: Pick<Site, 'config'>, lang: string): string {
  return lang === site.config.defaultLanguage ? '' : `/${lang}`;
}

/**
 * Decides, once for the whole site, what each page needs from the navigation: its frame, active link,
 * open groups, breadcrumbs and neighbours, in every language. Workers then do only per-page work.
 * Every page has a twin in each other language: its translation (`index-zh.md`) or, until there is one,
 * the English page with a notice.
 */
export function planJobs(site: Site): { jobs: PageJob[]; frames: FramePlan[] } {
  const { nav, config } = site;
  const total = nav.order.length;
  const small = total <= FULL_NAV_LIMIT;
  const frames = new Map<string, FramePlan>();
  const frameFor = (root: NavNode | undefined): string => {
    const key = root?.group ? root.id : 'root';
    if (!frames.has(key)) {
      frames.set(key, {
        key,
        expandedRoots: small ? 'all' : new Set(root?.group ? [root.id] : []),
        versionsPath: (root && firstPage(root)?.pathname) ?? '/',
      });
    }
    return key;
  };
  const orderIndex = new Map(nav.order.map((node, i) => [node.pathname, i]));
  const routes = [...site.sourcesByRoute.keys(), ...site.apiPages.keys()].sort((a, b) => (orderIndex.get(a) ?? Infinity) - (orderIndex.get(b) ?? Infinity) || a.localeCompare(b));
  const languages = [config.defaultLanguage, ...config.languages.filter((l) => l !== config.defaultLanguage)];

  // Most pages' files are in the content folder: their path from it is the rest of their own.
  const inContent = path.join(site.contentDir, path.sep);
  const contentPathOf = (file: string) => (file.startsWith(inContent) && !file.includes(`${path.sep}..`) ? file.slice(inContent.length) : path.relative(site.contentDir, file)).split(path.sep).join('/');
  const dates = config.lastUpdated ? lastCommitDates(site.contentDir) : new Map<string, string>();
  const folderDates = folderDatesOf(dates);
  const jobs: PageJob[] = [];
  for (const lang of languages) {
    const prefix = languagePrefix(site, lang);
    const neighbour = (node: NavNode | undefined): PageNeighbour | undefined =>
      node ? { pathname: `${prefix}${node.pathname}`, title: titleIn(site, node, lang) } : undefined;
    for (const route of routes) {
      if (lang !== config.defaultLanguage && !hasTranslations(route)) continue;
      const api = site.apiPages.get(route);
      const english = site.sourcesByRoute.get(route) ?? apiSource(api!);
      const translation = api ? (lang === config.defaultLanguage ? english : undefined) : lang === config.defaultLanguage ? english : site.translated.get(lang)?.get(route);
      const source = translation ?? english;
      const node = nav.byPathname.get(route);
      const ancestors = node ? nav.parents.get(node) ?? [] : [];
      const index = orderIndex.get(route);
      const contentPath = api ? '' : contentPathOf(source.file);
      const lastUpdated = api ? undefined : pageLastUpdated(source.file, dates, folderDates);
      const job: PageJob = {
        route: `${prefix}${route}`,
        lang,
        file: source.file,
        displayPath: source.displayPath,
        contentPath,
        frameKey: isPlayground(route) ? 'none' : frameFor(ancestors[0] ?? node),
        openGroups: ancestors.filter((a) => !a.subheader).map((a) => a.id),
        breadcrumbs: ancestors.filter((a) => !a.subheader).map((a) => ({ title: titleIn(site, a, lang), pathname: `${prefix}${a.pathname}` })),
        untranslated: !translation,
        alternates: languages.filter((l) => l === config.defaultLanguage || hasTranslations(route)).map((l) => ({ lang: l, route: `${languagePrefix(site, l)}${route}` })),
        ...(node ? { activePath: node.pathname, navTitle: titleIn(site, node, lang) } : {}),
        ...(node?.plan ? { plan: node.plan } : {}),
        ...(node?.disableDrawer ? { disableDrawer: true } : {}),
        ...(config.editUrl && !api ? { editUrl: editLink(config.editUrl, site.contentDir, source.file) } : {}),
        ...(api ? { api } : {}),
        ...(lastUpdated ? { lastUpdated } : {}),
      };
      if (index !== undefined) {
        const previous = neighbour(nav.order[index - 1]);
        const next = neighbour(nav.order[index + 1]);
        if (previous) job.previous = previous;
        if (next) job.next = next;
      }
      jobs.push(job);
    }
  }
  return { jobs, frames: [...frames.values()] };
}

/** API pages have no markdown; diagnostics about them name the package and the component. */
function apiSource(page: ApiPage): PageSource {
  return { route: page.pathname, lang: 'en', file: '', displayPath: `${page.packageName} (${page.name})` };
}
