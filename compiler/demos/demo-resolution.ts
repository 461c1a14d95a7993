import { existsSync, readFileSync } from 'node:fs';
import type { SiteConfig } from '../../templates/shared/site';
import path from 'node:path';
import { layoutStamp } from '../helpers/install-stamp';
import { PEER_PACKAGES } from '../startup/site-packages';
import type { SiteTsconfig } from './site-tsconfig';

/**
 * How the demos of one content folder resolve their imports beyond relative paths: the config's
 * `alias` prefixes (each an absolute folder), and the `node_modules` folders from the content folder
 * up, looked in before the compiler's own.
 */
export interface DemoResolution {
  contentDir: string;
  aliases: { prefix: string; dir: string }[];
  /** `node_modules` folders from the content folder up to the root, nearest first; the compiler's own are not among them. */
  contentModules: string[];
  /** Absolute paths of the config's `typeCheckFiles`, in every type-check program. */
  typeFiles: string[];
  /** The site tsconfig's strictness flags, JSX options and `lib`, over the type-check's defaults. */
  typeOptions: SiteTsconfig['typeOptions'];
  /** The absolute folder component embeds name files in (the config's `componentDir`); none when not set. */
  componentDir?: string;
}

/**
 * Packages the renderer shares with every demo: a second copy of any of them breaks server rendering
 * and hydration, so a demo's import of one always gets the renderer's copy: the site's when the CLI
 * took the peers from the site (`loadPeersFrom`), else the compiler's.
 */
export const RENDERER_PACKAGES = new Set(PEER_PACKAGES);

/** Content folders of this process, by absolute path: a build, a check or `docs dev` registers its own as it loads its config. */
const registered = new Map<string, DemoResolution>();

/**
 * Records how `contentDir`'s demos resolve, given its config's `alias` and `typeCheckFiles`, its
 * tsconfig's options and the compiler's root.
 */
export function registerDemoResolution(
  contentDir: string,
  config: Pick<SiteConfig, 'alias' | 'typeCheckFiles' | 'componentDir'>,
  compilerRoot: string,
  tsconfig: Pick<SiteTsconfig, 'paths' | 'typeOptions'> = { paths: {}, typeOptions: {} },
): DemoResolution {
  const root = path.resolve(contentDir);
  const own = path.join(path.resolve(compilerRoot), 'node_modules');
  const contentModules: string[] = [];
  for (let dir = root; ; dir = path.dirname(dir)) {
    const modules = path.join(dir, 'node_modules');
    // Where the content sits inside the compiler's project, its node_modules are the compiler's.
    if (modules === own) break;
    if (existsSync(modules)) contentModules.push(modules);
    if (dir === path.dirname(dir)) break;
  }
  const configured = Object.entries(config.alias ?? {}).map(([prefix, dir]) => ({ prefix, dir: path.resolve(root, dir) }));
  const aliases = [...configured, ...tsconfigAliases(tsconfig.paths, root).filter((alias) => !configured.some((own) => own.prefix === alias.prefix))].sort((a, b) => b.prefix.length - a.prefix.length);
  const typeFiles = (config.typeCheckFiles ?? []).map((file) => path.resolve(root, file));
  const resolution = { contentDir: root, aliases, contentModules, typeFiles, typeOptions: tsconfig.typeOptions, ...(typeof config.componentDir === 'string' ? { componentDir: path.resolve(root, config.componentDir) } : {}) };
  registered.set(root, resolution);
  return resolution;
}

/**
 * The tsconfig `paths` that are the site's own import names, as aliases for every stage: a prefix
 * (`@widgets/*`) or a module (`@widgets`) with one target inside the site's folder. Paths leading
 * elsewhere (a monorepo mapping its packages to their sources) are left out: demos are built and
 * checked against the packages a reader installs.
 */
function tsconfigAliases(paths: Record<string, string[]>, root: string): { prefix: string; dir: string }[] {
  const aliases: { prefix: string; dir: string }[] = [];
  for (const [pattern, targets] of Object.entries(paths)) {
    const target = targets.length === 1 ? targets[0]! : undefined;
    if (!target) continue;
    const wildcard = pattern.endsWith('/*') && /[\\/]\*$/.test(target);
    if (!wildcard && (pattern.includes('*') || target.includes('*'))) continue;
    const dir = wildcard ? target.slice(0, -2) : target;
    if (dir === root || dir.startsWith(`${root}${path.sep}`)) aliases.push({ prefix: wildcard ? pattern.slice(0, -2) : pattern, dir });
  }
  return aliases;
}

/** The registered resolutions, as plain data for another thread (`adoptResolutions`). */
export function registeredResolutions(): DemoResolution[] {
  return [...registered.values()];
}

/** Registers resolutions made in another thread: a TypeScript thread loads no config of its own. */
export function adoptResolutions(resolutions: readonly DemoResolution[]): void {
  for (const resolution of resolutions) registered.set(resolution.contentDir, resolution);
}

/** The resolution of the registered content folder that holds `file`, the innermost one. */
export function resolutionOf(file: string): DemoResolution | undefined {
  let best: DemoResolution | undefined;
  for (const resolution of registered.values()) {
    if ((file === resolution.contentDir || file.startsWith(`${resolution.contentDir}${path.sep}`)) && (!best || resolution.contentDir.length > best.contentDir.length)) best = resolution;
  }
  return best;
}

/** The absolute path (as written, before extensions) an aliased import of `importer` names; undefined when no alias applies. */
export function aliasedPath(specifier: string, importer: string): string | undefined {
  const resolution = resolutionOf(importer);
  if (!resolution) return undefined;
  for (const { prefix, dir } of resolution.aliases) {
    if (specifier === prefix) return dir;
    if (specifier.startsWith(`${prefix}/`)) return path.join(dir, specifier.slice(prefix.length + 1));
  }
  return undefined;
}

/** What the registered resolutions are, installed packages included: a verdict reached under others no longer holds. */
export function resolutionStamp(): string {
  return JSON.stringify([...registered.values()].map((r) => [r.contentDir, r.aliases, r.typeOptions, r.contentModules.map((modules) => [modules, layoutStamp(modules) ?? '']), r.typeFiles.map((file) => [file, textOf(file)])]));
}

/** Whether a registered content folder has aliases or node_modules of its own (else demos resolve as the compiler's own files do). */
export function hasSiteResolution(): boolean {
  return [...registered.values()].some((r) => r.aliases.length > 0 || r.contentModules.length > 0);
}

/** Every alias prefix of the registered content folders. */
export function aliasPrefixes(): Set<string> {
  return new Set([...registered.values()].flatMap((r) => r.aliases.map((a) => a.prefix)));
}

/** The node_modules folders of every registered content folder, for importers outside them (the compiler's packages, whose peers a site may install). */
export function siteModules(): string[] {
  return [...new Set([...registered.values()].flatMap((r) => r.contentModules))];
}

function textOf(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
