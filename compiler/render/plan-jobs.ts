import path from 'node:path';
import type { NavNode } from '../../templates/shared/nav';
import type { PageNeighbour } from '../../templates/shared/page';
import type { Site } from '../site/load-site';
import { FULL_NAV_LIMIT } from './frames';
import type { PageJob } from './page-job';
import { firstPage } from '../nav/normalize-nav';

export interface FramePlan {
  key: string;
  /** Root ids whose items are in the markup; `all` for small sites. */
  expandedRoots: ReadonlySet<string> | 'all';
  versionsPath: string;
}

/**
 * Decides, once for the whole site, what each page needs from the navigation: its frame, active link,
 * open groups, breadcrumbs and neighbours. Workers then do only per-page work.
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
  const neighbour = (node: NavNode | undefined): PageNeighbour | undefined => (node ? { pathname: node.pathname, title: node.title } : undefined);

  const jobs: PageJob[] = [];
  const routes = [...site.sourcesByRoute.keys()].sort((a, b) => (orderIndex.get(a) ?? Infinity) - (orderIndex.get(b) ?? Infinity) || a.localeCompare(b));
  for (const route of routes) {
    const source = site.sourcesByRoute.get(route)!;
    const node = nav.byPathname.get(route);
    const ancestors = node ? nav.parents.get(node) ?? [] : [];
    const index = orderIndex.get(route);
    const contentPath = path.relative(site.contentDir, source.file).split(path.sep).join('/');
    const job: PageJob = {
      route,
      lang: source.lang,
      file: source.file,
      displayPath: source.displayPath,
      contentPath,
      frameKey: frameFor(ancestors[0] ?? node),
      openGroups: ancestors.filter((a) => !a.subheader).map((a) => a.id),
      breadcrumbs: ancestors.filter((a) => !a.subheader).map((a) => ({ title: a.title, pathname: a.pathname })),
      untranslated: false,
      ...(node ? { activePath: node.pathname, navTitle: node.title } : {}),
      ...(node?.plan ? { plan: node.plan } : {}),
      ...(config.editUrl ? { editUrl: config.editUrl.replace('{path}', contentPath) } : {}),
    };
    if (index !== undefined) {
      const previous = neighbour(nav.order[index - 1]);
      const next = neighbour(nav.order[index + 1]);
      if (previous) job.previous = previous;
      if (next) job.next = next;
    }
    jobs.push(job);
  }
  return { jobs, frames: [...frames.values()] };
}
