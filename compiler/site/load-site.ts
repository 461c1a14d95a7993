import path from 'node:path';
import type { NavEntry } from '../../templates/shared/nav';
import type { SiteConfig } from '../../templates/shared/site';
import { loadSiteConfig } from '../config/site-config';
import { editLinkDiagnostics } from './check-edit-links';
import type { Diagnostic } from '../helpers/diagnostics';
import { checkNav } from '../nav/check-nav';
import { deriveNav } from '../nav/derive-nav';
import { loadNav, type LoadedNav } from '../nav/load-nav';
import { normalizeNav, type SiteNav } from '../nav/normalize-nav';
import type { PageSource } from './discover-pages';
import { contentLayout, NO_TRANSLATIONS, type ContentLayout } from './content-layout';
import { linkMissingApiPagesOut } from './mui/api-gaps';
import { checkTranslations, loadTranslations, type LoadedTranslations } from './translations';
import { loadPageTitles, type PageTitles } from './page-titles';
import { checkStaleTranslations } from './stale-translations';
import type { ApiPage, ApiProduct } from '../../templates/shared/api';
import { withApiNav } from '../api/api-nav';
import { attachDemos } from '../api/demo-index';
import { extractApiPages } from '../api/extract-api-pages';
import type { TypeScriptWork } from '../typescript/start-typescript';
import { DIRECT_READS, type ContentReads } from './content-reads';
import type { PlaygroundApi } from '../demos/playground-knobs';
import { playgroundApis } from '../demos/playground-apis';

/** Everything known about a site before any page is compiled. */
export interface Site {
  contentDir: string;
  config: SiteConfig;
  pages: PageSource[];
  /** English (default-language) sources by route. */
  sourcesByRoute: Map<string, PageSource>;
  /** Translated sources by language, then by the English route. */
  translated: Map<string, Map<string, PageSource>>;
  navEntries: NavEntry[];
  nav: SiteNav;
  navDerived: boolean;
  translations: LoadedTranslations;
  /** Generated API reference pages by pathname; empty unless the config asks for them. */
  apiPages: Map<string, ApiPage>;
  /** The API of the components the pages' props playgrounds name, by name. */
  playgrounds: Record<string, PlaygroundApi>;
  pageTitles: PageTitles;
}

/** What `loadSite` gives: the site, unless a problem stops it, and the problems found. */
export interface LoadedSite {
  site?: Site;
  diagnostics: Diagnostic[];
}

export interface LoadSiteOptions {
  contentDir: string;
  cacheDir: string;
  /** The build's TypeScript thread, to extract the API reference in; this thread's otherwise. */
  typescript?: Pick<TypeScriptWork, 'extractStale' | 'noApi' | 'abandon'>;
  /** Told the pages (the resolved content folder, the config) as soon as they are found, before the API extraction. */
  onPages?: (pages: PageSource[], contentDir: string, config: SiteConfig) => void;
  /** The build's reads of content files, shared with its other passes over every page. */
  reads?: Pick<ContentReads, 'facts'>;
}

/** Loads config, pages, navigation and translations, and runs the checks that need no rendering. */
export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const contentDir = path.resolve(options.contentDir);
  const reads = options.reads ?? DIRECT_READS;
  const diagnostics: Diagnostic[] = [];
  const { config, diagnostics: configDiagnostics, file: configFile } = await loadSiteConfig(contentDir, options.cacheDir);
  diagnostics.push(...configDiagnostics);
  if (!config.apiReference) options.typescript?.noApi();
  // Started at once: the extraction is the longest step of a cold build, the navigation waits for
  // it, and it needs nothing of the pages.
  const extraction = config.apiReference ? extractApiPages({ cacheDir: options.cacheDir, resolveFrom: contentDir, ...(options.typescript ? { extractStale: options.typescript.extractStale } : {}) }) : undefined;
  // Settled here only if the site stops before its navigation is built: nobody reads it then.
  extraction?.catch(() => undefined);

  const layout = contentLayout(config);
  const pages = await discoverPages(contentDir, config, configFile, layout, diagnostics);
  options.onPages?.(pages, contentDir, config);
  const { sourcesByRoute, translated } = byLanguage(pages, config.defaultLanguage);

  const { nav: loadedNav, diagnostics: navDiagnostics } = await loadNav(contentDir, options.cacheDir, layout.navFile, config.renderTimeout);
  diagnostics.push(...navDiagnostics);
  // A warning (an icon that cannot render) leaves a navigation to build with.
  if (!loadedNav && navDiagnostics.length) {
    // The extraction begun above is nobody's to wait for now.
    options.typescript?.abandon();
    return { diagnostics };
  }

  const titles = new Map<string, string | undefined>();
  const titleOf = (route: string): string | undefined => titles.get(route);
  let navEntries = titledNavEntries(loadedNav, sourcesByRoute, titles, reads);
  // Read while the API extraction (seconds, in its own thread) runs: none of it depends on the API.
  const independent = Promise.all([layout.uiStrings ? loadTranslations(contentDir) : NO_TRANSLATIONS, loadPageTitles(contentDir), staleTranslations({ translated, sourcesByRoute }), config.apiReference ? guideComponents(sourcesByRoute, reads) : []]);
  // Settled here only if the extraction throws first: the build stops, and this result is nobody's.
  independent.catch(() => undefined);
  let apiPages = new Map<string, ApiPage>();
  if (config.apiReference && extraction) {
    const extracted = await extraction;
    diagnostics.push(...extracted.diagnostics);
    const pages = attachDemos(extracted.pages, (await independent)[3]);
    apiPages = new Map(pages.map((p) => [p.pathname, p]));
    navEntries = withApiNav(navEntries, pages, config.apiReference.groups as Partial<Record<ApiProduct, string>>);
    // Every package came from the cache: the demo type-check need not wait for an extraction.
    options.typescript?.noApi();
  }
  if (config.preset === 'mui' && config.apiReference) {
    const linked = linkMissingApiPagesOut(navEntries, new Set(apiPages.keys()), config.url.replace(/\/$/, ''), contentDir, config.externalLinks);
    navEntries = linked.entries;
    diagnostics.push(...linked.diagnostics);
  }
  const nav = normalizeNav(navEntries, titleOf, config.externalLinks);
  diagnostics.push(...checkSiteNav(nav, new Set([...sourcesByRoute.keys(), ...apiPages.keys()]), sourcesByRoute, loadedNav, layout, contentDir));

  const [{ translations, diagnostics: translationDiagnostics }, { titles: pageTitles, diagnostics: titleDiagnostics }, staleDiagnostics] = await independent;
  diagnostics.push(...translationDiagnostics);
  diagnostics.push(...checkTranslations(translations, config.defaultLanguage, config.languages));
  diagnostics.push(...titleDiagnostics);
  diagnostics.push(...staleDiagnostics);

  return {
    site: { contentDir, config, pages, sourcesByRoute, translated, navEntries, nav, navDerived: !loadedNav, translations, pageTitles, apiPages, playgrounds: sitePlaygrounds(apiPages, pages, reads) },
    diagnostics,
  };
}

/** The layout's pages, their edit links checked; the routes the site's app serves become external links of `config`. */
async function discoverPages(contentDir: string, config: SiteConfig, configFile: { display: string; source: string } | undefined, layout: ContentLayout, diagnostics: Diagnostic[]): Promise<PageSource[]> {
  const pages = await layout.discover(contentDir, diagnostics);
  if (configFile) diagnostics.push(...editLinkDiagnostics(config.editUrl, contentDir, pages.map((page) => page.file), configFile));
  if (layout.elsewhere.length) {
    // Links to the app's own React pages (MUI's full-screen demos) go to the published site.
    const origin = config.url.replace(/\/$/, '');
    config.externalLinks = { ...Object.fromEntries(layout.elsewhere.map((route) => [route, `${origin}${route}`])), ...config.externalLinks };
  }
  return pages;
}

/** The default language's sources by route, and each translation's by its English route. */
function byLanguage(pages: PageSource[], defaultLanguage: string): Pick<Site, 'sourcesByRoute' | 'translated'> {
  const sourcesByRoute = new Map<string, PageSource>();
  const translated = new Map<string, Map<string, PageSource>>();
  for (const page of pages) {
    if (page.lang === defaultLanguage) sourcesByRoute.set(page.route, page);
    else {
      const englishRoute = page.route.slice(page.lang.length + 1);
      if (!translated.has(page.lang)) translated.set(page.lang, new Map());
      translated.get(page.lang)!.set(englishRoute, page);
    }
  }
  return { sourcesByRoute, translated };
}

/**
 * The navigation's entries, the site's own or else derived from its pages; the titles of the pages
 * that give an entry its title read into `titles`.
 */
function titledNavEntries(loadedNav: LoadedNav | undefined, sourcesByRoute: Map<string, PageSource>, titles: Map<string, string | undefined>, reads: Pick<ContentReads, 'facts'>): NavEntry[] {
  if (loadedNav) {
    // Entries without a title take their page's heading; only those pages are read here.
    readTitles(collectUntitled(loadedNav.entries), sourcesByRoute, titles, reads);
    return loadedNav.entries;
  }
  readTitles([...sourcesByRoute.keys()], sourcesByRoute, titles, reads);
  return deriveNav([...sourcesByRoute.keys()], (route) => titles.get(route));
}

function checkSiteNav(nav: SiteNav, routes: Set<string>, sourcesByRoute: Map<string, PageSource>, loadedNav: LoadedNav | undefined, layout: ContentLayout, contentDir: string): Diagnostic[] {
  const contentDisplay = path.relative(process.cwd(), contentDir) || '.';
  const pageFiles = new Map([...sourcesByRoute].map(([route, source]) => [route, source.displayPath]));
  return checkNav(
    nav,
    routes,
    pageFiles,
    loadedNav?.file,
    loadedNav?.source,
    contentDisplay,
    layout.unlistedPages,
    ...(layout.missingPageHint ? [(route: string) => layout.missingPageHint!(route, contentDisplay)] : []),
  );
}

/**
 * Translations older than their English page in git history (`checkStaleTranslations`). The history,
 * not the files, decides it: a build that takes the site from the last build's plan checks it again.
 */
export function staleTranslations(site: Pick<Site, 'translated' | 'sourcesByRoute'>): Promise<Diagnostic[]> {
  const pairs = [...site.translated.values()].flatMap((byRoute) =>
    [...byRoute].flatMap(([route, translation]) => {
      const english = site.sourcesByRoute.get(route);
      return english ? [{ english, translation }] : [];
    }),
  );
  return checkStaleTranslations(pairs);
}

function collectUntitled(entries: NavEntry[]): string[] {
  const out: string[] = [];
  const walk = (list: NavEntry[]) =>
    list.forEach((e) => {
      if (!e.title && !e.subheader && !e.children) out.push(e.pathname.endsWith('/') ? e.pathname : `${e.pathname}/`);
      if (e.children) walk(e.children);
    });
  walk(entries);
  return out;
}

/**
 * Synchronously, as the other reads of every page in a row (see `pageKey`): through promises, a
 * thousand small files took ten times as long.
 */
function readTitles(routes: string[], sources: Map<string, PageSource>, titles: Map<string, string | undefined>, reads: Pick<ContentReads, 'facts'>): void {
  for (const route of routes) {
    const source = sources.get(route);
    if (source) titles.set(route, reads.facts(source.file).title);
  }
}

/** The API of the components the pages' playgrounds name; a site without API pages has none to read. */
function sitePlaygrounds(apiPages: Map<string, ApiPage>, pages: PageSource[], reads: Pick<ContentReads, 'facts'>): Record<string, PlaygroundApi> {
  return apiPages.size ? playgroundApis(apiPages.values(), pages.flatMap((page) => reads.facts(page.file).demos)) : {};
}

/** Each guide's `components:` front matter, read without compiling the page. */
function guideComponents(sources: Map<string, PageSource>, reads: Pick<ContentReads, 'facts'>): { pathname: string; title: string; components: string[] }[] {
  return [...sources].map(([route, source]) => {
    const facts = reads.facts(source.file);
    return { pathname: route, title: facts.title ?? route, components: facts.components };
  });
}
