/**
 * `site.config.ts` in the content folder, validated by the compiler. The guide's configuration page
 * is generated from this interface: each key's JSDoc is its documentation there (a description, an
 * `@example`, and `@default` where the default is not in `defaultSiteConfig()`).
 */
export interface SiteConfig {
  /**
   * The site's name: the end of every page's `<title>` (`Page - Title`), the site name in its social
   * metadata, and the title of `llms.txt`.
   * @example title: 'Acme UI'
   */
  title: string;
  /**
   * The name in the app bar, linking to the home page; also the product that search results name for
   * pages outside any navigation group.
   * @example productName: 'Acme UI'
   */
  productName: string;
  /**
   * The mark shown before the product name in the app bar, 24 px tall: an image file relative to the
   * content folder (`.svg` or `.png`), or `'mui'` for MUI's logo. A site without it
   * shows its product name alone.
   * @example logo: 'images/logo.svg'
   */
  logo?: string;
  /**
   * The icon browsers show in the tab and in bookmarks: an image file relative to the content folder
   * (`.svg`, `.png` or `.ico`), or `'mui'` for MUI's mark.
   * @default a page on a rounded square, in the theme's primary colour
   * @example favicon: 'images/favicon.svg'
   */
  favicon?: string;
  /**
   * One paragraph about the site: the summary at the top of `llms.txt`.
   * @example description: 'Acme UI is a set of React components for dashboards.'
   */
  description?: string;
  /**
   * Production origin; canonical URLs and the sitemap are made from it.
   * @example url: 'https://docs.acme.dev'
   */
  url: string;
  /**
   * Host name on which the pages register the service worker (nowhere else, so that a preview or
   * `docs serve` never caches). An empty string registers none.
   * @example productionHost: 'docs.acme.dev'
   */
  productionHost: string;
  /**
   * Markdown files (paths relative to the content folder) that are not pages, such as a contributors' README.
   * @example exclude: ['README.md']
   */
  exclude?: string[];
  /**
   * API reference pages generated from the installed MUI X packages, joined to the navigation group of
   * each product (the key is the product, the value the pathname of its group in `pages.ts`).
   * @example apiReference: { groups: { 'tree-view': '/x/react-tree-view-group' } }
   */
  apiReference?: { groups: Record<string, string> };
  /**
   * Scope of the service worker.
   * @default the base path (`--base`)
   * @example serviceWorkerScope: '/x/'
   */
  serviceWorkerScope?: string;
  /**
   * The repository's web address: the GitHub link in the app bar, and the "Feedback" link of pages
   * whose front matter has a `githubLabel`. An empty string hides them.
   * @example repository: 'https://github.com/acme/ui'
   */
  repository: string;
  /**
   * Template of the "Edit this page" link under each page and the source link of each demo;
   * `{path}` is the file relative to the repository root. `docs check` fails when a link would name
   * a file that is not there. Without it the links are hidden.
   * @default no edit links
   * @example editUrl: 'https://github.com/acme/ui/edit/main/{path}'
   */
  editUrl?: string;
  /**
   * The site's languages. Every page is built in each: `/fr/…` from `index-fr.md` where it exists,
   * else the default language's page with a notice. Each needs `translations/<language>.json`.
   * @example languages: ['en', 'fr']
   */
  languages: string[];
  /**
   * The language served without a path prefix, and whose UI strings fill the others' gaps.
   * @example defaultLanguage: 'en'
   */
  defaultLanguage: string;
  /**
   * The entries of the version menu in the app bar; `current` marks the one being read.
   * @example versions: [{ text: 'v2', href: 'https://docs.acme.dev/', current: true }, { text: 'v1', href: 'https://v1.docs.acme.dev/' }]
   */
  versions: VersionLink[];
  /**
   * Replaces `versions` on pages whose path starts with the key.
   * @example productVersions: { '/charts/': [{ text: 'v3', href: 'https://docs.acme.dev/charts/', current: true }] }
   */
  productVersions: Record<string, VersionLink[]>;
  /**
   * A stylesheet of icon fonts loaded by every page (after the first paint); its origin is added to
   * the Content-Security-Policy. An empty string loads none.
   * @example iconFontStylesheet: 'https://fonts.googleapis.com/icon?family=Material+Icons'
   */
  iconFontStylesheet: string;
  /**
   * The ad slot of each page: the sponsor's script, the endpoint of in-house ads, and `backersUrl`
   * (a sponsor block linking there has nothing to show, so in-house ads are used). Pages have the slot,
   * with its height reserved so that an ad arriving shifts nothing, only when the content folder has
   * `ads/in-house.json`; without it they show no ads and keep no room for them.
   * @example ads: { sponsorScript: 'https://cdn.carbonads.com/carbon.js?serve=X', endpoint: 'https://ads.acme.dev/', backersUrl: 'https://acme.dev/backers' }
   */
  ads: { sponsorScript: string; endpoint: string; backersUrl?: string };
  /**
   * Share of page loads that report an ad display, and that report web vitals, to analytics (0 to 1).
   * @example analytics: { adDisplaySampleRatio: 0.1, webVitalsSampleRatio: 0.001 }
   */
  analytics: { adDisplaySampleRatio: number; webVitalsSampleRatio: number };
  /**
   * Where the "Was this page helpful?" form of each page posts (a path under the base, or a URL);
   * `docs serve` receives it at `/api/feedback`. An empty string hides the form.
   * @example feedbackEndpoint: '/api/feedback'
   */
  feedbackEndpoint: string;
  /**
   * Colours of the Material UI theme: each palette colour needs a `main`.
   * @example theme: { palette: { primary: { main: '#0072E5' } } }
   */
  theme: ThemeOverrides;
  /**
   * Links to these path prefixes are to another site, not broken links: the prefix is replaced by
   * the URL.
   * @example externalLinks: { '/material-ui/': 'https://mui.com/material-ui/' }
   */
  externalLinks?: Record<string, string>;
  /**
   * How demo type errors are reported: as errors, as warnings, or not checked.
   * @default 'error'
   * @example typeCheck: 'warn'
   */
  typeCheck?: 'error' | 'warn' | 'off';
  /**
   * How long, in seconds, a demo's module may take to load and its component to render on the server,
   * and the site's `pages.ts` to evaluate. A demo still running then (a loop that never ends) is
   * stopped and reported at its file, and the other pages are built. On Linux a demo's time is the CPU
   * time of the thread running it, so that a machine busy with other work does not stop a slow demo;
   * one that waits without computing is stopped at six times the limit.
   * @default 10
   * @example renderTimeout: 30
   */
  renderTimeout?: number;
  /**
   * How large the cache folder (`--cache-dir`) may grow: a number of bytes, or a size such as
   * `'500MB'` or `'2GB'` (units of 1,024 bytes). At the end of a build, at most once an hour and
   * at once under a new limit, the entries used least recently are deleted until the cache is under
   * the limit; an entry the build used is never deleted, so a limit below one build's needs is
   * exceeded. The shipped MUI X site's cache takes about 80 MB.
   * @default '2GB'
   * @example cacheSizeLimit: '500MB'
   */
  cacheSizeLimit?: number | string;
  /**
   * Component embed names (`{{"component": "Name"}}`) mapped to one of the site's registered components.
   * @default no names but the registered components' own
   * @example components: { '@mui/docs/ComponentLinkHeader': 'ComponentLinkHeader' }
   */
  components?: Record<string, string>;
  /**
   * Heading ids as GitHub makes them, or as MUI's docs do, for content whose links were written for
   * mui.com. MUI's changed with MUI X v9: `'mui'` makes them as the `@mui/internal-markdown`
   * installed beside the content does (`## On "onAccept"` is `on-quot-onaccept-quot` with v8's,
   * `on-onaccept` with v9's), as v8's when none is installed; `'mui-v9'` always as v9's.
   * @default 'github'
   * @example headingIds: 'mui'
   */
  headingIds?: 'github' | 'mui' | 'mui-v9';
  /**
   * Component embeds the site does not provide are errors instead of warnings.
   * @default false
   * @example strictComponents: true
   */
  strictComponents?: boolean;
  /**
   * The folder, relative to the content folder, that a component embed naming a file is read from:
   * `{{"component": "modules/Banner.js", "title": "Hi"}}` renders `<componentDir>/modules/Banner` (`.tsx`,
   * `.jsx` or `.js`) server-side and hydrates it like a demo, without a demo frame or code, with the
   * embed's other keys as its props. Names mapped in `components` win. A component whose imports cannot
   * be resolved, or that throws on the server, is a warning and renders nothing. The `mui` preset sets `'src'`,
   * as mui.com reads these paths.
   * @default none: only the names in `components` render
   * @example componentDir: 'src'
   */
  componentDir?: string;
  /**
   * A folder, relative to the content folder, whose files are the site's own, served and copied into
   * the output as they are, at the same paths under the base (`public/static/logo.png` →
   * `/static/logo.png`), as a Next.js app's `public/`. A file the build writes itself at a path wins.
   * The `mui` preset sets `'public'`.
   * @default none
   * @example publicDir: 'public'
   */
  publicDir?: string;
  /**
   * A content layout the compiler knows. `'mui'` reads a MUI docs folder as MUI keeps it: routes from
   * the `.js` files under `pages/` naming their markdown (`docsx/data/…/page.md?muiMarkdown`, or
   * `docs/data/…` by the docs package's own name), the navigation from `data/pages.ts`, `page-zh.md`
   * as Chinese twins, and the defaults MUI's content needs (heading ids, links to MUI's sibling docs,
   * the names the docs folder calls itself by as import aliases, MUI's `Link` as a plain link,
   * component embeds read from `src/`, `public/` served). A content folder with no
   * `site.config.ts` that has `data/pages.ts` and a `pages/` folder is read with it.
   * @example preset: 'mui'
   */
  preset?: 'mui';
  /**
   * Import prefixes of demos mapped to folders relative to the content folder, as a bundler's alias
   * (MUI's Next.js config maps `docsx` to its docs folder). Honoured by the bundler, the server render
   * and the type-check. `{ docsx: '.' }` resolves `docsx/data/grid/rows` to `<content>/data/grid/rows`.
   * The `paths` of the content folder's `tsconfig.json` that lead into the folder are aliases too;
   * this key wins over them on the same prefix.
   * @example alias: { docsx: '.', '@shared': 'src/shared' }
   */
  alias?: Record<string, string>;
  /**
   * Files added to every demo type-check program, relative to the content folder: the module
   * augmentations and global declarations the demos are written against, as a tsconfig's `files`.
   * The `mui` preset adds MUI's `data/pickersAdapterOverride.ts` where the folder has it.
   * @example typeCheckFiles: ['types/date-adapter.d.ts']
   */
  typeCheckFiles?: string[];
  /**
   * Number the lines of every fenced code block (default: false). A block says otherwise in its
   * fence: ```` ```tsx showLineNumbers ```` or ```` ```tsx showLineNumbers=false ````.
   * @example codeLineNumbers: true
   */
  codeLineNumbers?: boolean;
  /**
   * Show in each page's footer the date of the last commit that changed its markdown or, for a page
   * with a folder of its own, the demos beside it; the sitemap's `lastmod` gives the same date
   * (default: false). Pages git has no history for show none.
   * @example lastUpdated: true
   */
  lastUpdated?: boolean;
  /**
   * The site's own search vocabulary: each word a reader may type, mapped to words the pages use for
   * the same thing. A query with the word also finds sections with the others (ranked a little below
   * its own word, and their derived forms with them: `rename: ['edit']` finds "Editing"). Words are
   * matched as the index spells them, so `expanded` and `expanding` share an entry with `expand`. A
   * key of several words is a phrase, matched when the query has them in a row (`'screen reader'`):
   * its words are then asked about besides the query's own. The vocabulary travels in each language's
   * search manifest; the rest of the index is the same. English sites also get the compiler's own small
   * vocabulary of everyday words ("notified" → event, callback; "taller" → height; "upgrade" →
   * migration), which these entries extend, and its list of the words that frame a question ("how do
   * I", "is there a way to"), which do not rank.
   * @default none but the compiler's own, for English
   * @example searchSynonyms: { watermark: ['license'], spreadsheet: ['excel', 'clipboard'] }
   */
  searchSynonyms?: Record<string, string[]>;
}

/** An entry of the version menu. */
export interface VersionLink {
  /** The label in the menu, e.g. `v2`. */
  text: string;
  /** Where that version's documentation is. */
  href: string;
  /** The version being read: marked as current in the menu and shown on its button. */
  current?: boolean;
}

/** A colour of the Material UI palette; the shades left out are computed from `main`. */
export interface PaletteColorOverride {
  /** The colour, as CSS (`#0072E5`). */
  main: string;
  /** A lighter shade. */
  light?: string;
  /** A darker shade. */
  dark?: string;
  /** The text colour on `main`. */
  contrastText?: string;
}

/** The parts of the Material UI theme a site may change. */
export interface ThemeOverrides {
  /** Palette colours by name (`primary`, `secondary`, …). */
  palette?: Record<string, PaletteColorOverride>;
}

export type Translations = Record<string, string>;
