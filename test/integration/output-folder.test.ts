import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir, type CliResult } from '../helpers/cli';

/**
 * A build replaces --out only when it is missing, empty or a build's output; the content folder, the
 * current folder, the project root and the folders holding them never. A refused run exits 2 with one
 * line saying why, before any work: every file of the project is still there, byte for byte.
 *
 * The project, in a folder whose name has a space: `package.json`, the content in `my site/`, the
 * user's own `notes.txt` and `src/notes.txt`.
 */
let root: string;
let project: string;
const content = 'my site';

/** Every file and folder under `dir`, each file with the SHA-256 of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    entries[path.relative(dir, full)] = entry.isDirectory() ? 'folder' : createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return entries;
}

/** `docs <args>` run in the project folder; the cache outside the snapshot, so that it would show anything written. */
const cli = (args: string[], cwd = project): CliResult => runCli([...args, ...(args.includes('--cache-dir') ? [] : ['--cache-dir', path.join(cacheRoot, 'cache')])], cwd);
let cacheRoot: string;

/** Runs `args`, which must be refused with exit code 2 and one line naming `folder` and `code`, leaving every file as it was. */
function expectRefused(args: string[], code: string, folder: string, cwd = project): string {
  const before = snapshot(root);
  const result = cli(args, cwd);
  expect(result.status, result.stderr).toBe(2);
  const heads = result.stderr.split('\n').filter((line) => line && !line.startsWith(' '));
  expect(heads, result.stderr).toHaveLength(1);
  expect(heads[0]).toContain(`[${code}]`);
  expect(heads[0]).toContain(folder);
  expect(snapshot(root)).toEqual(before);
  return heads[0]!;
}

beforeAll(() => {
  root = tempDir('output folder');
  cacheRoot = tempDir('output-folder-cache');
  project = path.join(root, 'my project');
  mkdirSync(path.join(project, content, 'guide'), { recursive: true });
  mkdirSync(path.join(project, 'src'));
  writeFileSync(path.join(project, 'package.json'), '{ "name": "my-project", "private": true }\n');
  writeFileSync(path.join(project, content, 'index.md'), '# Home\n\nSee the [guide](./guide/start.md).\n');
  writeFileSync(path.join(project, content, 'guide', 'start.md'), '# Start\n\nFirst steps.\n');
  writeFileSync(path.join(project, 'notes.txt'), 'my notes\n');
  writeFileSync(path.join(project, 'src', 'notes.txt'), 'more notes\n');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cacheRoot, { recursive: true, force: true });
});

describe('docs build refuses an output folder that is not its own', () => {
  it('refuses the current folder, the content folder and their parents, even with --empty-out-dir', () => {
    expect(expectRefused(['build', '--content', content, '--out', '.'], 'output-unsafe', project)).toContain('it is the current folder');
    expect(expectRefused(['build', '--content', content, '--out', content], 'output-unsafe', path.join(project, content))).toContain('it is the content folder');
    expect(expectRefused(['build', '--content', content, '--out', '..'], 'output-unsafe', root)).toContain('it holds the content folder');
    for (const out of ['.', content, '..']) expectRefused(['build', '--content', content, '--out', out, '--empty-out-dir'], 'output-unsafe', out === '..' ? root : path.resolve(project, out));
    // Run from elsewhere, the content folder's parent is still refused: it is the project root.
    expect(expectRefused(['build', '--content', path.join(project, content), '--out', project], 'output-unsafe', project, root)).toContain('it is the project root');
  });

  it('refuses a folder holding files of the user, naming --empty-out-dir', () => {
    const line = expectRefused(['build', '--content', content, '--out', 'src'], 'output-not-empty', path.join(project, 'src'));
    expect(line).toContain('(notes.txt)');
    expect(line).toContain('--empty-out-dir');
  });

  it('refuses an existing file, even with --empty-out-dir', () => {
    expectRefused(['build', '--content', content, '--out', 'notes.txt'], 'output-is-file', path.join(project, 'notes.txt'));
    expectRefused(['build', '--content', content, '--out', 'notes.txt', '--empty-out-dir'], 'output-is-file', path.join(project, 'notes.txt'));
  });

  it('refuses a folder inside the content, new or holding its files, even with --empty-out-dir', () => {
    const line = expectRefused(['build', '--content', content, '--out', path.join(content, 'guide'), '--empty-out-dir'], 'output-unsafe', path.join(project, content, 'guide'));
    expect(line).toContain('inside the content folder');
    // A new folder there would be read back as pages by the next build.
    expectRefused(['build', '--content', content, '--out', path.join(content, 'dist')], 'output-unsafe', path.join(project, content, 'dist'));
    expect(existsSync(path.join(project, content, 'dist'))).toBe(false);
  });

  it('refuses a folder that only looks like an output: its service worker is not a build\'s', () => {
    const lookalike = path.join(root, 'look alike');
    mkdirSync(path.join(lookalike, 'static'), { recursive: true });
    for (const file of ['404.html', 'sitemap.xml', 'sw.js']) writeFileSync(path.join(lookalike, file), `my own ${file}\n`);
    expectRefused(['build', '--content', content, '--out', lookalike], 'output-not-empty', lookalike);
    rmSync(lookalike, { recursive: true });
  });

  it('refuses, with --watch, before the first build', () => {
    expectRefused(['build', '--watch', '--content', content, '--out', 'src'], 'output-not-empty', path.join(project, 'src'));
  });

  it('refuses a cache folder that is the current or the content folder, or holds one, in build, check and dev', () => {
    expectRefused(['build', '--content', content, '--out', 'dist', '--cache-dir', '.'], 'cache-dir-unsafe', project);
    expectRefused(['check', '--content', content, '--cache-dir', content], 'cache-dir-unsafe', path.join(project, content));
    expectRefused(['dev', '--content', content, '--port', '0', '--cache-dir', '..'], 'cache-dir-unsafe', root);
    // The output may neither be the cache folder nor hold it.
    expectRefused(['build', '--content', content, '--out', path.join(cacheRoot, 'cache')], 'output-unsafe', path.join(cacheRoot, 'cache'));
  });
});

describe('docs build replaces what it may', () => {
  it('replaces a build\'s output, also one written before the marker', () => {
    const dist = path.join(project, 'dist');
    expect(cli(['build', '--content', content, '--out', 'dist']).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dist, '.docs-output.json'), 'utf8'))).toMatchObject({ generator: 'docs' });
    // The sitemap lists pages, not the marker; the service worker hashed assets.
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('docs-output');
    // An output of a version before the marker: the same files without it.
    rmSync(path.join(dist, '.docs-output.json'));
    writeFileSync(path.join(project, content, 'guide', 'start.md'), '# Start\n\nFirst steps, edited.\n');
    const again = cli(['build', '--content', content, '--out', 'dist', '--no-cache']);
    expect(again.status, again.stderr).toBe(0);
    expect(readFileSync(path.join(dist, 'guide', 'start', 'index.html'), 'utf8')).toContain('First steps, edited.');
    expect(existsSync(path.join(dist, '.docs-output.json'))).toBe(true);
    // The user's files beside it are untouched.
    expect(readFileSync(path.join(project, 'notes.txt'), 'utf8')).toBe('my notes\n');
  });

  it('takes over a folder of the user with --empty-out-dir, after which it is the build\'s', () => {
    const taken = path.join(root, 'taken over');
    mkdirSync(taken);
    writeFileSync(path.join(taken, 'old.txt'), 'to be replaced\n');
    const result = cli(['build', '--content', content, '--out', taken, '--empty-out-dir']);
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(path.join(taken, 'old.txt'))).toBe(false);
    expect(existsSync(path.join(taken, 'index.html'))).toBe(true);
    expect(cli(['build', '--content', content, '--out', taken]).status).toBe(0);
  });

  it('builds into an empty folder with --watch, writing the marker', async () => {
    const watched = path.join(root, 'watched out');
    mkdirSync(watched);
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'build', '--watch', '--content', content, '--out', watched, '--cache-dir', path.join(cacheRoot, 'watch-cache')], {
      cwd: project,
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    });
    let log = '';
    child.stderr.on('data', (chunk) => (log += chunk));
    try {
      const started = Date.now();
      while (!log.includes('Watching')) {
        if (Date.now() - started > 60_000 || child.exitCode !== null) throw new Error(`docs build --watch did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(existsSync(path.join(watched, '.docs-output.json'))).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
