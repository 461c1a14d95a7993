/**
 * Path rules of the specification (§2), shared by the compiler and the browser runtime.
 * Every function is pure and takes pathnames as the reader sees them (`/zh/x/react-tree-view/`).
 */

/** Languages whose prefix selects a language even when the site does not list them (MUI's rule for `zh`). */
const ALWAYS_RECOGNISED = ['zh'];

/** Pages that exist in one language only. */
const UNTRANSLATED = [/^\/blog(\/|$)/, /^\/size-snapshot\/$/];

export interface PathLanguage {
  userLanguage: string;
  /** The path without its language prefix. */
  canonicalAs: string;
  /** The same, without its hash: the form a server receives. */
  canonicalAsServer: string;
  /** `/api/…` paths become `/api-docs/…`; no trailing slash except for `/`. */
  canonicalPathname: string;
}

/** The language a path selects (`/zh/…` → zh), else English, and the path's canonical forms. */
export function pathnameToLanguage(pathname: string, languages: readonly string[] = ['en']): PathLanguage {
  const prefixed = languagePrefixed(pathname, languages);
  const userLanguage = prefixed ? pathname.slice(1, 3) : 'en';
  const canonicalAs = prefixed ? pathname.slice(3) : pathname;
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname: apiPathToApiDocs(canonicalAsServer).replace(/(.)\/$/, '$1') };
}

function languagePrefixed(pathname: string, languages: readonly string[]): boolean {
  const candidate = pathname.slice(1, 3);
  return pathname.startsWith(`/${candidate}/`) && candidate !== 'en' && (languages.includes(candidate) || ALWAYS_RECOGNISED.includes(candidate));
}

/** `canonicalAs` of `pathnameToLanguage` alone: asked of every page of a large site, without the forms it does not need. */
function canonicalAs(pathname: string): string {
  return languagePrefixed(pathname, ['en']) ? pathname.slice(3) : pathname;
}

/** `/x/api/data-grid/data-grid/` → `/x/api-docs/data-grid/data-grid/`: API pages are served from api-docs. */
export function apiPathToApiDocs(pathname: string): string {
  return pathname.replace(/^((?:\/x)?)\/api\//, '$1/api-docs/');
}

/** Blog posts and the size snapshot exist in English only. */
export function hasTranslations(pathname: string): boolean {
  const canonical = canonicalAs(pathname);
  return !UNTRANSLATED.some((pattern) => pattern.test(canonical));
}

/** Playground paths render their content alone, without the app frame and its theme wrapper. */
export function isPlayground(pathname: string): boolean {
  return /^\/playground(\/|$)/.test(canonicalAs(pathname));
}

export type ProductCategory = 'core' | 'x' | 'toolpad' | 'docs' | 'docs-infra' | 'null';

export interface ProductInfo {
  productId: string;
  productCategoryId: ProductCategory;
}

const CORE = ['material-ui', 'joy-ui', 'base-ui', 'system'];
const X_API_PRODUCTS: Record<string, string> = { 'data-grid': 'x-data-grid', 'date-pickers': 'x-date-pickers', charts: 'x-charts', 'tree-view': 'x-tree-view' };

/**
 * Product identity and category from the first folder of the path. Unknown values are the string
 * `'null'`, as MUI's docs use, so they survive serialisation into analytics.
 */
export function productInfoFromPath(pathname: string): ProductInfo {
  const path = canonicalAs(pathname);
  if (path.startsWith('/experiments/docs/')) return { productId: 'docs-infra', productCategoryId: 'docs-infra' };
  const folder = path.split('/')[1] ?? '';
  if (CORE.includes(folder)) return { productId: folder, productCategoryId: 'core' };
  if (folder === 'x') {
    const api = path.match(/^\/x\/api\/([a-z-]+)\//)?.[1];
    if (api) return { productId: X_API_PRODUCTS[api] ?? 'null', productCategoryId: 'x' };
    if (/^\/x\/(introduction|common-concepts|guides|migration)(\/|-|$)/.test(path)) return { productId: 'introduction', productCategoryId: 'x' };
    const product = path.match(/^\/x\/react-([a-z-]+?)(?:\/|$)/)?.[1];
    return { productId: product ? `x-${product}` : 'null', productCategoryId: 'x' };
  }
  if (folder === 'toolpad') {
    return { productId: path.startsWith('/toolpad/studio') ? 'toolpad-studio' : 'toolpad-core', productCategoryId: 'toolpad' };
  }
  if (['docs', 'versions', 'production-error'].includes(folder)) return { productId: 'docs', productCategoryId: 'docs' };
  return { productId: 'null', productCategoryId: 'null' };
}
