import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURES = path.join(ROOT, 'test', 'fixtures');

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a run that tests a fast path itself (the workers' startup caches): on, even when the
 * suite runs with `DOCS_FAST_PATHS=0` (see compiler/fast-paths/enabled.ts).
 */
export const FAST_PATHS_ON = { DOCS_FAST_PATHS: '1' };

/** `env` without the run's shared start-up cache folder (global-setup.ts): a CLI keeps its own in its cache folder, as a user's does. */
export function withoutRunStartupCache(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DOCS_STARTUP_CACHE: _, ...rest } = env;
  return rest;
}

/** Runs the built CLI (`npm test` builds it first) as a user would. */
export function runCli(args: string[], cwd = ROOT, env: Record<string, string> = {}): CliResult {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0', ...env },
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** `runCli` without blocking: several CLIs run at once under `describe.concurrent`. */
export function runCliAsync(args: string[]): Promise<CliResult> {
  return runProcess(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), ...args], ROOT, { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' });
}

/** A command run to its end without blocking, its output collected. */
export function runProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? -1, stdout, stderr }));
  });
}

/** A private copy of a fixture site that a test may break. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `docs-${name}-`));
  cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/**
 * A private copy of the site-demos fixture's first page and the demos it embeds (a counter, a tree
 * view, one that crashes), without its section folders: their grids and charts take most of the time
 * of a check, which a test of one demo does not need.
 */
export function copyDemoPage(): string {
  const fixture = path.join(FIXTURES, 'site-demos');
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-site-demos-'));
  for (const entry of readdirSync(fixture, { withFileTypes: true })) if (entry.isFile()) cpSync(path.join(fixture, entry.name), path.join(dir, entry.name));
  return dir;
}

/** Every file under `dir` by its relative path: two outputs compared whole. */
export function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `docs-${prefix}-`));
}

/** `docs dev` run by the built CLI, as a user starts it. */
export interface CliDev {
  url: string;
  /** What it printed on stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/** Starts `docs dev` on `site` (any port, traced, with `flags`) and waits until it says where it serves. */
export async function startCliDev(site: string, cacheDir: string, flags: string[] = []): Promise<CliDev> {
  const dev = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'dev', '--content', site, '--port', '0', '--cache-dir', cacheDir, ...flags], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DOCS_TRACE: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  dev.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const stop = async () => {
    if (dev.exitCode !== null || dev.signalCode !== null) return;
    dev.kill();
    await new Promise((resolve) => dev.once('exit', resolve));
  };
  const deadline = Date.now() + 60000;
  let url: string | undefined;
  while (!(url = /docs dev: (http:\/\/\S+)/.exec(stderr)?.[1])) {
    if (Date.now() > deadline || dev.exitCode !== null) {
      await stop();
      throw new Error(`docs dev did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url, stderr: () => stderr, stop };
}
