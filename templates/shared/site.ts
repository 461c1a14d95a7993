/** `content/site.config.ts`, validated by the compiler. */
export interface SiteConfig {
  title: string;
  productName: string;
  /** One paragraph about the site: the summary at the top of `llms.txt`. */
  description?: string;
  /** Production origin, e.g. `https://mui.com`; used for canonical URLs and the sitemap. */
  url: string;
  /** Host name on which the service worker registers. */
  productionHost: string;
  /** Markdown files (paths relative to the content folder) that are not pages, such as a contributors' README. */
  exclude?: string[];
  /**
   * API reference pages generated from the installed MUI X packages, joined to the navigation group of
   * each product (e.g. `{ 'tree-view': '/x/react-tree-view-group' }`).
   */
  apiReference?: { groups: Record<string, string> };
  /** Scope of the service worker; the site's base path when absent. */
  serviceWorkerScope?: string;
  repository: string;
  /** Template of the "Edit this page" link; `{path}` is the markdown file relative to the repository root. */
  editUrl?: string;
  languages: string[];
  defaultLanguage: string;
  versions: VersionLink[];
  /** Replaces `versions` on pages whose path starts with the key (e.g. `/x/react-tree-view/` also offers v6). */
  productVersions: Record<string, VersionLink[]>;
  iconFontStylesheet: string;
  /** `backersUrl`: a sponsor block linking there has nothing to show, so in-house ads are used. */
  ads: { sponsorScript: string; endpoint: string; backersUrl?: string };
  analytics: { adDisplaySampleRatio: number; webVitalsSampleRatio: number };
  feedbackEndpoint: string;
  theme: ThemeOverrides;
  /**
   * Links to these path prefixes are to another site, not broken links: `{ '/material-ui/':
   * 'https://mui.com/material-ui/' }` rewrites `/material-ui/react-button/` to that origin.
   */
  externalLinks?: Record<string, string>;
  /** How demo type errors are reported: as errors (the default), as warnings, or not checked. */
  typeCheck?: 'error' | 'warn' | 'off';
  /** Component embed names mapped to one of the site's registered components. */
  components?: Record<string, string>;
  /** Heading ids as GitHub makes them (the default) or as MUI's docs do, for content whose links were written for mui.com. */
  headingIds?: 'github' | 'mui';
  /** Component embeds the site does not provide are errors instead of warnings. */
  strictComponents?: boolean;
  /**
   * Number the lines of every fenced code block (default: false). A block says otherwise in its
   * fence: ```` ```tsx showLineNumbers ```` or ```` ```tsx showLineNumbers=false ````.
   */
  codeLineNumbers?: boolean;
  /**
   * Show in each page's footer the date of the last commit that changed its markdown or, for a page
   * with a folder of its own, the demos beside it; the sitemap's `lastmod` gives the same date
   * (default: false). Pages git has no history for show none.
   */
  lastUpdated?: boolean;
}

export interface VersionLink {
  text: string;
  href: string;
  current?: boolean;
}

export interface PaletteColorOverride {
  main: string;
  light?: string;
  dark?: string;
  contrastText?: string;
}

export interface ThemeOverrides {
  palette?: Record<string, PaletteColorOverride>;
}

export type Translations = Record<string, string>;
