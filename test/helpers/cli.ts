import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURES = path.join(ROOT, 'test', 'fixtures');

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
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

/** A private copy of a fixture site that a test may break. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `docs-${name}-`));
  cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `docs-${prefix}-`));
}
