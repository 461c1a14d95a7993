/** The path the site is served under, as every link and asset URL starts: `/docs` → `/docs/`; the site root is `/`. */
export function normalizeBase(base = '/'): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
