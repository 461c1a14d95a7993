import type { BuildOptions, Metafile } from 'esbuild';
import { constants, copyFileSync, linkSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { esbuildApi, esbuildVersion } from '../helpers/esbuild-api';
import { longHash } from '../helpers/hash';
import { packageRoot } from '../helpers/package-root';
import { siteStamp } from '../startup/site-packages';
import { writeFileAtomically } from '../helpers/write-atomically';
import { sameFile, settledStamp, type Stamp } from './file-hashes';
import { intact, stampOf, type FileStamp } from './stored-file';
import { traceNote } from '../helpers/trace';
import { CacheStore } from '../helpers/cache-store';
import { markUsed } from './prune-cache';

/** One output file of a bundle: its bytes in memory (`contents`), in the cache (`stored`), or both. */
export interface BundledFile {
  /** Relative to the build's `outdir` (or the file name alone for single-file builds). */
  path: string;
  /** The bytes, when this run made them. */
  contents?: Uint8Array;
  /** The cache file holding the bytes, to be linked where they go (`placeBundledFile`) rather than read and written again. */
  stored?: string;
  /**
   * The entry point this file is the output of: an absolute path, or `namespace:path` for a plugin's
   * virtual module. (esbuild names files relative to the working folder, which a later build, served
   * from the cache, may not share.)
   */
  entryPoint?: string;
  /** The bundle's files this one imports statically (`import … from`), relative to `outdir` as `path` is. */
  imports?: string[];
}

/** What a bundle's entry in the cache holds: no bytes, which are in `bundles/files/` under their hash. */
interface Entry {
  /** Every source file the bundle read outside node_modules: its hash, with its stamp when settled (see `settledStamp`). */
  inputs: Record<string, Stamp | { hash: string }>;
  files: { path: string; blob: FileStamp; entryPoint?: string; imports?: string[] }[];
}

/** Changed whenever `Entry` changes, so entries written by an older compiler are not read (and are deleted). */
const ENTRY_FORMAT = 5;

const store = new CacheStore<Entry>({
  namespace: 'bundles',
  format: ENTRY_FORMAT,
  accepts: (value) => typeof (value as Entry | null)?.inputs === 'object' && (value as Entry).inputs !== null && Array.isArray((value as Entry).files),
});

/**
 * A file no entry names is deleted only once it is this old: a run writes its files before its entry,
 * and another run's clean-up (the chrome script's, while the demos bundle) must not take them meanwhile.
 */
const UNUSED_FILE_GRACE_MS = 10 * 60 * 1000;

let lockHash: Promise<string> | undefined;

/**
 * The installed packages, as the compiler's and the site's lock files name them, read once per thread: hashing thousands
 * of node_modules files per build would cost more than bundling.
 */
export function lockfileHash(): Promise<string> {
  // The site's packages too (`siteStamp`): a bundle of its React is not another site's.
  lockHash ??= readFile(path.join(packageRoot(), 'package-lock.json')).then((lock) => longHash(`${longHash(lock)}\0${siteStamp()}`), () => longHash(siteStamp()));
  return lockHash;
}

/** The bytes of a bundled file. */
export async function bundledBytes(file: BundledFile): Promise<Uint8Array> {
  return file.contents ?? readFile(file.stored!);
}

/**
 * Puts a bundled file at `target`: linked from the cache where it is stored (no bytes read or written,
 * and a patched output sees the file it has by its inode), else copied or written. A file already at
 * `target` is replaced, never written through: it may be linked to a stored file.
 */
export async function placeBundledFile(file: BundledFile, target: string): Promise<void> {
  if (file.stored) {
    try {
      linkSync(file.stored, target);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        rmSync(target);
        return placeBundledFile(file, target);
      }
    }
    try {
      // Links refused (another file system): a copy, cloned where the file system can.
      copyFileSync(file.stored, target, constants.COPYFILE_FICLONE);
      return;
    } catch (error) {
      // Gone since it was checked, with nothing in memory to write instead.
      if (!file.contents) throw error;
    }
  }
  rmSync(target, { force: true });
  await writeFile(target, file.contents!);
}

/**
 * esbuild with a persistent cache: the outputs are reused while every input file the previous run read
 * is unchanged (and the options, esbuild version and lock file are the same). A warm build then skips
 * bundling the chrome script, the search dialog and the demos' browser chunks. `key` must name what
 * the options cannot show, such as what a plugin resolves virtual modules to.
 */
export async function cachedBuild(options: BuildOptions & { write: false }, cacheDir: string | undefined, key = ''): Promise<BundledFile[]> {
  const cwd = options.absWorkingDir ?? process.cwd();
  const outdir = path.resolve(cwd, options.outdir ?? path.dirname(options.outfile ?? '.'));
  const run = async () => {
    const result = await esbuildApi().build({ ...options, metafile: true });
    const outputs = new Map(Object.entries(result.metafile.outputs).map(([output, meta]) => [path.resolve(cwd, output), meta]));
    const files: BundledFile[] = result.outputFiles.map((file) => {
      const meta = outputs.get(file.path);
      const imports = (meta?.imports ?? []).filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.relative(outdir, path.resolve(cwd, i.path)));
      const entryPoint = meta?.entryPoint && (VIRTUAL.test(meta.entryPoint) ? meta.entryPoint : path.resolve(cwd, meta.entryPoint));
      return { path: path.relative(outdir, file.path), contents: file.contents, ...(entryPoint ? { entryPoint } : {}), ...(imports.length ? { imports } : {}) };
    });
    return { files, metafile: result.metafile };
  };
  if (!cacheDir) return (await run()).files;
  // Outputs are kept relative to `outdir`, which is a fresh staging folder in every build.
  const { plugins, outdir: _outdir, ...plain } = options;
  const id = longHash(JSON.stringify([ENTRY_FORMAT, esbuildVersion(), await lockfileHash(), key, plugins?.map((p) => p.name), plain]));
  // The same bundle asked for again while it is being made (a build prefetches its bundles while
  // the site loads) waits for that run. Only while it runs: a later call checks the inputs again.
  const running = inFlight.get(id);
  if (running) return running;
  const entries = Object.keys(options.entryPoints ?? {}).length;
  const what = options.outfile ? path.basename(options.outfile) : `${entries} ${entries === 1 ? 'entry' : 'entries'}`;
  const pending = cachedRun(run, path.join(cacheDir, 'bundles'), id, cwd, what);
  inFlight.set(id, pending);
  return pending.finally(() => inFlight.delete(id));
}

/** How esbuild's metafile names what is not a file: `namespace:path`, `(disabled):path`, `<define:name>`. */
const VIRTUAL = /^(\(?[\w-]+\)?:|<define:)/;

const inFlight = new Map<string, Promise<BundledFile[]>>();

/**
 * The outputs of entry `id` in `dir` when its inputs and files are as it recorded them, else those of
 * a new run, stored. A hit reads the entry (its inputs are stat'ed, and read only where their stamp
 * changed) and stats each stored file: the demos of MUI X's docs, 13 MB of chunks, are never read.
 */
async function cachedRun(run: () => Promise<{ files: BundledFile[]; metafile: Metafile }>, dir: string, id: string, cwd: string, what: string): Promise<BundledFile[]> {
  const entryFile = path.join(dir, `${id}.json`);
  const filesDir = path.join(dir, 'files');
  // Missing, cut short, not JSON or another format: a miss, replaced below.
  const cached = await store.readFileAsync(entryFile, { changed: (entry) => changedInput(entry) ?? changedFile(entry, filesDir) });
  if (cached.hit) return storedOutputs(cached.value, filesDir);
  traceNote(`bundle cache missed (${id.slice(0, 8)}, ${what}): ${cached.reason}${cached.input ? ` (${cached.input})` : ''}`);
  const { files, metafile } = await run();
  const inputs: Entry['inputs'] = {};
  for (const input of Object.keys(metafile.inputs)) {
    // Virtual modules (`namespace:path`) are covered by `key`; packages by the lock file; modules a
    // package's `browser` field turns off (`(disabled):path`) have no file, nor the objects of the
    // options' `define` (`<define:process.env>`), which the options in the id cover.
    if (VIRTUAL.test(input) || input.split(/[\\/]/).includes('node_modules')) continue;
    const absolute = path.resolve(cwd, input);
    const stats = statSync(absolute);
    const hash = longHash(readFileSync(absolute));
    inputs[absolute] = settledStamp(stats, hash) ?? { hash };
  }
  await mkdir(filesDir, { recursive: true });
  const stored = await Promise.all(files.map(async (file) => ({ ...file, stored: path.join(filesDir, await storeBytes(filesDir, file.contents!)) })));
  const entry: Entry = { inputs, files: stored.map(({ contents, stored: blob, ...rest }) => ({ ...rest, blob: stampOf(statSync(blob!), contents!) })) };
  markUsed(...stored.map((file) => file.stored));
  await store.writeFile(entryFile, entry);
  removeUnused(dir, filesDir, statSync(entryFile).mtimeMs);
  return stored;
}

/** The first input file that changed since the entry was stored (its path from the working folder), if one did. */
function changedInput(entry: Entry): string | undefined {
  for (const [file, recorded] of Object.entries(entry.inputs)) {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return path.relative(process.cwd(), file);
    if ('ino' in recorded && sameFile(recorded, stats)) continue;
    try {
      if (longHash(readFileSync(file)) !== recorded.hash) return path.relative(process.cwd(), file);
    } catch {
      return path.relative(process.cwd(), file);
    }
  }
  return undefined;
}

/** A stored file changed in place (through an output file linked to it) or gone, if one did: the bundle is made again. */
function changedFile(entry: Entry, filesDir: string): string | undefined {
  const changed = entry.files.find(({ blob }) => !intactOrGone(path.join(filesDir, blob.sha256), blob));
  return changed && `stored file ${changed.blob.sha256.slice(0, 8)}`;
}

/** The entry's outputs, pointing at their stored files, which this build uses: pruning leaves them. */
function storedOutputs(entry: Entry, filesDir: string): BundledFile[] {
  const files = entry.files.map(({ blob, ...file }) => ({ ...file, stored: path.join(filesDir, blob.sha256) }));
  markUsed(...files.map((file) => file.stored));
  return files;
}

function intactOrGone(stored: string, blob: FileStamp): boolean {
  try {
    return intact(stored, blob);
  } catch {
    return false;
  }
}

/** Stores `contents` under its hash unless a file with those bytes is there; returns the file's name. */
async function storeBytes(filesDir: string, contents: Uint8Array): Promise<string> {
  const name = longHash(contents);
  const file = path.join(filesDir, name);
  const there = statSync(file, { throwIfNoEntry: false });
  if (!(there?.size === contents.length && longHash(readFileSync(file)) === name)) await writeFileAtomically(file, contents);
  return name;
}

/**
 * After an entry is written: deletes entries of other formats, and the stored files no entry names
 * (older than the grace: see `UNUSED_FILE_GRACE_MS`). A demo edit leaves most chunks as they were, so
 * most files stay, named by the new entry too. Best effort: what cannot be deleted now is next time.
 * Ages are told by the file system's clock alone (`now` is the entry's own time): a process clock
 * ahead of it (a skewed network drive, a test on another day) would otherwise see another run's
 * files, written a moment ago, as old, and delete them before that run names or links them.
 */
function removeUnused(dir: string, filesDir: string, now: number): void {
  try {
    const named = new Set<string>();
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(dir, name);
      const read = store.readFile(file, { peek: true });
      if (read.hit) for (const stored of read.value.files) named.add(stored.blob.sha256);
      // Being replaced, or cut short: its files are left for another time.
      else if (read.reason === 'format') rmSync(file, { force: true });
    }
    const before = now - UNUSED_FILE_GRACE_MS;
    for (const name of readdirSync(filesDir)) {
      if (named.has(name)) continue;
      const file = path.join(filesDir, name);
      if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < before) rmSync(file, { force: true });
    }
  } catch {
    // A folder read as another build changes it: the next clean-up sees it settled.
  }
}
