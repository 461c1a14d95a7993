import type { PageCache } from '../render/page-cache';
import type { Diagnostic } from '../helpers/diagnostics';
import type { BuildPool } from '../render/early-pool';
import type { PageJob, PageResult, RenderContext } from '../render/page-job';
import type { SearchIndexBuilder } from '../search/build-index';
import type { Site } from '../site/load-site';
import type { TypeScriptWork } from '../typescript/start-typescript';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  base?: string;
  jobs?: number;
  cacheDir: string;
  /** `--empty-out-dir`: replace an output folder holding files no build wrote (see `claimOutputFolder`). */
  emptyOutDir?: boolean;
  /** False to neither read nor write rendered pages in the cache (`--no-cache`). */
  cache?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Called after a successful build with what `docs build --watch` needs to update single pages. */
  onBuilt?: (built: BuiltSite) => void;
  /**
   * The TypeScript work, when the caller started it before loading this module (the CLI does: the
   * TypeScript thread is the longest part of a cold build, and loading the renderer takes a while).
   */
  typescript?: TypeScriptWork;
  /** The render workers, when the caller started them (`startBuildPool`) before loading this module, as the CLI does. */
  pool?: Promise<BuildPool>;
}

/** A finished build's state, kept by watch mode: re-rendering one page needs all of it but nothing else. */
export interface BuiltSite {
  site: Site;
  /** The render context, pointing at the final output folder. */
  ctx: RenderContext;
  jobs: PageJob[];
  results: PageResult[];
  searchIndex: SearchIndexBuilder;
  cache?: PageCache;
  fingerprint: string;
}

export interface BuildReport {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  /** Pages copied from the cache instead of rendered. */
  cached: number;
  bytes: number;
  seconds: number;
  /** Nothing the output depends on changed since the last build of this output folder: it was kept as it is. */
  unchanged?: boolean;
}

/** How a build ended, as a stage that ends it tells: the report without its time. */
export type Outcome = Omit<BuildReport, 'seconds' | 'pages' | 'cached' | 'bytes'> & Partial<Pick<BuildReport, 'pages' | 'cached' | 'bytes'>>;

/** What a stage returns when the build ends there (a check failed, or nothing changed). */
export interface Stop {
  outcome: Outcome;
}

/** A build that ends with `diagnostics`, at least one of them an error. */
export const failed = (diagnostics: Diagnostic[]): Stop => ({ outcome: { ok: false, diagnostics } });
