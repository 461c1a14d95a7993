import path from 'node:path';
import type { ApiPage } from '../../templates/shared/api';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { packageRoot } from '../helpers/package-root';
import { readCachedPackage, writeCachedPackage } from './cache';
import type { PackageApi } from './extract-package';
import type { StaleExtraction } from './extract-stale';
import { mergePackages } from './merge';
import { API_PACKAGES, resolvePackage, type ApiPackageSpec, type ResolvedPackage } from '../packages/packages';

export interface ApiTiming {
  package: string;
  version: string;
  /** Reading the cache entry, or extracting from the shared program (its build is `programMs`). */
  ms: number;
  cached: boolean;
}

export interface ExtractApiOptions {
  /** Holds `api-<package>@<version>.json` entries, e.g. `node_modules/.cache/docs`. */
  cacheDir: string;
  /** Package names from `API_PACKAGES` or specs of other packages; all of `API_PACKAGES` by default. */
  packages?: readonly (string | ApiPackageSpec)[];
  /** Where packages are resolved from; the docs compiler's own folder by default. */
  resolveFrom?: string;
  onTiming?: (timing: ApiTiming) => void;
  /**
   * Extracts the packages missing from the cache; in this thread by default. The build passes the
   * TypeScript worker's, which goes on to type-check the demos with the same declaration files.
   */
  extractStale?: ExtractStale;
}

export type ExtractStale = (stale: ResolvedPackage[], known: ResolvedPackage[], resolveFrom: string) => Promise<StaleExtraction>;

/** TypeScript's API is loaded only when an entry is missing from the cache. */
async function extractInThread(stale: ResolvedPackage[], known: ResolvedPackage[], resolveFrom: string): Promise<StaleExtraction> {
  const { extractStalePackages } = await import('./extract-stale');
  return extractStalePackages(stale, known, resolveFrom);
}

export interface ExtractApiResult {
  /** Sorted by pathname. */
  pages: ApiPage[];
  diagnostics: Diagnostic[];
  timings: ApiTiming[];
  /** Building the TypeScript program for the packages not cached; 0 when all were. */
  programMs: number;
}

/**
 * API reference pages from the installed packages' own declarations. Each package is extracted
 * once per version: cached packages are read back, the others share one TypeScript program.
 */
export async function extractApiPages(options: ExtractApiOptions): Promise<ExtractApiResult> {
  const resolveFrom = options.resolveFrom ?? packageRoot();
  const diagnostics: Diagnostic[] = [];
  const timings: ApiTiming[] = [];
  const record = (timing: ApiTiming) => {
    timings.push(timing);
    options.onTiming?.(timing);
  };

  const packages: ResolvedPackage[] = [];
  for (const requested of options.packages ?? API_PACKAGES) {
    const spec = typeof requested === 'string' ? API_PACKAGES.find((p) => p.name === requested) : requested;
    if (!spec) {
      diagnostics.push(
        diagnostic(
          'api-package-unknown',
          'error',
          manifestPath(resolveFrom),
          undefined,
          `${String(requested)} is not a package with API pages.`,
          `Use one of ${API_PACKAGES.map((p) => p.name).join(', ')}, or pass a spec with its product.`,
        ),
      );
      continue;
    }
    // The site's copy, else the compiler's (as a demo's imports resolve).
    const resolved = (await resolvePackage(spec, resolveFrom)) ?? (resolveFrom === packageRoot() ? undefined : await resolvePackage(spec, packageRoot()));
    if (resolved) packages.push(resolved);
    else diagnostics.push(missingPackage(spec.name, resolveFrom));
  }

  const results = new Map<string, PackageApi>();
  const stale: ResolvedPackage[] = [];
  for (const pkg of packages) {
    const started = performance.now();
    const cached = await readCachedPackage(options.cacheDir, pkg.spec.name, pkg.version);
    if (cached) {
      results.set(pkg.spec.name, cached);
      record({ package: pkg.spec.name, version: pkg.version, ms: performance.now() - started, cached: true });
    } else stale.push(pkg);
  }

  let programMs = 0;
  if (stale.length) {
    const extraction = await (options.extractStale ?? extractInThread)(stale, packages, resolveFrom);
    programMs = extraction.programMs;
    for (const name of extraction.unresolved) diagnostics.push(missingPackage(name, resolveFrom, 'has no type declarations'));
    if (extraction.compilerMissing) {
      diagnostics.push(
        diagnostic(
          'api-compiler-missing',
          'error',
          manifestPath(resolveFrom),
          undefined,
          `API pages are read from the packages' declarations by TypeScript's native compiler, which is not installed for ${process.platform}-${process.arch}.`,
          'Install the dependencies again with optional dependencies included (npm install --include=optional); typescript-native brings the compiler for each platform as one.',
        ),
      );
    }
    for (const api of extraction.apis) {
      try {
        await writeCachedPackage(options.cacheDir, api);
      } catch (error) {
        // The pages are good; only the next run pays for the missing entry.
        diagnostics.push(
          diagnostic('api-cache-write', 'warning', options.cacheDir, undefined, `Cannot cache the API of ${api.name}: ${(error as Error).message}`, 'Check that the cache folder is writable.'),
        );
      }
      results.set(api.name, api);
      record({ package: api.name, version: api.version, ms: extraction.timings.find((t) => t.package === api.name)?.ms ?? 0, cached: false });
    }
  }

  const ordered = packages.map((p) => results.get(p.spec.name)).filter((api): api is PackageApi => api !== undefined);
  const merged = mergePackages(ordered, packages);
  return { pages: merged.pages, diagnostics: [...diagnostics, ...ordered.flatMap((api) => api.diagnostics), ...merged.diagnostics], timings, programMs };
}

function missingPackage(name: string, resolveFrom: string, problem = 'is not installed'): Diagnostic {
  return diagnostic(
    'api-package-missing',
    'error',
    manifestPath(resolveFrom),
    undefined,
    `${name} ${problem}, so its API pages cannot be generated.`,
    `Install it (npm install ${name}) or leave it out of the packages to document.`,
  );
}

/** Packages are requested by, and installed for, the project whose manifest this is. */
function manifestPath(resolveFrom: string): string {
  return path.relative(process.cwd(), path.join(resolveFrom, 'package.json'));
}
