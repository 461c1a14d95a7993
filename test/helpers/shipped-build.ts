import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hasChromium } from './browser-path';
import type { CliResult } from './cli';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The shipped build is started 14 hours ahead of UTC (the CLI renders in UTC whatever zone it is given);
 * test/integration/shipped-build-again.test.ts builds again in another zone with the clock a day ahead,
 * and expects the same pages.
 */
export const SHIPPED_BUILD_TIME_ZONE = 'Etc/GMT-14';

/**
 * How the shipped site is built for the tests: cold (a cache folder of its own, so that the API
 * extraction runs with the render workers compiling pages meanwhile), with two render workers, traced
 * (test/integration/shipped-build-again.test.ts compares it with a build in one thread).
 */
export const SHIPPED_BUILD_ARGS = (dir: string) => ['build', '--out', path.join(dir, 'dist'), '--cache-dir', path.join(dir, 'cache'), '--jobs', '2'];
export const SHIPPED_BUILD_ENV = { NODE_ENV: 'production', FORCE_COLOR: '0', TZ: SHIPPED_BUILD_TIME_ZONE, DOCS_TRACE: '1' };

/** Where the build's outcome is written once it ends: tests wait for this file. */
export const shippedResultFile = (dir: string) => path.join(dir, 'result.json');

/**
 * Starts the one build of the shipped content of this test run into `dir`, unless it was started
 * already (by the global setup, or by another test file when the global setup did not foresee it).
 */
export function startShippedBuild(dir: string): ChildProcess | undefined {
  try {
    mkdirSync(path.join(dir, 'lock'));
  } catch {
    return undefined;
  }
  const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), ...SHIPPED_BUILD_ARGS(dir)], { cwd: ROOT, env: { ...process.env, ...SHIPPED_BUILD_ENV } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.on('error', (error) => writeResult(dir, { status: -1, stdout, stderr: `${stderr}\n${error.message}` }));
  child.on('close', (status) => writeResult(dir, { status: status ?? -1, stdout, stderr }));
  return child;
}

function writeResult(dir: string, result: CliResult): void {
  // Written whole under another name, then renamed: a waiting test never reads half of it.
  writeFileSync(`${shippedResultFile(dir)}.part`, JSON.stringify(result));
  renameSync(`${shippedResultFile(dir)}.part`, shippedResultFile(dir));
}

/**
 * Whether a test file reads the shipped build: through `shippedBuild`, or through a browser when
 * there is one to drive (without Chromium the browser test files skip themselves).
 */
export function needsShippedBuild(testFile: string): boolean {
  const text = readFileSync(testFile, 'utf8');
  return /\bshippedBuild\(/.test(text) || (hasChromium && /\bshippedSite(InBrowser)?\(/.test(text));
}
