import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolutionConditions } from '../../compiler/fast-paths/resolution-cache';
import { ROOT, tempDir } from '../helpers/cli';

/**
 * The code and resolution caches run in a process of their own (each run is a new process, as a
 * build's workers are), installed by a driver bundled from the sources: it loads `entry.cjs`, which
 * requires the package `answer`, prints what it got and the cache's counts, and writes the caches.
 */
const DRIVER = `
import path from 'node:path';
import { installCodeCache } from ${JSON.stringify(path.join(ROOT, 'compiler/fast-paths/code-cache.ts'))};
import { installResolutionCache } from ${JSON.stringify(path.join(ROOT, 'compiler/fast-paths/resolution-cache.ts'))};
import { takeTally } from ${JSON.stringify(path.join(ROOT, 'compiler/helpers/cache-tally.ts'))};
const root = process.argv[2];
const ours = (file) => file.startsWith(path.join(root, 'app')) || file.includes('/node_modules/');
// CODE_CACHE names the cache file (code.bin), SEEDS other caches it may start from.
const seeds = (process.env.SEEDS ?? '').split(',').filter(Boolean).map((name) => path.join(root, 'cache', name));
const code = installCodeCache(path.join(root, 'cache', process.env.CODE_CACHE ?? 'code.bin'), ours, seeds);
const resolutions = installResolutionCache(path.join(root, 'cache', 'resolved.json'), path.join(root, 'node_modules'), ours, process.env.OWNER ?? __filename);
Promise.resolve(require(path.join(root, 'app', process.argv[3] ?? 'entry.cjs'))).then((value) => {
  // TALLY=1: the resolution cache's reads as --explain-cache counts them, instead of the code cache's.
  const counts = process.env.TALLY ? { resolutions: takeTally()['module-resolution'] ?? null } : { hits: code.hits, misses: code.misses };
  process.stdout.write(JSON.stringify({ value, ...counts }));
  code.persist();
  resolutions.persist();
});
`;

let driver: string;
beforeAll(async () => {
  const dir = tempDir('startup-caches-driver');
  driver = path.join(dir, 'driver.cjs');
  await build({ stdin: { contents: DRIVER, resolveDir: ROOT, loader: 'ts' }, bundle: true, platform: 'node', format: 'cjs', outfile: driver, logLevel: 'silent' });
});

function project(): string {
  const root = tempDir('startup-caches');
  mkdirSync(path.join(root, 'app'));
  mkdirSync(path.join(root, 'node_modules', 'answer'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{"lockfileVersion":3}');
  writeFileSync(path.join(root, 'node_modules', 'answer', 'package.json'), '{"name":"answer","main":"index.js"}');
  writeFileSync(path.join(root, 'node_modules', 'answer', 'index.js'), "module.exports = 'first';\n");
  writeFileSync(path.join(root, 'app', 'entry.cjs'), "module.exports = require('answer');\n");
  return root;
}

function run(root: string, entry = 'entry.cjs', nodeArgs: string[] = [], env: { CODE_CACHE?: string; SEEDS?: string; OWNER?: string; TALLY?: string } = {}): { value: string; hits: number; misses: number } {
  const result = spawnSync(process.execPath, [...nodeArgs, driver, root, entry], { encoding: 'utf8', env: { ...process.env, ...env } });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout);
}

describe('code cache', () => {
  it('compiles every module afresh the first time, then none', () => {
    const root = project();
    expect(run(root)).toEqual({ value: 'first', hits: 0, misses: 2 });
    expect(run(root)).toEqual({ value: 'first', hits: 2, misses: 0 });
  });

  it('compiles a module edited in place afresh, even at the same length (V8 would take the stale code)', () => {
    const root = project();
    run(root);
    writeFileSync(path.join(root, 'node_modules', 'answer', 'index.js'), "module.exports = 'other';\n");
    expect(run(root)).toEqual({ value: 'other', hits: 1, misses: 1 });
    expect(run(root)).toEqual({ value: 'other', hits: 2, misses: 0 });
  });

  it('gives a module run from the cache what Node gives it: this, exports, module, require and its helpers, __filename, __dirname', () => {
    const root = project();
    writeFileSync(path.join(root, 'node_modules', 'answer', 'sibling.js'), 'module.exports = 2;\n');
    writeFileSync(
      path.join(root, 'node_modules', 'answer', 'index.js'),
      [
        'const path = require("node:path");',
        'const sibling = require("./sibling");',
        'module.exports = JSON.stringify({',
        '  self: this === exports && exports === module.exports,',
        '  sibling,',
        '  resolved: path.relative(__dirname, require.resolve("./sibling")),',
        '  paths: require.resolve.paths("answer").some((p) => p.endsWith("node_modules")),',
        '  cached: require.cache[__filename] === module && require.cache === require("node:module")._cache,',
        '  children: module.children.map((child) => path.basename(child.filename)),',
        '  extensions: typeof require.extensions[".js"],',
        '  file: `${path.basename(__filename)} in ${path.basename(__dirname)}`,',
        '  loaded: module.loaded,',
        '});',
      ].join('\n'),
    );
    const expected = JSON.stringify({ self: true, sibling: 2, resolved: 'sibling.js', paths: true, cached: true, children: ['sibling.js'], extensions: 'function', file: 'index.js in answer', loaded: false });
    expect(run(root)).toEqual({ value: expected, hits: 0, misses: 3 });
    expect(run(root)).toEqual({ value: expected, hits: 3, misses: 0 });
  });

  it('leaves a module that calls import() to Node, whose loader it needs in every run', () => {
    const root = project();
    writeFileSync(path.join(root, 'node_modules', 'answer', 'index.js'), "module.exports = import('node:path').then((module) => module.sep);\n");
    expect(run(root)).toEqual({ value: '/', hits: 0, misses: 1 });
    expect(run(root)).toEqual({ value: '/', hits: 1, misses: 0 });
  });

  it('caches a module that mentions import() only on a comment line', () => {
    const root = project();
    writeFileSync(path.join(root, 'node_modules', 'answer', 'index.js'), "/**\n * @typedef { import('./types').Answer } Answer\n */\nmodule.exports = 'first';\n");
    run(root);
    expect(run(root)).toEqual({ value: 'first', hits: 2, misses: 0 });
  });

  it('keeps the code of modules another run loaded, and drops that of files gone since', () => {
    const root = project();
    writeFileSync(path.join(root, 'app', 'other.cjs'), "module.exports = 'other entry';\n");
    run(root);
    expect(run(root, 'other.cjs')).toEqual({ value: 'other entry', hits: 0, misses: 1 });
    expect(run(root)).toEqual({ value: 'first', hits: 2, misses: 0 });
    rmSync(path.join(root, 'app', 'other.cjs'));
    writeFileSync(path.join(root, 'node_modules', 'answer', 'index.js'), "module.exports = 'third';\n");
    expect(run(root)).toEqual({ value: 'third', hits: 1, misses: 1 });
    const store = readFileSync(path.join(root, 'cache', 'code.bin'), 'latin1');
    expect(store).toContain(path.join(root, 'app', 'entry.cjs'));
    expect(store).not.toContain(path.join(root, 'app', 'other.cjs'));
  });

  it('starts from another cache while it has none of its own, checks its entries, and writes only what it loaded', () => {
    const root = project();
    writeFileSync(path.join(root, 'app', 'other.cjs'), "module.exports = 'other entry';\n");
    run(root, 'other.cjs');
    run(root);
    const engine = { CODE_CACHE: 'engine.bin', SEEDS: 'code.bin' };
    writeFileSync(path.join(root, 'node_modules', 'answer', 'index.js'), "module.exports = 'edited';\n");
    // The entry's code is the seed's; the package's, changed since, is compiled afresh.
    expect(run(root, 'entry.cjs', [], engine)).toEqual({ value: 'edited', hits: 1, misses: 1 });
    const written = readFileSync(path.join(root, 'cache', 'engine.bin'), 'latin1');
    expect(written).toContain(path.join(root, 'app', 'entry.cjs'));
    expect(written).not.toContain(path.join(root, 'app', 'other.cjs'));
    // Its own cache now: the seed's code for other.cjs is not looked up.
    expect(run(root, 'other.cjs', [], engine)).toEqual({ value: 'other entry', hits: 0, misses: 1 });
  });

  it('ignores a cache file that is not one of its own', () => {
    const root = project();
    mkdirSync(path.join(root, 'cache'));
    writeFileSync(path.join(root, 'cache', 'code.bin'), 'not a cache at all');
    expect(run(root)).toEqual({ value: 'first', hits: 0, misses: 2 });
    expect(run(root).hits).toBe(2);
  });
});

describe('resolution cache', () => {
  it('counts a read per package resolution, and none for a built-in module asked for by its bare name', () => {
    const root = project();
    writeFileSync(path.join(root, 'app', 'builtins.cjs'), "require('fs'); require('path'); require('node:os');\nmodule.exports = require('answer');\n");
    const resolutions = () => (run(root, 'builtins.cjs', [], { TALLY: '1' }) as unknown as { resolutions: { hits: number; misses: { absent: number } } }).resolutions;
    expect(resolutions()).toMatchObject({ hits: 0, misses: { absent: 1 } });
    expect(resolutions()).toMatchObject({ hits: 1, misses: { absent: 0 } });
  });

  it('names the input that changed when another install makes its file a miss', () => {
    const root = project();
    run(root);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'node_modules', '.package-lock.json'), later, later);
    const { resolutions } = run(root, 'entry.cjs', [], { TALLY: '1' }) as unknown as { resolutions: unknown };
    expect(resolutions).toMatchObject({ hits: 0, misses: { inputs: 1 }, changed: { 'installed packages': 1 } });
  });

  it('reuses what a package name resolved to until an install rewrites npm’s hidden lockfile', () => {
    const root = project();
    run(root);
    // A package changed behind npm's back: the stored resolution still holds, as the stamp says nothing changed.
    writeFileSync(path.join(root, 'node_modules', 'answer', 'package.json'), '{"name":"answer","main":"moved.js"}');
    writeFileSync(path.join(root, 'node_modules', 'answer', 'moved.js'), "module.exports = 'moved';\n");
    expect(run(root).value).toBe('first');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'node_modules', '.package-lock.json'), later, later);
    expect(run(root).value).toBe('moved');
  });

  it('keeps what a process resolving with other conditions found apart (test runners pass --conditions development)', () => {
    const root = project();
    writeFileSync(path.join(root, 'node_modules', 'answer', 'package.json'), '{"name":"answer","exports":{"development":"./development.js","default":"./index.js"}}');
    writeFileSync(path.join(root, 'node_modules', 'answer', 'development.js'), "module.exports = 'development';\n");
    expect(run(root, 'entry.cjs', ['--conditions', 'development']).value).toBe('development');
    expect(run(root).value).toBe('first');
    expect(run(root, 'entry.cjs', ['-C', 'development']).value).toBe('development');
    expect(run(root).value).toBe('first');
  });

  it('drops a file written before the conditions were kept apart, which may hold another set’s resolutions', () => {
    const root = project();
    writeFileSync(path.join(root, 'node_modules', 'answer', 'package.json'), '{"name":"answer","exports":{"development":"./development.js","default":"./index.js"}}');
    writeFileSync(path.join(root, 'node_modules', 'answer', 'development.js'), "module.exports = 'development';\n");
    run(root, 'entry.cjs', ['--conditions', 'development']);
    const [written] = readdirSync(path.join(root, 'cache')).filter((name) => /^resolved\..+\.json$/.test(name));
    // As the cache wrote its file before: under the plain name, stamped by the installed packages alone.
    const stored = JSON.parse(readFileSync(path.join(root, 'cache', written!), 'utf8')) as { inputs: Record<string, string>; value: Record<string, string> };
    writeFileSync(path.join(root, 'cache', 'resolved.json'), JSON.stringify({ stamp: stored.inputs['installed packages'], resolved: stored.value }));
    expect(run(root).value).toBe('first');
  });

  it('resolves again, as Node would, a stored resolution whose file is gone, and keeps the new one', () => {
    const root = project();
    run(root);
    // Removed by hand, not by npm: the stamp still says nothing changed.
    rmSync(path.join(root, 'node_modules', 'answer', 'index.js'));
    writeFileSync(path.join(root, 'node_modules', 'answer', 'package.json'), '{"name":"answer","main":"moved.js"}');
    writeFileSync(path.join(root, 'node_modules', 'answer', 'moved.js'), "module.exports = 'moved';\n");
    expect(run(root).value).toBe('moved');
    const [stored] = readdirSync(path.join(root, 'cache')).filter((name) => name.startsWith('resolved.'));
    expect(Object.values((JSON.parse(readFileSync(path.join(root, 'cache', stored!), 'utf8')) as { value: object }).value)).toContain(path.join(root, 'node_modules', 'answer', 'moved.js'));
    expect(run(root).value).toBe('moved');
  });

  it('drops what it resolved through a node_modules link that now leads to another install', () => {
    const root = project();
    const installs = tempDir('startup-caches-installs');
    for (const name of ['a', 'b']) cpSync(path.join(root, 'node_modules'), path.join(installs, name), { recursive: true, preserveTimestamps: true });
    writeFileSync(path.join(installs, 'b', 'answer', 'index.js'), "module.exports = 'other install';\n");
    // The same lockfile, installed twice: the same stamp.
    const stamp = new Date(2026, 0, 1);
    for (const name of ['a', 'b']) utimesSync(path.join(installs, name, '.package-lock.json'), stamp, stamp);
    rmSync(path.join(root, 'node_modules'), { recursive: true });
    symlinkSync(path.join(installs, 'a'), path.join(root, 'node_modules'));
    expect(run(root).value).toBe('first');
    rmSync(path.join(root, 'node_modules'));
    symlinkSync(path.join(installs, 'b'), path.join(root, 'node_modules'));
    expect(run(root).value).toBe('other install');
  });

  it("does not read, as its own, what a removed checkout at the same path resolved", () => {
    const root = project();
    const owner = { OWNER: path.join(root, 'app', 'boot.cjs') };
    writeFileSync(owner.OWNER, '');
    expect(run(root, 'entry.cjs', [], owner).value).toBe('first');
    // Another copy of the project at the same path, with a package of its own beside the entry.
    rmSync(path.join(root, 'app'), { recursive: true });
    mkdirSync(path.join(root, 'app', 'node_modules', 'answer'), { recursive: true });
    writeFileSync(path.join(root, 'app', 'entry.cjs'), "module.exports = require('answer');\n");
    writeFileSync(path.join(root, 'app', 'node_modules', 'answer', 'index.js'), "module.exports = 'local';\n");
    writeFileSync(owner.OWNER, '');
    expect(run(root, 'entry.cjs', [], owner).value).toBe('local');
  });

  it('keeps the resolutions of checkouts sharing the cache folder in files of their own', () => {
    const root = project();
    for (const name of ['one', 'two']) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'boot.cjs'), '');
      run(root, 'entry.cjs', [], { OWNER: path.join(root, name, 'boot.cjs') });
    }
    expect(readdirSync(path.join(root, 'cache')).filter((name) => name.startsWith('resolved.'))).toHaveLength(2);
  });

  it('reads the conditions from the arguments and NODE_OPTIONS, in every spelling Node takes', () => {
    expect(resolutionConditions([])).toEqual([]);
    expect(resolutionConditions(['--conditions', 'node', '--conditions=development', '-C', 'custom', '--inspect'], '--max-old-space-size=100 -C=browser')).toEqual(['browser', 'custom', 'development', 'node']);
    expect(resolutionConditions(['--conditions', 'development'], '--conditions development')).toEqual(['development']);
  });
});

/** As `DRIVER`, with Node's own resolver counting the bare names it is asked for, before the cache wraps it. */
const COUNTING_DRIVER = `
import Module from 'node:module';
import path from 'node:path';
import { installResolutionCache } from ${JSON.stringify(path.join(ROOT, 'compiler/fast-paths/resolution-cache.ts'))};
const root = process.argv[2];
const asked = {};
const node = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (!request.startsWith('.') && !path.isAbsolute(request)) asked[request] = (asked[request] ?? 0) + 1;
  return node.call(this, request, ...rest);
};
installResolutionCache(path.join(root, 'cache', 'resolved.json'), path.join(root, 'node_modules'), (file) => file.startsWith(path.join(root, 'app')) || file.includes('/node_modules/'), __filename);
let value;
try {
  value = require(path.join(root, 'app', process.argv[3]));
} catch (error) {
  value = error.code;
}
process.stdout.write(JSON.stringify({ value, asked }));
`;

describe('bare names within one run', () => {
  let counting: string;
  beforeAll(async () => {
    counting = path.join(tempDir('startup-caches-counting'), 'driver.cjs');
    await build({ stdin: { contents: COUNTING_DRIVER, resolveDir: ROOT, loader: 'ts' }, bundle: true, platform: 'node', format: 'cjs', outfile: counting, logLevel: 'silent' });
  });
  const runCounting = (root: string, entry: string): { value: unknown; asked: Record<string, number> } => {
    const result = spawnSync(process.execPath, [counting, root, entry], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout);
  };
  /** A package `lib` whose files, in several folders, require the package `answer`. */
  const withLibrary = () => {
    const root = project();
    const lib = path.join(root, 'node_modules', 'lib');
    mkdirSync(path.join(lib, 'a', 'deep'), { recursive: true });
    mkdirSync(path.join(lib, 'b'));
    writeFileSync(path.join(lib, 'package.json'), '{"name":"lib","main":"index.js"}');
    writeFileSync(path.join(lib, 'index.js'), "module.exports = [require('./a/one'), require('./a/deep/two'), require('./b/three')];\n");
    for (const file of ['a/one.js', 'a/deep/two.js', 'b/three.js']) writeFileSync(path.join(lib, file), "module.exports = require('answer');\n");
    writeFileSync(path.join(root, 'app', 'lib.cjs'), "module.exports = require('lib');\n");
    return { root, lib };
  };

  it('resolves a package name once for all the folders of the package that asks', () => {
    const { root } = withLibrary();
    const { value, asked } = runCounting(root, 'lib.cjs');
    expect(value).toEqual(['first', 'first', 'first']);
    expect(asked.answer).toBe(1);
  });

  it('resolves again from a folder that has node_modules of its own', () => {
    const { root, lib } = withLibrary();
    mkdirSync(path.join(lib, 'b', 'node_modules', 'answer'), { recursive: true });
    writeFileSync(path.join(lib, 'b', 'node_modules', 'answer', 'index.js'), "module.exports = 'nested';\n");
    const { value, asked } = runCounting(root, 'lib.cjs');
    expect(value).toEqual(['first', 'first', 'nested']);
    expect(asked.answer).toBe(2);
  });

  it('resolves again from a folder another package.json scopes (a package may require itself by name)', () => {
    const root = project();
    writeFileSync(path.join(root, 'app', 'package.json'), '{"name":"self","exports":{"./x":"./x.js"}}');
    writeFileSync(path.join(root, 'app', 'x.js'), "module.exports = 'self';\n");
    mkdirSync(path.join(root, 'app', 'other'));
    writeFileSync(path.join(root, 'app', 'other', 'package.json'), '{"name":"other"}');
    writeFileSync(path.join(root, 'app', 'other', 'y.js'), "module.exports = require('self/x');\n");
    writeFileSync(path.join(root, 'app', 'both.cjs'), "module.exports = [require('self/x'), require('./other/y')];\n");
    expect(runCounting(root, 'both.cjs').value).toBe('MODULE_NOT_FOUND');
  });
});
