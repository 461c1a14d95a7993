// @module-tag heavy
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAST_PATHS_ON, ROOT, tempDir, withoutRunStartupCache } from '../helpers/cli';

/**
 * Copies of the project built one after another at the same path, their `node_modules` a link to
 * one install shared with other checkouts (as pnpm and hoisting monorepos make): each build stops
 * for a content error, which it must print, located, without a crash or a stack trace, whatever the
 * startup caches in their shared cache folder (`<cache-dir>/startup`) hold from the copies before it.
 */
const CHECKOUT = ['bin', '.build', 'compiler', 'templates', 'runtime', 'scripts', 'content', 'package.json', 'package-lock.json', 'tsconfig.json'];
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/** A copy of this checkout at `dir`, its node_modules a link to `install`. */
function checkout(dir: string, install: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of CHECKOUT) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  symlinkSync(install, path.join(dir, 'node_modules'));
}

/**
 * An install of its own for the copies: links to this checkout's packages, but for one package
 * (`@emotion/cache`, which the render worker loads first) copied in, as an install made on its own
 * has it. npm's hidden lockfile is copied with its times: the same lockfile installed.
 */
function sharedInstall(dir: string): string {
  const modules = path.join(ROOT, 'node_modules');
  mkdirSync(path.join(dir, '@emotion'), { recursive: true });
  for (const name of readdirSync(modules)) {
    if (name === '@emotion' || name === '.cache') continue;
    if (name === '.package-lock.json') cpSync(path.join(modules, name), path.join(dir, name), { preserveTimestamps: true });
    else symlinkSync(path.join(modules, name), path.join(dir, name));
  }
  for (const name of readdirSync(path.join(modules, '@emotion'))) {
    if (name === 'cache') cpSync(path.join(modules, '@emotion', name), path.join(dir, '@emotion', name), { recursive: true });
    else symlinkSync(path.join(modules, '@emotion', name), path.join(dir, '@emotion', name));
  }
  return dir;
}

/**
 * A plain markdown folder of 80 pages, enough for two render workers, one of them with a broken link:
 * found once every page is rendered, so the workers have written their startup caches by then.
 */
function pagesWithBrokenLink(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= 80; i += 1) writeFileSync(path.join(dir, `page-${i}.md`), `# Page ${i}\n\nSome text.\n`);
  writeFileSync(path.join(dir, 'page-1.md'), '# Page 1\n\nA [broken link](/no-such-page/).\n');
  return dir;
}

function build(dir: string, cacheDir: string, content = 'content'): { status: number; output: string } {
  const result = spawnSync(process.execPath, [path.join(dir, 'bin', 'docs.mjs'), 'build', '--content', content, '--out', path.join(dir, '..', 'dist'), '--cache-dir', cacheDir], {
    cwd: dir,
    encoding: 'utf8',
    // Where a user's build keeps them: in its cache folder.
    env: { ...withoutRunStartupCache(process.env), ...FAST_PATHS_ON, NODE_ENV: 'production', FORCE_COLOR: '0' },
  });
  return { status: result.status ?? -1, output: `${result.stdout}\n${result.stderr}` };
}

describe('copies of the project at one path sharing node_modules', () => {
  const made: string[] = [];
  const folder = (prefix: string) => {
    made.push(tempDir(prefix));
    return made.at(-1)!;
  };
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('each print their content error, located, whatever the startup caches kept from the copy before', () => {
    const root = folder('shared-install');
    const install = sharedInstall(path.join(root, 'install', 'node_modules'));
    const copy = path.join(root, 'project');

    checkout(copy, install);
    const cacheDir = folder('shared-install-cache');
    const first = build(copy, cacheDir, pagesWithBrokenLink(path.join(copy, 'notes')));
    expect(first.output).toMatch(/notes\/page-1\.md:3:3 {2}error {2}Broken link: \/no-such-page\/ .+ {2}\[link-broken\]/);
    expect(first.output).not.toMatch(STACK_FRAME);
    expect(first.status).toBe(1);
    // Written by the render workers into the cache folder, as every build's are.
    expect(readdirSync(path.join(cacheDir, 'startup')).some((name) => name.includes('resolved'))).toBe(true);

    // Another version of the package, laid out otherwise, installed by a tool that leaves npm's
    // hidden lockfile as it was (pnpm, yarn); then a new copy of the project in the former one's place.
    const emotionCache = path.join(install, '@emotion', 'cache');
    rmSync(emotionCache, { recursive: true });
    mkdirSync(emotionCache);
    writeFileSync(path.join(emotionCache, 'package.json'), '{"name":"@emotion/cache","main":"index.js"}');
    writeFileSync(path.join(emotionCache, 'index.js'), `module.exports = require(${JSON.stringify(path.join(ROOT, 'node_modules', '@emotion', 'cache'))});\n`);
    checkout(copy, install);
    appendFileSync(path.join(copy, 'content', 'pages.ts'), '\nexport const broken = [;\n');
    const second = build(copy, cacheDir);
    expect(second.output).toMatch(/content\/pages\.ts:\d+:\d+ {2}error {2}.+ {2}\[module-syntax\]/);
    expect(second.output).not.toMatch(STACK_FRAME);
    expect(second.output).not.toContain('Internal error');
    expect(second.status).toBe(1);
  }, 300_000);

  it('print their content error, located, when a render worker cannot load its packages meanwhile', () => {
    const root = folder('broken-install');
    const install = sharedInstall(path.join(root, 'install', 'node_modules'));
    // A package whose dependency the install lacks: the render workers fail as they load.
    writeFileSync(path.join(install, '@emotion', 'cache', 'dist', 'emotion-cache.cjs.js'), "module.exports = require('@emotion/not-installed');\n");
    const copy = path.join(root, 'project');
    checkout(copy, install);
    appendFileSync(path.join(copy, 'content', 'pages.ts'), '\nexport const broken = [;\n');
    const result = build(copy, folder('broken-install-cache'));
    expect(result.output).toMatch(/content\/pages\.ts:\d+:\d+ {2}error {2}.+ {2}\[module-syntax\]/);
    expect(result.output).not.toMatch(STACK_FRAME);
    expect(result.status).toBe(1);
  }, 300_000);
});
