import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../templates/shared/site';
import { packageRoot } from '../package-root';
import { MUI_SIBLING_DOCS } from './sibling-docs';

const PICKERS_ADAPTER_OVERRIDE = path.join('data', 'pickersAdapterOverride.ts');

/** Where a MUI docs folder keeps its navigation tree. */
export const MUI_NAV_FILE = path.join('data', 'pages.ts');

/**
 * Whether `contentDir` is a MUI docs folder as MUI keeps it (`data/pages.ts` and a `pages/` folder of
 * routes), to be read with the `mui` preset when it has no config of its own.
 */
export function looksLikeMuiDocs(contentDir: string): boolean {
  try {
    return existsSync(path.join(contentDir, MUI_NAV_FILE)) && statSync(path.join(contentDir, 'pages')).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The conventions of MUI's docs, under the site's own config keys: the site's keys win, maps are merged.
 * The aliases are MUI's Next.js ones (`docsx` is the docs folder itself), and `@mui/docs/Link`, which
 * needs Next's router and MUI's app around it, is a plain link (templates/mui/DocsLink.tsx).
 */
export function withMuiPreset(config: Partial<SiteConfig>, contentDir: string): Partial<SiteConfig> {
  return {
    // Makes every date of the pickers' demos `any`, so that each demo may use its own adapter's date type.
    ...(existsSync(path.join(contentDir, PICKERS_ADAPTER_OVERRIDE)) ? { typeCheckFiles: [PICKERS_ADAPTER_OVERRIDE] } : {}),
    title: 'MUI X',
    productName: 'MUI X',
    url: 'https://mui.com',
    productionHost: 'mui.com',
    repository: 'https://github.com/mui/mui-x',
    headingIds: 'mui',
    logo: 'mui',
    favicon: 'mui',
    // MUI's navigation lists the API pages itself (data/*ApiPages.ts): none are added to it.
    apiReference: { groups: {} },
    // mui.com reads a component embed's path (`modules/components/…`) under the docs folder's `src/`.
    componentDir: 'src',
    ...config,
    preset: 'mui',
    alias: { docsx: '.', '@mui/docs/Link': path.join(packageRoot(), 'templates', 'mui', 'DocsLink.tsx'), ...config.alias },
    components: { '@mui/docs/ComponentLinkHeader': 'ComponentLinkHeader', ...config.components },
    externalLinks: { ...MUI_SIBLING_DOCS, '/blog/': 'https://mui.com/blog/', ...config.externalLinks },
  };
}
