import type { Plan } from '../../templates/shared/nav';
import type { PageLink, PageNeighbour } from '../../templates/shared/page';
import type { SiteConfig, Translations } from '../../templates/shared/site';
import type { Diagnostic } from '../helpers/diagnostics';
import type { NavWindow } from './nav-window';
import type { IndexedPage } from '../search/index-language';
import type { ApiPage } from '../../templates/shared/api';
import type { AdRecord } from '../../templates/shared/ads';
import type { IslandPreloads } from '../../templates/shared/demo';
import type { PlaygroundApi } from '../demos/playground-knobs';

/** One page to render: everything decided once in the main thread, so a worker does only per-page work. */
export interface PageJob {
  route: string;
  lang: string;
  file: string;
  displayPath: string;
  contentPath: string;
  frameKey: string;
  activePath?: string;
  openGroups: string[];
  navTitle?: string;
  plan?: Plan;
  /** Its navigation entry's `disableDrawer`: no permanent drawer on this page. */
  disableDrawer?: true;
  previous?: PageNeighbour;
  next?: PageNeighbour;
  breadcrumbs: PageNeighbour[];
  editUrl?: string;
  untranslated: boolean;
  /** This page in every language, for `hreflang` alternates. */
  alternates: { lang: string; route: string }[];
  /** A generated API reference page, rendered from data instead of markdown. */
  api?: ApiPage;
  /** Where the rendering thread stores the page in the page cache; the HTML then never leaves it. */
  cacheKey?: string;
  /** When a commit last changed the page (ISO 8601), with `lastUpdated` on (see `pageLastUpdated`). */
  lastUpdated?: string;
  /** A twin of this page (same markdown file) comes next in this worker: the compiled source is kept for it. */
  twinFollows?: boolean;
}

export interface RenderAssets {
  stylesheet: string;
  /** The site's icon and its media type. */
  favicon: { href: string; type: string };
  highlightStylesheet: string;
  fontPreloads: string[];
  scripts: string[];
}

/** Shared by every page of a build; sent once to each worker. */
export interface RenderContext {
  config: SiteConfig;
  base: string;
  outDir: string;
  strings: Record<string, Translations>;
  /** Per language: the console script that reports missing strings in the page (empty when complete). */
  translationConsole: Record<string, string>;
  /** `${frameKey}|${lang}` → frame HTML around the main slot. */
  frames: Record<string, { before: string; after: string; windows?: Record<string, NavWindow> }>;
  sharedStyleIds: string[];
  assets: RenderAssets;
  /** Component embed names to the registered components they render (see embedComponentNames). */
  components: Record<string, string>;
  /** When false, pages are compiled for checks only and nothing is written. */
  write: boolean;
  contentDir: string;
  projectRoot: string;
  cacheDir: string;
  /** The ad block's module and in-house ads, when the site has `content/ads/`. */
  ads?: { module: string; inHouse: AdRecord[] };
  /** URLs of the search dialog module and index; absent when checking. */
  search?: { module: string; index: string };
  /** The compiler and installed packages (`compilerId`), for artefacts cached across builds. */
  versionKey: string;
  /** Return each page's HTML in its result too, for the page cache. */
  keepHtml?: boolean;
  /** The same pages are compiled again after each edit (`docs dev`, `--watch`): keep their last parses (see `MarkdownParses`). */
  reparseEdits?: boolean;
  /** The API of the components the pages' playgrounds play with, by name (see `playgroundApis`). */
  playgrounds?: Record<string, PlaygroundApi>;
  /** Client chunks of the demos and the island loader; absent when checking. */
  demoBundle?: { chunks: Record<string, string>; islands: string; preloads: IslandPreloads };
}

export interface PageResult {
  route: string;
  displayPath: string;
  links: PageLink[];
  ids: string[];
  diagnostics: Diagnostic[];
  bytes: number;
  /** Demo source files this page embeds, for type-checking. */
  demoFiles: string[];
  /** The page's search record, already tokenised. */
  search?: IndexedPage;
  /** The written document, when the context asks for it (`keepHtml`). */
  html?: string;
  /** The page's markdown twin, returned with `html`. */
  markdown?: string;
  /** Files of `static/code/` the page's demos fetch their JavaScript listings from. */
  codeFragments?: string[];
  /** The page's title and description, for the llms.txt lists. */
  title?: string;
  description?: string;
  /**
   * A demo of the page failed (it did not compile or load, threw, ran over the time limit, imports what
   * is missing): the cause may lie outside what the page's cache key covers (a helper, a package), so
   * the page is not kept in the page cache, and the next build renders it again. A component embed
   * that renders nothing is a warning, not a failure: the site can do without it.
   */
  demosFailed?: true;
}
