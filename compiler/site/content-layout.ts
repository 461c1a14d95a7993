import type { SiteConfig } from '../../templates/shared/site';
import { MUI_NAV_FILE } from '../config/mui-preset';
import type { Diagnostic } from '../helpers/diagnostics';
import { NAV_FILE } from '../nav/load-nav';
import { discoverPages, type PageSource } from './discover-pages';
import { discoverMuiPages } from './mui/mui-pages';
import type { LoadedTranslations } from './translations';

/** Where a content folder keeps its pages, its navigation and its UI strings. */
export interface ContentLayout {
  /** The navigation module, relative to the content folder. */
  navFile: string;
  /** Whether `translations/<lang>.json` holds the UI strings (MUI's docs keep other files there). */
  uiStrings: boolean;
  /** Whether a page may be left out of the navigation (MUI serves some pages by URL only). */
  unlistedPages: boolean;
  /** How to give a navigation entry its page, in this layout; the default hint where undefined. */
  missingPageHint?: (route: string, contentDisplay: string) => string;
  discover(contentDir: string, diagnostics: Diagnostic[]): Promise<PageSource[]>;
  /** Routes the site's app serves with no page of ours (MUI's React pages): links to them go to the site's `url`. Known once `discover` resolved. */
  elsewhere: string[];
}

export const NO_TRANSLATIONS: Promise<{ translations: LoadedTranslations; diagnostics: Diagnostic[] }> = Promise.resolve({ translations: { byLanguage: {}, files: {} }, diagnostics: [] });

/** Route folders of markdown (ours, VitePress's), or a MUI docs folder read in place (`preset: 'mui'`). */
export function contentLayout(config: SiteConfig): ContentLayout {
  if (config.preset === 'mui') {
    const elsewhere: string[] = [];
    return {
      navFile: MUI_NAV_FILE,
      uiStrings: false,
      unlistedPages: true,
      missingPageHint: (route, contentDisplay) =>
        `Add the route file ${contentDisplay}/pages${route.replace(/#.*$/, '').replace(/\/$/, '')}.js importing its markdown (import * as pageProps from 'docsx/data/…/page.md?muiMarkdown'), or remove the entry.`,
      elsewhere,
      discover: (contentDir, diagnostics) => discoverMuiPages(contentDir, { aliases: config.alias ?? {}, languages: config.languages, defaultLanguage: config.defaultLanguage, exclude: config.exclude ?? [] }, diagnostics, elsewhere),
    };
  }
  return {
    navFile: NAV_FILE,
    uiStrings: true,
    unlistedPages: false,
    elsewhere: [],
    discover: (contentDir, diagnostics) => discoverPages(contentDir, config.defaultLanguage, config.exclude, diagnostics),
  };
}
