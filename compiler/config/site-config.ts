import path from 'node:path';
import { readText } from '../helpers/text-files';
import type { SiteConfig } from '../../templates/shared/site';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';
import { loadTsModule } from './load-ts-module';
import { registerDemoResolution } from '../demos/demo-resolution';
import { readSiteTsconfig } from '../demos/site-tsconfig';
import { packageRoot } from '../helpers/package-root';
import { installedMuiHeadingIds } from './mui-heading-ids';
import { looksLikeMuiDocs, withMuiPreset } from './mui-preset';
import { MUI_SIBLING_DOCS } from './sibling-docs';
import { imageKeyDiagnostics } from './image-keys';
import { cacheSizeLimitBytes } from '../cache/prune-cache';

export { MUI_SIBLING_DOCS };

export const CONFIG_FILE = 'site.config.ts';

/** What a site gets when it has no `site.config.ts` (a plain markdown folder). */
export function defaultSiteConfig(title = 'Documentation'): SiteConfig {
  return {
    title,
    productName: title,
    url: 'https://example.com',
    productionHost: 'example.com',
    repository: '',
    languages: ['en'],
    defaultLanguage: 'en',
    versions: [],
    productVersions: {},
    iconFontStylesheet: '',
    ads: { sponsorScript: '', endpoint: '' },
    analytics: { adDisplaySampleRatio: 0.1, webVitalsSampleRatio: 0.0001 },
    feedbackEndpoint: '',
    theme: {},
    externalLinks: MUI_SIBLING_DOCS,
  };
}

/** The keys `validateSiteConfig` accepts; the guide's coverage test holds them to `SiteConfig`'s. */
export const KNOWN_KEYS = new Set(Object.keys(defaultSiteConfig()).concat('description', 'editUrl', 'serviceWorkerScope', 'exclude', 'apiReference', 'typeCheck', 'components', 'strictComponents', 'componentDir', 'publicDir', 'headingIds', 'preset', 'alias', 'typeCheckFiles', 'codeLineNumbers', 'lastUpdated', 'logo', 'favicon', 'renderTimeout', 'searchSynonyms', 'cacheSizeLimit'));
const TYPE_CHECK_MODES = ['error', 'warn', 'off'];

/**
 * Loads and validates `content/site.config.ts`; a missing file yields the defaults. The content's
 * demo resolution (its aliases, tsconfig and node_modules) is registered for this process as it is known.
 */
export async function loadSiteConfig(
  contentDir: string,
  cacheDir: string,
): Promise<{ config: SiteConfig; diagnostics: Diagnostic[]; file?: { display: string; source: string } }> {
  const loaded = await readSiteConfig(contentDir, cacheDir);
  // MUI's heading ids changed with MUI X v9: made as the site's own MUI markdown package makes them.
  if (loaded.config.headingIds === 'mui') loaded.config.headingIds = await installedMuiHeadingIds(contentDir);
  const tsconfig = registerContentResolution(contentDir, loaded.config);
  return { ...loaded, diagnostics: [...loaded.diagnostics, ...tsconfig.diagnostics] };
}

/**
 * Registers how `contentDir`'s demos resolve under `config` (its aliases, tsconfig and node_modules)
 * for this process: as the config loads, or, where a build takes the site its last build planned, from
 * that plan's config, before anything is bundled (else the demos would bundle as the compiler's own files).
 */
export function registerContentResolution(contentDir: string, config: SiteConfig): ReturnType<typeof readSiteTsconfig> {
  const tsconfig = readSiteTsconfig(contentDir);
  registerDemoResolution(contentDir, config, packageRoot(), tsconfig);
  return tsconfig;
}

async function readSiteConfig(
  contentDir: string,
  cacheDir: string,
): Promise<{ config: SiteConfig; diagnostics: Diagnostic[]; file?: { display: string; source: string } }> {
  const file = path.join(contentDir, CONFIG_FILE);
  const display = path.relative(process.cwd(), file);
  let source: string;
  try {
    source = await readText(file);
  } catch {
    // MUI's docs folder needs no config of ours: its layout says what it is.
    return { config: looksLikeMuiDocs(contentDir) ? { ...defaultSiteConfig(), ...withMuiPreset({}, contentDir) } : defaultSiteConfig(), diagnostics: [] };
  }
  const loaded = await loadTsModule<Partial<SiteConfig>>(file, display, cacheDir);
  if (!loaded.ok) return { config: defaultSiteConfig(), diagnostics: loaded.diagnostics };
  const diagnostics = validateSiteConfig(loaded.value, source, display, contentDir);
  // An invalid config is reported, and the remaining checks run against the defaults.
  if (diagnostics.length) return { config: defaultSiteConfig(), diagnostics, file: { display, source } };
  const own = loaded.value.preset === 'mui' ? withMuiPreset(loaded.value, contentDir) : loaded.value;
  return { config: { ...defaultSiteConfig(), ...own }, diagnostics, file: { display, source } };
}

/**
 * Checks keys and theme colours; positions come from the config's source text. With the content
 * folder, the images the config names must be files of it.
 */
export function validateSiteConfig(value: unknown, source: string, display: string, contentDir?: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (needle: string) => {
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const offset = source.search(new RegExp(`(?:\\b|['"])${escaped}['"]?\\s*:`));
    return offset >= 0 ? positionAt(source, offset) : { line: 1, column: 1 };
  };
  if (typeof value !== 'object' || value === null) {
    return [diagnostic('config-invalid', 'error', display, { line: 1, column: 1 }, 'The default export must be an object.', "Write export default { title: 'My docs', url: 'https://example.com', … }.")];
  }
  for (const key of Object.keys(value)) {
    if (!KNOWN_KEYS.has(key)) {
      diagnostics.push(
        diagnostic('config-unknown-key', 'error', display, at(key), `Unknown config key "${key}".`, `Known keys: ${[...KNOWN_KEYS].join(', ')}.`),
      );
    }
  }
  const config = value as Partial<SiteConfig>;
  for (const key of ['title', 'url'] as const) {
    if (key in config && typeof config[key] !== 'string') {
      diagnostics.push(diagnostic('config-invalid', 'error', display, at(key), `"${key}" must be a string.`, `Write ${key}: '${key === 'url' ? 'https://example.com' : 'My docs'}'.`));
    }
  }
  if ('typeCheck' in config && !TYPE_CHECK_MODES.includes(config.typeCheck as string)) {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('typeCheck'), '"typeCheck" must be "error", "warn" or "off".', "Write typeCheck: 'warn' to report demo type errors as warnings."));
  }
  if ('cacheSizeLimit' in config && !((typeof config.cacheSizeLimit === 'number' || typeof config.cacheSizeLimit === 'string') && cacheSizeLimitBytes(config.cacheSizeLimit) !== undefined)) {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('cacheSizeLimit'), '"cacheSizeLimit" must be a number of bytes or a size such as "500MB" or "2GB".', "Write cacheSizeLimit: '1GB' to keep the cache folder under a gigabyte."));
  }
  if ('renderTimeout' in config && !(typeof config.renderTimeout === 'number' && config.renderTimeout > 0 && Number.isFinite(config.renderTimeout))) {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('renderTimeout'), '"renderTimeout" must be a number of seconds above 0.', 'Write renderTimeout: 30 to give each demo 30 seconds to load and render.'));
  }
  if ('headingIds' in config && !['github', 'mui', 'mui-v9'].includes(config.headingIds as string)) {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('headingIds'), '"headingIds" must be "github", "mui" or "mui-v9".', "Write headingIds: 'mui' for content whose links were written for mui.com."));
  }
  diagnostics.push(...imageKeyDiagnostics(config, contentDir, at, display));
  if ('preset' in config && config.preset !== 'mui') {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('preset'), `Unknown preset ${JSON.stringify(config.preset)}: the one preset is "mui".`, "Write preset: 'mui' to read a MUI docs folder as MUI keeps it, or remove the key."));
  }
  if ('alias' in config) diagnostics.push(...aliasDiagnostics(config.alias, at('alias'), display));
  if ('componentDir' in config && (typeof config.componentDir !== 'string' || path.isAbsolute(config.componentDir))) {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('componentDir'), '"componentDir" must name a folder relative to the content folder.', "Write componentDir: 'src'"));
  }
  if ('publicDir' in config && (typeof config.publicDir !== 'string' || path.isAbsolute(config.publicDir))) {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('publicDir'), '"publicDir" must name a folder relative to the content folder.', "Write publicDir: 'public'"));
  }
  if ('typeCheckFiles' in config && (!Array.isArray(config.typeCheckFiles) || config.typeCheckFiles.some((file) => typeof file !== 'string' || path.isAbsolute(file)))) {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('typeCheckFiles'), '"typeCheckFiles" must list files relative to the content folder.', "Write typeCheckFiles: ['types/date-adapter.d.ts']"));
  }
  if ('lastUpdated' in config && typeof config.lastUpdated !== 'boolean') {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('lastUpdated'), '"lastUpdated" must be true or false.', 'Write lastUpdated: true to date each page from git.'));
  }
  if ('codeLineNumbers' in config && typeof config.codeLineNumbers !== 'boolean') {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('codeLineNumbers'), '"codeLineNumbers" must be true or false.', 'Write codeLineNumbers: true to number the lines of every code block.'));
  }
  if ('searchSynonyms' in config) diagnostics.push(...synonymDiagnostics(config.searchSynonyms, at('searchSynonyms'), display));
  if ('strictComponents' in config && typeof config.strictComponents !== 'boolean') {
    diagnostics.push(diagnostic('config-invalid', 'error', display, at('strictComponents'), '"strictComponents" must be true or false.', 'Write strictComponents: true'));
  }
  diagnostics.push(...stringMapDiagnostics(config, at, display));
  const palette = config.theme?.palette ?? {};
  for (const [name, colour] of Object.entries(palette)) {
    if (typeof colour !== 'object' || colour === null || typeof (colour as { main?: unknown }).main !== 'string') {
      diagnostics.push(
        diagnostic(
          'theme-colour-main',
          'error',
          display,
          at(name),
          `Theme colour "${name}" has no "main" string.`,
          `Give it a main colour, e.g. ${name}: { main: '#0072E5' }.`,
        ),
      );
    }
  }
  return diagnostics;
}

/** `externalLinks` and `components` map strings to strings; an external link, a path prefix to an http(s) URL. */
function stringMapDiagnostics(config: Partial<SiteConfig>, at: (key: string) => { line: number; column: number }, display: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const key of ['externalLinks', 'components'] as const) {
    const map = config[key];
    if (map === undefined) continue;
    if (typeof map !== 'object' || map === null || Object.values(map).some((v) => typeof v !== 'string')) {
      diagnostics.push(diagnostic('config-invalid', 'error', display, at(key), `"${key}" must map strings to strings.`, key === 'externalLinks' ? "Write externalLinks: { '/material-ui/': 'https://mui.com/material-ui/' }" : "Write components: { '@mui/docs/ComponentLinkHeader': 'ComponentLinkHeader' }"));
      continue;
    }
    if (key === 'externalLinks') {
      for (const [prefix, url] of Object.entries(map)) {
        if (!prefix.startsWith('/') || !prefix.endsWith('/') || !/^https?:\/\//.test(url)) {
          diagnostics.push(diagnostic('config-invalid', 'error', display, at(key), `External link prefix "${prefix}" must be a path between slashes mapped to an http(s) URL.`, "Write '/material-ui/': 'https://mui.com/material-ui/'"));
        }
      }
    }
  }
  return diagnostics;
}

/** A search vocabulary maps words to lists of words. */
function synonymDiagnostics(synonyms: unknown, at: { line: number; column: number }, display: string): Diagnostic[] {
  const hint = "Write searchSynonyms: { watermark: ['license'] }: each word a reader may type, mapped to the words the pages use.";
  if (typeof synonyms !== 'object' || synonyms === null || Array.isArray(synonyms)) return [diagnostic('config-invalid', 'error', display, at, '"searchSynonyms" must map words to lists of words.', hint)];
  return Object.entries(synonyms).flatMap(([word, others]) =>
    Array.isArray(others) && others.every((other) => typeof other === 'string') && /[\p{L}\p{N}]/u.test(word)
      ? []
      : [diagnostic('config-invalid', 'error', display, at, `The search synonyms of "${word}" must be a word mapped to a list of words (strings).`, hint)],
  );
}

/** An alias map is import prefixes (no slash at either end) mapped to folder paths relative to the content folder. */
function aliasDiagnostics(alias: unknown, at: { line: number; column: number }, display: string): Diagnostic[] {
  const hint = "Write alias: { docsx: '.', '@shared': 'src/shared' }: prefixes of import paths mapped to folders relative to the content folder.";
  if (typeof alias !== 'object' || alias === null || Array.isArray(alias)) return [diagnostic('config-invalid', 'error', display, at, '"alias" must map import prefixes to folders.', hint)];
  const diagnostics: Diagnostic[] = [];
  for (const [prefix, folder] of Object.entries(alias)) {
    if (typeof folder !== 'string') diagnostics.push(diagnostic('config-invalid', 'error', display, at, `The alias "${prefix}" must name a folder (a string), not ${folder === null ? 'null' : typeof folder}.`, hint));
    else if (!prefix || prefix.startsWith('.') || prefix.startsWith('/') || prefix.endsWith('/')) diagnostics.push(diagnostic('config-invalid', 'error', display, at, `The alias "${prefix}" must be an import prefix such as "docsx" or "@shared", without a leading dot or slashes at its ends.`, hint));
    else if (path.isAbsolute(folder)) diagnostics.push(diagnostic('config-invalid', 'error', display, at, `The alias "${prefix}" names the absolute path ${folder}, which no other checkout has.`, 'Give the folder relative to the content folder.'));
  }
  return diagnostics;
}
