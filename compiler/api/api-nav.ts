import type { ApiPage, ApiProduct } from '../../templates/shared/api';
import type { NavEntry } from '../../templates/shared/nav';

/**
 * Adds an "API reference" group, sorted by title with plan badges, at the end of each product's
 * navigation group. Returns a new tree; the user's entries are not modified.
 */
export function withApiNav(entries: NavEntry[], pages: ApiPage[], groups: Partial<Record<ApiProduct, string>>, title = 'API reference'): NavEntry[] {
  const byProduct = new Map<ApiProduct, ApiPage[]>();
  for (const page of pages) byProduct.set(page.product, [...(byProduct.get(page.product) ?? []), page]);
  const groupOf = new Map(Object.entries(groups).map(([product, pathname]) => [pathname, product as ApiProduct]));
  const visit = (list: NavEntry[]): NavEntry[] =>
    list.map((entry) => {
      const product = groupOf.get(entry.pathname);
      const children = entry.children ? visit(entry.children) : undefined;
      if (!product || !children) return children ? { ...entry, children } : entry;
      const apiPages = [...(byProduct.get(product) ?? [])].sort((a, b) => a.title.localeCompare(b.title));
      if (apiPages.length === 0) return { ...entry, children };
      return {
        ...entry,
        children: [
          ...children,
          {
            pathname: `/x/api/${product}-group`,
            title,
            children: apiPages.map((page) => ({ pathname: page.pathname, title: page.title, ...(page.plan ? { plan: page.plan } : {}) })),
          },
        ],
      };
    });
  return visit(entries);
}
