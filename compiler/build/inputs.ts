import path from 'node:path';
import { buildInputs, reusableBuild, type ReusedBuild } from './build-manifest';
import { FileHashes } from '../cache/file-hashes';
import { startOutputCheck, type OutputCheck } from './output-check';
import { PageCache } from '../render/page-cache';
import { cleanStaleStaging } from '../output/atomic-output';
import { normalizeBase } from '../output/base-path';
import { claimOutputFolder } from '../output/output-folder';
import { trace } from '../helpers/trace';
import { failed, type BuildOptions, type Outcome, type Stop } from './contract';
import type { BuildSession } from './session';

/** What the inputs stage found: the build goes on, the output folder locked. */
export interface BuildInputs {
  /** Watch mode needs the build's state in memory, so it neither reuses nor records a build. */
  reuse: boolean;
  cache: PageCache | undefined;
  /** The content files' hashes, kept between builds by their stamps: only with `reuse`. */
  hashes: FileHashes | undefined;
  read: Awaited<ReturnType<typeof buildInputs>> | undefined;
  /** The hash of everything the output depends on, recorded with the build. */
  inputs: string;
  /** Whether the workers compile pages ahead (`warmPool`). */
  warmable: boolean;
  /** The previous output, checked meanwhile for what this build can keep of it. */
  checkingOutput: OutputCheck | undefined;
}

/**
 * The first stage: the output folder is claimed, the inputs hashed, and either the previous output
 * is kept as it is (nothing changed since the build that wrote it) or the folder is locked for this
 * build.
 */
export async function readInputs(options: BuildOptions, session: BuildSession): Promise<BuildInputs | Stop> {
  // Checked by the CLI before it starts anything; again here for other callers, and for each build of
  // `--watch`, which may find the folder replaced meanwhile.
  const refused = claimOutputFolder(options);
  if (refused) return failed([refused]);
  const reuse = options.cache !== false && !options.onBuilt;
  const cache = options.cache === false ? undefined : new PageCache(options.cacheDir);
  const emptyCache = cache?.isEmpty() ?? false;
  // Started by the CLI, or here (`startBuildPool`). Only an early pool compiles pages ahead: a build from
  // the cache renders the few pages that changed.
  const { warmable } = await session.startWorkers(options);
  // A cache written by a version before the index: its entries are deleted as the index starts.
  if (emptyCache) cache?.removeFormerEntries();
  // Content files are read only where their stamps changed: the hashes serve the input hash, then the page facts and keys.
  const hashes = reuse ? new FileHashes(path.join(options.cacheDir, 'builds', 'file-hashes')) : undefined;
  const read = hashes ? await buildInputs(options.contentDir, { base: normalizeBase(options.base), outDir: options.outDir, hashes }) : undefined;
  const inputs = read?.inputs ?? '';
  trace('inputs hashed');
  const previous = reuse ? await reusableBuild(options.cacheDir, options.outDir, inputs) : undefined;
  if (previous) return { outcome: await keepOutput(options.outDir, session, previous) };
  // Locked before the site loads: the previous output's stats (on a large site, in a thread of their
  // own) then run meanwhile, not after it, when the page cache lookup waited for them.
  const locked = await session.lockOutput(options.outDir);
  if (locked) return failed([locked]);
  // A build killed earlier may have left its staging folder (or the previous output moved aside).
  await cleanStaleStaging(options.outDir);
  const checkingOutput = cache ? startOutputCheck(options.cacheDir, path.resolve(options.outDir)) : undefined;
  trace('output folder locked');
  return { reuse, cache, hashes, read, inputs, warmable, checkingOutput };
}

/** Nothing changed since the last build of this output folder: it is kept as that build left it. */
async function keepOutput(outDir: string, session: BuildSession, previous: ReusedBuild): Promise<Outcome> {
  await session.stopWorkers();
  // Another build writing this output makes "nothing changed" unknowable: it stops as any build would.
  const locked = await session.lockOutput(outDir);
  if (locked) return { ok: false, diagnostics: [locked] };
  await cleanStaleStaging(outDir);
  trace('output reused');
  return { ok: true, diagnostics: previous.diagnostics, pages: previous.pages, cached: previous.pages, bytes: previous.bytes, unchanged: true };
}
