import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics';
import { longHash } from '../assets/hash';
import { compilerId } from './compiler-id';
import { packageRoot } from '../package-root';
import { writeFileAtomically } from '../output/write-atomically';
import { filesUnder, type OutputPatch } from '../output/patch-output';

/** What a successful build leaves in the cache about the output it wrote. */
interface BuildManifest {
  inputs: string;
  /**
   * The output folder as it was right after the swap (the swap makes a new folder, so a new inode),
   * and its files: a hand edit, a deletion or an addition anywhere in it makes the next build run.
   */
  output: { ino: number; mtimeMs: number; files: string };
  pages: number;
  bytes: number;
  /** Warnings of that build, printed again when it is reused. */
  diagnostics: Diagnostic[];
  /** Each page's cache key by route, when the build used the page cache. */
  keys?: Record<string, string>;
}

export interface ReusedBuild {
  pages: number;
  bytes: number;
  diagnostics: Diagnostic[];
}

/**
 * Each file under `dir` (relative path and content hash), in a stable order; none when `dir` is
 * missing. Synchronously, for the reason `outputFiles` gives: a thousand small reads in a row.
 */
function folderHashes(dir: string): [string, string][] {
  return filesUnder(dir).map((file) => [file, longHash(readFileSync(path.join(dir, file)))]);
}

/**
 * Every file of the content folder, the options and the compiler: all a build's output depends on. The
 * runtime and its styles are bundled from source at build time, so their files count too.
 */
export async function buildInputs(contentDir: string, options: { base: string; outDir: string }): Promise<string> {
  return longHash(JSON.stringify([await compilerId(), options.base, path.resolve(options.outDir), folderHashes(contentDir), toolchainId()]));
}

let toolchain: string | undefined;

/**
 * The whole bundled CLI, with the runtime and templates it bundles from source at build time, not
 * only the render worker's part (`compilerId`): the main thread renders the frames and writes the
 * search index, sitemap and shared assets, and a change there must show in what depends on them.
 */
export function toolchainId(): string {
  const root = packageRoot();
  toolchain ??= longHash(JSON.stringify(['runtime', 'templates', '.build'].map((dir) => folderHashes(path.join(root, dir)))));
  return toolchain;
}

function manifestFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'builds', `${longHash(path.resolve(outDir)).slice(0, 16)}.json`);
}

/**
 * The previous build of `outDir`, when nothing it depended on changed and the output folder is the very
 * one it wrote: the build can stop there.
 */
export async function reusableBuild(cacheDir: string, outDir: string, inputs: string): Promise<ReusedBuild | undefined> {
  const manifest = await readFile(manifestFile(cacheDir, outDir), 'utf8').then((text) => JSON.parse(text) as BuildManifest, () => undefined);
  if (!manifest || manifest.inputs !== inputs) return undefined;
  const output = await stat(outDir).catch(() => undefined);
  if (!output || output.ino !== manifest.output.ino || output.mtimeMs !== manifest.output.mtimeMs) return undefined;
  if (stampsHash(outputStamps(outDir)) !== manifest.output.files) return undefined;
  return { pages: manifest.pages, bytes: manifest.bytes, diagnostics: manifest.diagnostics };
}

/** The output folder a build left, as the next build can use it. */
export interface PreviousOutput {
  /** Each page's cache key by route. */
  keys: Map<string, string>;
  /** Every file of the folder, relative to it, in order, with its size and modification time. */
  stamps: Map<string, string>;
}

/**
 * The page cache keys of the output folder's pages, by route, and its files, when the folder is
 * untouched since the build that wrote it (same folder, and every file of the same size and
 * modification time): its unchanged pages can then stay (or be linked into the next output) instead
 * of being copied from the cache. `wanted` are this build's keys: when none of them is among the
 * previous ones (a new compiler, new options), the folder is not checked at all.
 */
export async function previousOutput(cacheDir: string, outDir: string, wanted: readonly string[]): Promise<PreviousOutput | undefined> {
  const manifest = await readFile(manifestFile(cacheDir, outDir), 'utf8').then((text) => JSON.parse(text) as BuildManifest, () => undefined);
  if (!manifest?.keys) return undefined;
  const keys = new Map(Object.entries(manifest.keys));
  const previous = new Set(keys.values());
  if (!wanted.some((key) => previous.has(key))) return undefined;
  const output = await stat(outDir).catch(() => undefined);
  if (!output || output.ino !== manifest.output.ino || output.mtimeMs !== manifest.output.mtimeMs) return undefined;
  const stamps = outputStamps(outDir);
  if (stampsHash(stamps) !== manifest.output.files) return undefined;
  return { keys, stamps };
}

/**
 * Every file under the output folder (relative, in order) with its size and modification time: a
 * stat per file, not a read. Synchronous on purpose: nothing else runs yet, and promise stats through
 * the thread pool took ten times as long (0.6 s for 10,000 pages).
 */
function outputStamps(outDir: string): Map<string, string> {
  return new Map(filesUnder(outDir).map((file) => [file, statOf(path.join(outDir, file))]));
}

function stampsHash(stamps: Map<string, string>): string {
  return longHash([...stamps].map(([file, stamp]) => `${file}\0${stamp}`).join('\n'));
}

/**
 * The stamps of the output once `patch` is applied to the one `stamps` describe: the files it put
 * there stamped anew, those it deleted gone, the others as they were (a patch leaves them alone).
 * Recording a patched build then stats a few files instead of every file of the output.
 */
export function stampsAfterPatch(stamps: Map<string, string>, outDir: string, patch: OutputPatch): Map<string, string> {
  const after = new Map(stamps);
  for (const file of patch.deletes) after.delete(file);
  for (const { file } of patch.puts) after.set(file, statOf(path.join(outDir, file)));
  return new Map([...after].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function statOf(file: string): string {
  const found = statSync(file, { throwIfNoEntry: false });
  return found ? `${found.size}:${found.mtimeMs}` : 'gone';
}

/** Records a successful build of `outDir`; `stamps`, when the caller knows them (see `stampsAfterPatch`), spares a stat of every file. */
export async function recordBuild(cacheDir: string, outDir: string, inputs: string, build: ReusedBuild, keys?: Record<string, string>, stamps?: Map<string, string>): Promise<void> {
  const output = await stat(outDir);
  const manifest: BuildManifest = { inputs, output: { ino: output.ino, mtimeMs: output.mtimeMs, files: stampsHash(stamps ?? outputStamps(outDir)) }, ...build, ...(keys ? { keys } : {}) };
  const file = manifestFile(cacheDir, outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomically(file, JSON.stringify(manifest));
}
