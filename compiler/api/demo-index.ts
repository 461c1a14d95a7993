import type { ApiDemo, ApiPage } from '../../templates/shared/api';

/** The guide pages whose front matter `components:` names each component: computed, never hand-written. */
export function attachDemos(pages: ApiPage[], guides: { pathname: string; title: string; components: string[] }[]): ApiPage[] {
  const byName = new Map<string, ApiDemo[]>();
  for (const guide of guides) {
    for (const name of guide.components) byName.set(name, [...(byName.get(name) ?? []), { title: guide.title, pathname: guide.pathname }]);
  }
  return pages.map((page) => ({ ...page, demos: (byName.get(page.name) ?? []).sort((a, b) => a.pathname.localeCompare(b.pathname)) }));
}
