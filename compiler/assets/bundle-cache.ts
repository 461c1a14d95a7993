import type { BuildOptions, Metafile } from 'esbuild';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { esbuildApi, esbuildVersion } from './esbuild-api';
import { longHash } from './hash';
import { packageRoot } from '../package-root';
import { writeFileAtomically } from '../output/write-atomically';

export interface BundledFile {
  /** Relative to the build's `outdir` (or the file name alone for single-file builds). */
  path: string;
  contents: Uint8Array;
  /**
   * The entry point this file is the output of: an absolute path, or `namespace:path` for a plugin's
   * virtual module. (esbuild names files relative to the working folder, which a later build, served
   * from the cache, may not share.)
   */
  entryPoint?: string;
  /** The bundle's files this one imports statically (`import … from`), relative to `outdir` as `path` is. */
  imports?: string[];
}

interface Entry {
  /** Every source file the bundle read outside node_modules, with its hash when bundled. */
  inputs: Record<string, string>;
  files: { path: string; contents: string; entryPoint?: string; imports?: string[] }[];
}

/** Changed whenever `Entry` changes, so entries written by an older compiler are not read. */
const ENTRY_FORMAT = 3;

let lockHash: Promise<string> | undefined;

/**
 * The installed packages, as the project's lock file names them, read once per thread: hashing thousands
 * of node_modules files per build would cost more than bundling.
 */
export function lockfileHash(): Promise<string> {
  lockHash ??= readFile(path.join(packageRoot(), 'package-lock.json')).then(longHash, () => '');
  return lockHash;
}

async function inputsStillMatch(inputs: Record<string, string>): Promise<boolean> {
  const checks = await Promise.all(Object.entries(inputs).map(([file, hash]) => readFile(file).then((content) => longHash(content) === hash, () => false)));
  return checks.every(Boolean);
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
  const pending = cachedRun(run, path.join(cacheDir, 'bundles', `${id}.json`), cwd);
  inFlight.set(id, pending);
  return pending.finally(() => inFlight.delete(id));
}

/** How esbuild's metafile names what is not a file: `namespace:path`, `(disabled):path`. */
const VIRTUAL = /^\(?[\w-]+\)?:/;

const inFlight = new Map<string, Promise<BundledFile[]>>();

async function cachedRun(run: () => Promise<{ files: BundledFile[]; metafile: Metafile }>, file: string, cwd: string): Promise<BundledFile[]> {
  const cached = await readFile(file, 'utf8').then((text) => JSON.parse(text) as Entry, () => undefined);
  if (cached && (await inputsStillMatch(cached.inputs))) {
    return cached.files.map((f) => ({ ...f, contents: Buffer.from(f.contents, 'base64') }));
  }
  const { files, metafile } = await run();
  const inputs: Record<string, string> = {};
  await Promise.all(
    Object.keys(metafile.inputs)
      // Virtual modules (`namespace:path`) are covered by `key`; packages by the lock file; modules a
      // package's `browser` field turns off (`(disabled):path`) have no file.
      .filter((input) => !VIRTUAL.test(input) && !input.split(/[\\/]/).includes('node_modules'))
      .map(async (input) => {
        const absolute = path.resolve(cwd, input);
        inputs[absolute] = longHash(await readFile(absolute));
      }),
  );
  const entry: Entry = { inputs, files: files.map((f) => ({ ...f, contents: Buffer.from(f.contents).toString('base64') })) };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomically(file, JSON.stringify(entry));
  return files;
}
