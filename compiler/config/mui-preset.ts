import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../templates/shared/site';
import { readSiteTsconfig } from '../demos/site-tsconfig';
import { packageRoot } from '../helpers/package-root';
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

/** The packages MUI has published its docs components in: `@mui/docs` up to MUI X v8, `@mui/internal-core-docs` since. */
export const MUI_DOCS_PACKAGES = ['@mui/docs', '@mui/internal-core-docs'] as const;

/**
 * The names the docs folder calls itself by, as aliases of folders relative to it: the `paths` of its
 * tsconfig (and the configs it extends) that lead into it (MUI X v8's `docsx/*`), and the docs
 * package's own name (`docs` in its package.json, which v9's route files import markdown through),
 * unless the tsconfig maps that name elsewhere (v8 maps `docs/*` to MUI's monorepo).
 */
export function selfAliases(contentDir: string): Record<string, string> {
  const root = path.resolve(contentDir);
  const aliases: Record<string, string> = {};
  const mapped = new Set<string>();
  for (const [pattern, targets] of Object.entries(readSiteTsconfig(root).paths)) {
    if (!pattern.endsWith('/*') || targets.length !== 1 || !targets[0]!.endsWith(`${path.sep}*`)) continue;
    const prefix = pattern.slice(0, -2);
    mapped.add(prefix);
    const dir = targets[0]!.slice(0, -2);
    if (dir === root || dir.startsWith(`${root}${path.sep}`)) aliases[prefix] = path.relative(root, dir) || '.';
  }
  const name = packageName(root);
  if (name && !mapped.has(name)) aliases[name] = '.';
  return aliases;
}

function packageName(dir: string): string | undefined {
  try {
    const name = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' && name ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The conventions of MUI's docs, under the site's own config keys: the site's keys win, maps are merged.
 * The aliases are the names the folder calls itself by (selfAliases), MUI's `Link`, which needs
 * Next's router and MUI's app around it, as a plain link (templates/mui/DocsLink.tsx), and Next's
 * router as a static page has it (templates/mui/NextRouter.ts).
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
    // Next.js serves the files of `public/` at the site's root: MUI's pages show `/static/x/…` images from there.
    publicDir: 'public',
    ...config,
    preset: 'mui',
    alias: {
      ...selfAliases(contentDir),
      ...byDocsPackage('Link', path.join(packageRoot(), 'templates', 'mui', 'DocsLink.tsx')),
      // Demos of MUI's own pages read Next's router (v9's production-error decoder): a static one.
      'next/router': path.join(packageRoot(), 'templates', 'mui', 'NextRouter.ts'),
      ...config.alias,
    },
    components: { ...byDocsPackage('ComponentLinkHeader', 'ComponentLinkHeader'), ...config.components },
    externalLinks: { ...MUI_SIBLING_DOCS, '/blog/': 'https://mui.com/blog/', ...config.externalLinks },
  };
}

/** `{ '@mui/docs/<module>': value, '@mui/internal-core-docs/<module>': value }`. */
function byDocsPackage(module: string, value: string): Record<string, string> {
  return Object.fromEntries(MUI_DOCS_PACKAGES.map((pkg) => [`${pkg}/${module}`, value]));
}
