import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hasChromium } from './browser-path';
import { withoutRunStartupCache, type CliResult } from './cli';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A build that the test files of a run read and none changes: built once, into the run's folder for it. */
export interface SharedBuildSpec {
  name: string;
  /** The CLI's arguments, given where the build goes (`<folder>/dist`) and the folder for its cache. */
  args: (out: string, cacheDir: string) => string[];
  env?: Record<string, string>;
}

/**
 * The shipped build is started 14 hours ahead of UTC (the CLI renders in UTC whatever zone it is given);
 * test/integration/shipped-build-again.test.ts builds again in another zone with the clock a day ahead,
 * and expects the same pages.
 */
export const SHIPPED_BUILD_TIME_ZONE = 'Etc/GMT-14';

/**
 * The shipped content, built cold (a cache folder of its own, so that the API extraction runs with
 * the render workers compiling pages meanwhile), with two render workers, traced:
 * test/integration/shipped-build-again.test.ts compares it with a build in one thread.
 */
export const SHIPPED_BUILD: SharedBuildSpec = {
  name: 'shipped',
  args: (out, cacheDir) => ['build', '--out', out, '--cache-dir', cacheDir, '--jobs', '2'],
  env: { TZ: SHIPPED_BUILD_TIME_ZONE, DOCS_TRACE: '1' },
};

/** The site-demos fixture, whose live demos the browser tests drive (see demo-page.ts). */
export const SITE_DEMOS_BUILD: SharedBuildSpec = {
  name: 'site-demos',
  args: (out) => ['build', '--content', path.join(ROOT, 'test', 'fixtures', 'site-demos'), '--out', out, '--jobs', '1'],
};

/** Where a shared build of the run goes, and the file its outcome is written to once it ends. */
export function sharedBuildPaths(runDir: string, spec: SharedBuildSpec): { dir: string; out: string; result: string } {
  const dir = path.join(runDir, spec.name);
  return { dir, out: path.join(dir, 'dist'), result: path.join(dir, 'result.json') };
}

/**
 * Starts a shared build of the run, unless it was started already (by the global setup, or by another
 * test file).
 */
export function startSharedBuild(runDir: string, spec: SharedBuildSpec): ChildProcess | undefined {
  const { dir, out, result } = sharedBuildPaths(runDir, spec);
  mkdirSync(runDir, { recursive: true });
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  // Start-up caches in the build's own cache folder, where a user's are: the shipped build's are read and written, as tests check.
  const env = { ...withoutRunStartupCache(process.env), NODE_ENV: 'production', FORCE_COLOR: '0', ...spec.env };
  const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), ...spec.args(out, path.join(dir, 'cache'))], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.on('error', (error) => writeResult(result, { status: -1, stdout, stderr: `${stderr}\n${error.message}` }));
  child.on('close', (status) => writeResult(result, { status: status ?? -1, stdout, stderr }));
  return child;
}

function writeResult(file: string, result: CliResult): void {
  // Written whole under another name, then renamed: a waiting test never reads half of it.
  writeFileSync(`${file}.part`, JSON.stringify(result));
  renameSync(`${file}.part`, file);
}

/**
 * The shared builds a test file reads: the shipped build through `shippedBuild`, or through a
 * browser when there is one to drive (without Chromium the browser test files skip themselves); the
 * site-demos fixture through `servedDemoSite`, in a browser.
 */
export function sharedBuildsOf(testFile: string): SharedBuildSpec[] {
  const text = readFileSync(testFile, 'utf8');
  const shipped = /\bshippedBuild\(/.test(text) || (hasChromium && /\bshippedSite(InBrowser)?\(/.test(text));
  const demos = hasChromium && /\bservedDemoSite\(/.test(text);
  return [...(shipped ? [SHIPPED_BUILD] : []), ...(demos ? [SITE_DEMOS_BUILD] : [])];
}
