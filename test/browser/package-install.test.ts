import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, localContext, reachDemo, serve } from '../helpers/browser';
import { FAST_PATHS_ON, ROOT, runCli, runProcess, tempDir, withoutRunStartupCache, type CliResult } from '../helpers/cli';

/**
 * The compiler as users get it: packed by npm, installed from the tarball into projects of their
 * own, building their sites with their own React and Material UI. The installs come from the npm
 * registry.
 */
const work = tempDir('package install');
const fresh = path.join(work, 'fresh project');
const own = path.join(work, 'own react');
// The startup caches' place is checked: fast paths on, even in a run of the suite without them; where a user's are.
const env = { ...withoutRunStartupCache(process.env), ...FAST_PATHS_ON, NODE_ENV: 'production', FORCE_COLOR: '0', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
let tarball = '';

const run = (command: string, args: string[], cwd: string): Promise<CliResult> => runProcess(command, args, cwd, env);

function project(dir: string, dependencies: Record<string, string>): Promise<CliResult> {
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: path.basename(dir).replace(/\W/g, '-'), private: true }));
  return run('npm', ['install', tarball, ...Object.entries(dependencies).map(([name, version]) => `${name}@${version}`)], dir);
}

const npx = (dir: string, args: string[]) => run('npx', ['--no-install', 'docs', ...args], dir);
const versionIn = (dir: string, pkg: string) => (JSON.parse(readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** Bytes on disk, as `du` counts them (blocks, links once). */
function diskBytes(dir: string): number {
  return Number(spawnSync('du', ['-s', '-B1', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);
}

beforeAll(async () => {
  // The CLI is built by `npm test`'s pretest: packing must not rebuild it under the tests running beside.
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT, env, encoding: 'utf8' });
  expect(pack.status, pack.stderr).toBe(0);
  tarball = path.join(work, pack.stdout.trim().split('\n').at(-1)!);
  for (const dir of [fresh, own]) spawnSync('mkdir', ['-p', dir]);
  const installs = await Promise.all([
    project(fresh, {}),
    project(own, { react: '19.2.8', 'react-dom': '19.2.8', '@mui/material': '7.3.10', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1' }),
  ]);
  for (const install of installs) expect(install.status, install.stderr).toBe(0);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The starter's demo, in Chromium: hydrated, a click changes it, nothing on the console. */
async function clickStarterDemo(out: string): Promise<string[]> {
  const { url, server } = await serve(out);
  const browser = await launch();
  try {
    const page = await (await localContext(browser)).newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}getting-started/`);
    await reachDemo(page, 'section.docs-demo');
    const button = page.locator('section.docs-demo button', { hasText: 'Clicked' });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked 1 time');
    return errors;
  } finally {
    await browser.close();
    server.close();
  }
}

describe('the packed compiler installed into an empty project', () => {
  it('ships what the compiler runs: no MUI X, no tests or content, at most 150 MB installed', () => {
    const files = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
    expect(files).toContain('package/.build/docs.mjs');
    expect(files.filter((file) => /^package\/(test|content|bench|guide)\//.test(file))).toEqual([]);
    expect(readdirSync(path.join(fresh, 'node_modules', '@mui')).filter((name) => name.startsWith('x-'))).toEqual([]);
    expect(diskBytes(path.join(fresh, 'node_modules'))).toBeLessThanOrEqual(150 * 1024 * 1024);
  });

  it.skipIf(!hasChromium)('inits, checks and builds the starter with the Material UI npm installed beside it (9.x), its demo live', async () => {
    expect(versionIn(fresh, '@mui/material')).toMatch(/^9\./);
    const init = await npx(fresh, ['init', 'site']);
    expect(init.status, init.stderr).toBe(0);
    const check = await npx(fresh, ['check', '--content', 'site']);
    expect(check.status, check.stderr).toBe(0);
    const build = await npx(fresh, ['build', '--content', 'site', '--out', 'site-dist']);
    expect(build.status, build.stderr).toBe(0);
    const html = readFileSync(path.join(fresh, 'site-dist', 'getting-started', 'index.html'), 'utf8');
    expect(html).toMatch(/<button class="MuiButtonBase-root MuiButton-root[^"]*"[^>]*>Clicked (<!-- -->)?0/);
    // The caches are the project's, in its own node_modules.
    expect(existsSync(path.join(fresh, 'node_modules', '.cache', 'docs', 'startup'))).toBe(true);
    expect(await clickStarterDemo(path.join(fresh, 'site-dist'))).toEqual([]);
  });
});

describe('a project with its own React 19.2.8 and Material UI 7.3.10', () => {
  it.skipIf(!hasChromium)('renders and bundles that one React: the server render passes, the browser bundle holds no other', async () => {
    expect(await npx(own, ['init', 'site'])).toMatchObject({ status: 0 });
    const build = await npx(own, ['build', '--content', 'site', '--out', 'site-dist']);
    expect(build.status, build.stderr).toBe(0);
    const chunks = readdirSync(path.join(own, 'site-dist', 'static'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(own, 'site-dist', 'static', file), 'utf8'));
    const reactVersions = new Set(chunks.flatMap((code) => [...code.matchAll(/"(19\.\d+\.\d+)"/g)].map((m) => m[1])));
    expect([...reactVersions]).toEqual(['19.2.8']);
    expect(await clickStarterDemo(path.join(own, 'site-dist'))).toEqual([]);
  });
});

/** A demo whose hook comes from a package of the site's (not a peer): it must run on the site's one React. */
const TALLY = `import * as React from 'react';
import Button from '@mui/material/Button';
import useEventCallback from '@mui/utils/useEventCallback';

export default function Tally() {
  const [count, setCount] = React.useState(0);
  const add = useEventCallback(() => setCount(count + 1));
  return <Button onClick={add}>Tally {count}</Button>;
}
`;

describe('two sites built one after the other by this checkout, each with its own React', () => {
  const shared = { cache: path.join(work, 'shared cache'), startup: path.join(work, 'shared startup') };

  function siteIn(dir: string): string {
    const site = path.join(dir, 'tally-site');
    if (existsSync(site)) return site;
    expect(runCli(['init', site]).status).toBe(0);
    writeFileSync(path.join(site, 'getting-started', 'Tally.tsx'), TALLY);
    writeFileSync(path.join(site, 'getting-started', 'index.md'), `${readFileSync(path.join(site, 'getting-started', 'index.md'), 'utf8')}\n{{"demo": "Tally.js"}}\n`);
    return site;
  }

  function build(site: string): CliResult {
    // One cache folder and one start-up cache for both: nothing made for one may be taken for the other.
    return runCli(['build', '--content', site, '--out', path.join(path.dirname(site), 'tally-dist'), '--cache-dir', shared.cache], ROOT, { DOCS_STARTUP_CACHE: shared.startup });
  }

  it('builds both, in both orders, each demo rendered with its own site’s packages', () => {
    const bare = path.join(work, 'bare');
    spawnSync('mkdir', ['-p', bare]);
    // Without node_modules of its own, a site renders with the compiler's packages.
    const [ownReact, compilersReact] = [siteIn(own), siteIn(bare)];
    for (const site of [ownReact, compilersReact, ownReact]) {
      const result = build(site);
      expect(result.status, `${site}\n${result.stderr}`).toBe(0);
      expect(readFileSync(path.join(path.dirname(site), 'tally-dist', 'getting-started', 'index.html'), 'utf8')).toMatch(/>Tally (<!-- -->)?0<\/button>/);
    }
  });
});
