import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { bundledBytes, cachedBuild, placeBundledFile, type BundledFile } from '../../compiler/cache/bundle-cache';

/** Two entries sharing a module, split into chunks; `runs` counts esbuild's runs (each loads the virtual banner once). */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs bundle cache '));
  const src = path.join(root, 'src');
  mkdirSync(src);
  writeFileSync(path.join(src, 'shared.js'), 'export const greet = (name) => `Hello, ${name}`;\n');
  writeFileSync(path.join(src, 'a.js'), "import { greet } from './shared.js';\nimport 'virtual:banner';\nexport default greet('a');\n");
  writeFileSync(path.join(src, 'b.js'), "import { greet } from './shared.js';\nexport default greet('b');\n");
  const counter = { runs: 0 };
  const plugin: Plugin = {
    name: 'banner',
    setup(b) {
      b.onResolve({ filter: /^virtual:banner$/ }, (args) => ({ path: args.path, namespace: 'banner' }));
      b.onLoad({ filter: /.*/, namespace: 'banner' }, () => {
        counter.runs += 1;
        return { contents: 'globalThis.banner = 1;', loader: 'js' };
      });
    },
  };
  const cacheDir = path.join(root, 'cache');
  const build = (outdir = path.join(root, 'staging')) =>
    cachedBuild({ entryPoints: [path.join(src, 'a.js'), path.join(src, 'b.js')], outdir, bundle: true, splitting: true, format: 'esm', write: false, logLevel: 'silent', plugins: [plugin] }, cacheDir);
  return { root, src, cacheDir, counter, build };
}

async function texts(files: BundledFile[]): Promise<Record<string, string>> {
  const entries = await Promise.all(files.map(async (file) => [file.path, Buffer.from(await bundledBytes(file)).toString('utf8')] as const));
  return Object.fromEntries(entries);
}

const filesDir = (cacheDir: string) => path.join(cacheDir, 'bundles', 'files');

describe('bundle cache', () => {
  it('keeps the bytes as files by their hash, and serves them from there without running esbuild again', async () => {
    const { cacheDir, counter, build } = project();
    const first = await build();
    expect(counter.runs).toBe(1);
    expect(first.length).toBe(3);
    const second = await build();
    expect(counter.runs).toBe(1);
    expect(second.every((file) => file.contents === undefined && file.stored !== undefined)).toBe(true);
    expect(await texts(second)).toEqual(await texts(first));
    expect(second.map((f) => [f.path, f.entryPoint, f.imports])).toEqual(first.map((f) => [f.path, f.entryPoint, f.imports]));
    // The entry names the files; it holds none of their bytes.
    const [entry] = readdirSync(path.join(cacheDir, 'bundles')).filter((name) => name.endsWith('.json'));
    const entryText = readFileSync(path.join(cacheDir, 'bundles', entry!), 'utf8');
    expect(entryText).not.toContain('Hello');
    expect(readdirSync(filesDir(cacheDir)).sort()).toEqual(second.map((f) => path.basename(f.stored!)).sort());
  });

  it('links a stored file where it goes, replacing what is there without writing through it', async () => {
    const { root, build } = project();
    await build();
    const [file, other] = await build();
    const bytes = readFileSync(file!.stored!, 'utf8');
    const otherBytes = readFileSync(other!.stored!, 'utf8');
    expect(otherBytes).not.toBe(bytes);
    const target = path.join(root, 'out file.js');
    // A file there already, linked to another stored file: replaced, that file left as it was.
    await placeBundledFile(other!, target);
    await placeBundledFile(file!, target);
    expect(statSync(target).ino).toBe(statSync(file!.stored!).ino);
    expect(readFileSync(other!.stored!, 'utf8')).toBe(otherBytes);
    // The output file is the stored one: a later file put there must not change the cache.
    await placeBundledFile({ path: 'y.js', contents: new TextEncoder().encode('y') }, target);
    expect(readFileSync(target, 'utf8')).toBe('y');
    expect(readFileSync(file!.stored!, 'utf8')).toBe(bytes);
  });

  it('bundles again when an input changes, and not when only its time does', async () => {
    const { src, counter, build } = project();
    await build();
    const shared = path.join(src, 'shared.js');
    utimesSync(shared, new Date(), new Date(Date.now() + 5000));
    await build();
    expect(counter.runs).toBe(1);
    writeFileSync(shared, 'export const greet = (name) => `Welcome, ${name}`;\n');
    const files = await build();
    expect(counter.runs).toBe(2);
    expect(Object.values(await texts(files)).join('\n')).toContain('Welcome');
  });

  it('says why it missed, with DOCS_TRACE=1: absent, then the input that changed', async () => {
    vi.stubEnv('DOCS_TRACE', '1');
    vi.resetModules();
    const traced = await import('../../compiler/cache/bundle-cache');
    const { root, src } = project();
    const lines: string[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    try {
      const build = () => traced.cachedBuild({ entryPoints: [path.join(src, 'b.js')], outdir: path.join(root, 'staging'), bundle: true, format: 'esm', write: false, logLevel: 'silent' }, path.join(root, 'cache'));
      await build();
      await build();
      writeFileSync(path.join(src, 'shared.js'), 'export const greet = (name) => `Hi, ${name}`;\n');
      await build();
    } finally {
      write.mockRestore();
      vi.unstubAllEnvs();
    }
    const misses = lines.filter((line) => line.includes('bundle cache missed'));
    expect(misses).toHaveLength(2);
    expect(misses[0]).toMatch(/bundle cache missed \(\w{8}, 1 entry\): absent$/m);
    expect(misses[1]).toContain(`: inputs (${path.relative(process.cwd(), path.join(src, 'shared.js'))})`);
  });

  it('bundles again when a stored file was changed in place (through an output file linked to it) or deleted', async () => {
    const { root, counter, build } = project();
    await build();
    const files = await build();
    const shared = files.find((f) => f.entryPoint === undefined)!;
    const target = path.join(root, 'chunk.js');
    await placeBundledFile(shared, target);
    appendFileSync(target, '\n// appended by a later script\n');
    const again = await build();
    expect(counter.runs).toBe(2);
    expect(Object.values(await texts(again)).join('\n')).not.toContain('appended');
    const stored = again.find((f) => f.entryPoint === undefined)!.stored!;
    expect(readFileSync(stored, 'utf8')).not.toContain('appended');
    rmSync(again[0]!.stored!);
    const third = await build();
    expect(counter.runs).toBe(3);
    expect(await texts(third)).toEqual(await texts(again));
  });

  it('takes a cut or foreign entry for a miss, and replaces it', async () => {
    const { cacheDir, counter, build } = project();
    await build();
    const dir = path.join(cacheDir, 'bundles');
    const [entry] = readdirSync(dir).filter((name) => name.endsWith('.json'));
    const text = readFileSync(path.join(dir, entry!), 'utf8');
    writeFileSync(path.join(dir, entry!), text.slice(0, text.length / 2));
    const files = await build();
    expect(counter.runs).toBe(2);
    expect(files.length).toBe(3);
    await build();
    expect(counter.runs).toBe(2);
  });

  it('deletes the stored files no entry names once they are old, and entries of an older format', async () => {
    const { cacheDir, src, build } = project();
    await build();
    const dir = path.join(cacheDir, 'bundles');
    const older = path.join(dir, 'former.json');
    writeFileSync(older, JSON.stringify({ format: 4, inputs: {}, files: [{ path: 'a.js', contents: 'YQ==' }] }));
    const before = readdirSync(filesDir(cacheDir));
    // The shared chunk changes; the old one is named by no entry, and is deleted once it is old enough.
    writeFileSync(path.join(src, 'shared.js'), 'export const greet = (name) => `Hi, ${name}`;\n');
    const recent = await build();
    const kept = readdirSync(filesDir(cacheDir));
    expect(kept.length).toBeGreaterThan(recent.length);
    expect(existsSync(older)).toBe(false);
    const old = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of before) utimesSync(path.join(filesDir(cacheDir), name), old, old);
    writeFileSync(path.join(src, 'shared.js'), 'export const greet = (name) => `Hey, ${name}`;\n');
    const latest = await build();
    const named = new Set(latest.map((file) => path.basename(file.stored!)));
    expect(before.filter((name) => !named.has(name)).length).toBeGreaterThan(0);
    expect(readdirSync(filesDir(cacheDir)).filter((name) => before.includes(name) && !named.has(name))).toEqual([]);
    for (const file of latest) expect(existsSync(file.stored!)).toBe(true);
  });

  it("tells a file's age by the file system's clock: a process clock a day ahead deletes nothing another run just wrote", async () => {
    const { cacheDir, src, build } = project();
    await build();
    // Another run's file, stored a moment ago and not yet named by its entry.
    const fresh = path.join(filesDir(cacheDir), 'another-run.123.tmp');
    writeFileSync(fresh, 'partly written');
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 24 * 60 * 60 * 1000);
    try {
      writeFileSync(path.join(src, 'shared.js'), 'export const greet = (name) => `Good day, ${name}`;\n');
      await build();
    } finally {
      now.mockRestore();
    }
    expect(existsSync(fresh)).toBe(true);
  });
});
