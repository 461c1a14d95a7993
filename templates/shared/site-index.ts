import type { Plan } from './nav';

/**
 * `site-index.json` at the root of a built site: what a tool reading the build (`docs mcp`) needs
 * to know of the site without parsing its HTML: where it is published, its navigation and its pages.
 */
export const SITE_INDEX_FILE = 'site-index.json';

/** One entry of the navigation, in drawer order: a page (`route`), a group (`children`) or a link (`href`). */
export interface SiteIndexEntry {
  title: string;
  /** A page of this site, without the base: `/x/react-data-grid/sorting/`. */
  route?: string;
  /** An external link (`https://…`) or a file of the site (`/x/llms.txt`, without the base). */
  href?: string;
  plan?: Plan;
  /** Listed in the navigation, not yet available. */
  planned?: boolean;
  children?: SiteIndexEntry[];
}

/** A generated API reference page. */
export interface SiteIndexApi {
  /** The exported name: `DataGridPro`. */
  name: string;
  kind: 'component' | 'interface';
  route: string;
  packageName: string;
  plan?: Plan;
}

export interface SiteIndex {
  v: 1;
  title: string;
  /** Production origin from the config, e.g. `https://mui.com`. */
  url: string;
  /** Prefix the site is served under: `/` or `/docs/`. Routes below are without it. */
  base: string;
  defaultLanguage: string;
  /** Every language, the default included; a page of another one is under `/<lang>/`. */
  languages: string[];
  /** Navigation of the default language. */
  nav: SiteIndexEntry[];
  /** Every page written, in every language (`/zh/x/…` for Chinese), sorted. */
  routes: string[];
  api: SiteIndexApi[];
}
