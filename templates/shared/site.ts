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
   * A content layout the compiler knows. `'mui'` reads a MUI docs folder as MUI keeps it: routes from
   * the `.js` files under `pages/` naming their markdown (`docsx/data/…/page.md?muiMarkdown`), the navigation from
   * `data/pages.ts`, `page-zh.md` as Chinese twins, and the defaults MUI's content needs (heading ids,
   * links to MUI's sibling docs, `docsx` and `docs` import aliases). A content folder with no
   * `site.config.ts` that has `data/pages.ts` and a `pages/` folder is read with it.
   * @example preset: 'mui'
   */
  preset?: 'mui';
  /**
   * Import prefixes of demos mapped to folders relative to the content folder, as a bundler's alias
   * (MUI's Next.js config maps `docsx` to its docs folder). Honoured by the bundler, the server render
   * and the type-check. `{ docsx: '.' }` resolves `docsx/data/grid/rows` to `<content>/data/grid/rows`.
   * @example alias: { docsx: '.', '@shared': 'src/shared' }
   */
  alias?: Record<string, string>;
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
