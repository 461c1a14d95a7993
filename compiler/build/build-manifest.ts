import { statSync } from 'node:fs';
import { CacheStore, type CacheRead } from '../helpers/cache-store';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../helpers/diagnostics';
import { longHash } from '../helpers/hash';
import { compilerId } from '../cache/compiler-id';
import { folderHashes, toolchainId } from '../cache/toolchain-id';
import type { FileHashes } from '../cache/file-hashes';
import { writeFileAtomically } from '../helpers/write-atomically';
import { listFolder } from '../output/list-folder';
import type { OutputPatch } from '../output/patch-output';
import type { PublicStamps } from '../output/public-files';
import type { LlmsFullIndex } from './write-llms';

/** What a successful build leaves in the cache about the output it wrote. */
interface BuildManifest {
  inputs: string;
  /**
   * The output folder as it was right after the build (a swap makes a new folder, so a new inode),
   * and each of its files' and folders' stamps: a hand edit, a deletion or an addition anywhere in it
   * makes the next build run. An addition or a deletion changes its folder's modification time, so
   * checking the recorded stamps (a stat each) sees what a walk of the folder (a read of each folder,
   * several times slower) would. A manifest of an earlier version, without them, is not reused.
   */
  output: { ino: number; mtimeMs: number; stamps?: [string, string][]; folders?: [string, number][] };
  pages: number;
  bytes: number;
  /** Warnings of that build, printed again when it is reused. */
  diagnostics: Diagnostic[];
  /** The folder that build ran from, with warnings: they name files by paths from there. */
  cwd?: string;
  /** Each page's cache key by route, when the build used the page cache. */
  keys?: Record<string, string>;
  /** Where each page's entry is in the `llms-full.txt` written. */
  llmsFull?: LlmsFullIndex;
  /** The stamp of each file copied from the public folder (see `copyPublicFiles`). */
  publicFiles?: [string, string][];
}

export interface ReusedBuild {
  pages: number;
  bytes: number;
  diagnostics: Diagnostic[];
}

/**
 * Every file of the content folder, the options and the compiler: all a build's output depends on. The
 * runtime and its styles are bundled from source at build time, so their files count too. Only the
 * files changed since the last build are read (`FileHashes`, kept in the cache): at 10,000 pages
 * reading all of them took 0.3 s, and up to a second once the system had dropped them from memory.
 * Also gives the content files (relative) with their hashes, for the build plan's id (`buildPlanId`).
 */
export async function buildInputs(contentDir: string, options: { base: string; outDir: string; hashes: FileHashes }): Promise<{ inputs: string; contentFiles: [string, string][] }> {
  const { hashes } = options;
  const contentFiles = folderHashes(contentDir, hashes);
  const inputs = longHash(JSON.stringify([await compilerId(), options.base, path.resolve(options.outDir), contentFiles, toolchainId(hashes)]));
  hashes.save();
  return { inputs, contentFiles };
}

function manifestFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'builds', `${longHash(path.resolve(outDir)).slice(0, 16)}.json`);
}

/** An output folder's files (relative, in order) with their size and modification time, and its folders' modification times. */
export interface OutputState {
  stamps: Map<string, string>;
  folders: Map<string, number>;
}

/**
 * The previous build of `outDir`, when nothing it depended on changed and the output folder is the very
 * one it wrote: the build can stop there. Not when it had warnings and ran from another folder: they
 * would be printed with paths from there (the build runs, and its pages without findings come from
 * the page cache).
 */
export async function reusableBuild(cacheDir: string, outDir: string, inputs: string): Promise<ReusedBuild | undefined> {
  const manifest = readManifest(cacheDir, outDir);
  if (!manifest || manifest.inputs !== inputs) return undefined;
  if (manifest.diagnostics.length && manifest.cwd !== process.cwd()) return undefined;
  if (!untouchedOutput(outDir, manifest)) return undefined;
  return { pages: manifest.pages, bytes: manifest.bytes, diagnostics: manifest.diagnostics };
}

/** The output folder a build left, as the next build can use it. */
export interface PreviousOutput extends OutputState {
  /** Each page's cache key by route. */
  keys: Map<string, string>;
  /** Where each page's entry is in its `llms-full.txt`, when the build recorded it. */
  llmsFull?: LlmsFullIndex;
  /** What it copied from the public folder, when the build recorded it. */
  publicFiles?: PublicStamps;
}

/**
 * The page cache keys of the output folder's pages, by route, and its state, when the folder is
 * untouched since the build that wrote it (same folder, and every file and folder with the stamp it
 * had): its unchanged pages can then stay (or be linked into the next output) instead of being copied
 * from the cache. With `wanted`, this build's keys: when none of them is among the previous ones (a
 * new compiler, new options), the folder is not checked at all.
 */
export function previousOutput(cacheDir: string, outDir: string, wanted?: readonly string[]): PreviousOutput | undefined {
  const manifest = readManifest(cacheDir, outDir);
  if (!manifest?.keys) return undefined;
  const keys = new Map(Object.entries(manifest.keys));
  if (wanted && !sharesKeys(keys, wanted)) return undefined;
  const state = untouchedOutput(outDir, manifest);
  return state && { keys, ...state, ...(manifest.llmsFull ? { llmsFull: manifest.llmsFull } : {}), ...(manifest.publicFiles ? { publicFiles: new Map(manifest.publicFiles) } : {}) };
}

/** Whether any of `wanted` is among a previous output's keys. */
export function sharesKeys(keys: ReadonlyMap<string, string>, wanted: readonly string[]): boolean {
  const previous = new Set(keys.values());
  return wanted.some((key) => previous.has(key));
}

/** The size of the record of `outDir`'s last build: 0 when there is none. */
export function manifestBytes(cacheDir: string, outDir: string): number {
  return statSync(manifestFile(cacheDir, outDir), { throwIfNoEntry: false })?.size ?? 0;
}

/** The record of `outDir`'s last build; synchronously, as the checks that follow (a thread of its own runs it on a large site). */
function readManifest(cacheDir: string, outDir: string): BuildManifest | undefined {
  const read = manifests.readWith(manifestFile(cacheDir, outDir), (bytes): CacheRead<BuildManifest> => {
    const manifest = JSON.parse(bytes.toString('utf8')) as BuildManifest;
    return typeof manifest.inputs === 'string' && typeof manifest.output === 'object' ? { hit: true, value: manifest } : { hit: false, reason: 'unreadable' };
  });
  return read.hit ? read.value : undefined;
}

/** What the build read is judged by the caller (`inputs`, the output's stamps): read here, it is whole or unreadable. */
const manifests = new CacheStore({ namespace: 'build-manifest', bare: true });

/**
 * The output folder's state when it is as the manifest recorded it: a stat of each recorded file and
 * folder. Synchronous on purpose: promise stats through the thread pool took ten times as long (0.6 s
 * for 10,000 pages); a large output is checked in a thread of its own (see `startOutputCheck`).
 */
function untouchedOutput(outDir: string, manifest: BuildManifest): OutputState | undefined {
  const output = statSync(outDir, { throwIfNoEntry: false });
  if (!output || output.ino !== manifest.output.ino || output.mtimeMs !== manifest.output.mtimeMs) return undefined;
  const { stamps, folders } = manifest.output;
  if (!stamps || !folders) return undefined;
  for (const [folder, mtimeMs] of folders) {
    if (statSync(path.join(outDir, folder), { throwIfNoEntry: false })?.mtimeMs !== mtimeMs) return undefined;
  }
  for (const [file, stamp] of stamps) if (statOf(path.join(outDir, file)) !== stamp) return undefined;
  return { stamps: new Map(stamps), folders: new Map(folders) };
}

/** Walks the output folder: each file's size and modification time, each folder's modification time. */
function outputState(outDir: string): OutputState {
  const { files, folders } = listFolder(outDir);
  return {
    stamps: new Map(files.map((file) => [file, statOf(path.join(outDir, file))])),
    folders: new Map(folders.map((folder) => [folder, statSync(path.join(outDir, folder)).mtimeMs])),
  };
}

function statOf(file: string): string {
  const found = statSync(file, { throwIfNoEntry: false });
  return found ? `${found.size}:${found.mtimeMs}` : 'gone';
}

/**
 * The output's state once `patch` is applied to the one `previous` describes: the files it put there
 * stamped anew, those it deleted gone, the folders it changed (or removed) stat'ed again, the rest as
 * they were (a patch leaves them alone). Recording a patched build then stats a few files instead of
 * walking the output.
 */
export function outputAfterPatch(previous: OutputState, outDir: string, patch: OutputPatch): OutputState {
  const stamps = new Map(previous.stamps);
  for (const file of patch.deletes) stamps.delete(file);
  for (const { file } of patch.puts) stamps.set(file, statOf(path.join(outDir, file)));
  const folders = new Map(previous.folders);
  const touched = new Set<string>();
  for (const file of [...patch.deletes, ...patch.puts.map((put) => put.file)]) {
    for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) touched.add(folder);
  }
  for (const folder of touched) {
    const found = statSync(path.join(outDir, folder), { throwIfNoEntry: false });
    if (found) folders.set(folder, found.mtimeMs);
    else folders.delete(folder);
  }
  const byName = <T>(map: Map<string, T>) => new Map([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { stamps: byName(stamps), folders: byName(folders) };
}

/**
 * Records a successful build of `outDir`: with the page `keys` when it used the page cache, and where
 * `llmsFull` has each page. `state`, when the caller knows it (see `outputAfterPatch`), spares a walk of the output.
 */
export async function recordBuild(cacheDir: string, outDir: string, inputs: string, build: ReusedBuild, recorded: { keys?: Record<string, string>; state?: OutputState; llmsFull?: LlmsFullIndex; publicFiles?: PublicStamps } = {}): Promise<void> {
  const { keys, state, llmsFull, publicFiles } = recorded;
  const output = await stat(outDir);
  const { stamps, folders } = state ?? outputState(outDir);
  const manifest: BuildManifest = {
    inputs,
    output: { ino: output.ino, mtimeMs: output.mtimeMs, stamps: [...stamps], folders: [...folders] },
    ...build,
    ...(build.diagnostics.length ? { cwd: process.cwd() } : {}),
    ...(keys ? { keys } : {}),
    ...(llmsFull ? { llmsFull } : {}),
    ...(publicFiles?.size ? { publicFiles: [...publicFiles] } : {}),
  };
  const file = manifestFile(cacheDir, outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomically(file, JSON.stringify(manifest));
}
