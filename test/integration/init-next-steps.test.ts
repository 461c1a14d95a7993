import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOf, runCli, tempDir } from '../helpers/cli';
import { expectSameFiles } from '../helpers/same-files';

/** A shell a user opens: their PATH and home, nothing of the test's environment. */
const SHELL_ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root' };

/** The commands `docs init` printed under "Next", without their comments. */
function nextCommands(stderr: string): string[] {
  const next = stderr.slice(stderr.indexOf('Next, from this folder:'));
  return next.split('\n').slice(1).filter((line) => line.startsWith('  ')).map((line) => line.replace(/\s+#.*$/, '').trim());
}

/** Runs a server command as printed (on any free port) until it says where it serves, then asks it for `/`. */
async function firstAnswer(command: string, cwd: string, announces: RegExp): Promise<{ status: number; path: string }> {
  const child = spawn('bash', ['-c', `exec ${command} --port 0`], { cwd, env: SHELL_ENV, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  try {
    const deadline = Date.now() + 60_000;
    let url: string | undefined;
    while (!(url = announces.exec(stderr)?.[1])) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${command} did not start:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await fetch(url);
    await response.text();
    return { status: response.status, path: new URL(response.url).pathname };
  } finally {
    child.kill();
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  }
}

/**
 * `docs init` as a newcomer runs it from a checkout, in a folder of their own that already holds
 * another site's build in `dist/`, then the printed commands pasted into a fresh shell.
 */
describe("docs init's next steps, run as printed", () => {
  const cwd = tempDir('init-verbatim');
  let commands: string[] = [];
  let otherBuild: Map<string, Buffer>;
  beforeAll(() => {
    mkdirSync(path.join(cwd, 'dist'));
    writeFileSync(path.join(cwd, 'dist', 'index.html'), '<!DOCTYPE html><title>Another site</title>');
    otherBuild = filesOf(path.join(cwd, 'dist'));
    const init = runCli(['init', 'my-docs', '--title', 'Acme docs'], cwd);
    expect(init.status).toBe(0);
    commands = nextCommands(init.stderr);
  });
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('name the CLI as it was run, from where the user stands', () => {
    expect(commands).toHaveLength(4);
    const cli = `node ${path.relative(cwd, path.resolve(import.meta.dirname, '../../bin/docs.mjs'))}`;
    for (const command of commands) expect(command.startsWith(`${cli} `)).toBe(true);
  });

  it('check the new site and build it into a folder of its own, touching nothing else', () => {
    const site = filesOf(path.join(cwd, 'my-docs'));
    for (const command of commands.filter((c) => / (check|build) /.test(c))) {
      const result = spawnSync('bash', ['-c', command], { cwd, env: SHELL_ENV, encoding: 'utf8' });
      expect(result.status, `${command}\n${result.stderr}`).toBe(0);
    }
    expect(readdirSync(path.join(cwd, 'my-docs-dist'))).toEqual(expect.arrayContaining(['index.html', '404.html', 'getting-started']));
    // The site's own files are as init wrote them; the other build is untouched; the only other new
    // folder is the compiler's cache (node_modules/.cache/docs, the default --cache-dir).
    expectSameFiles(filesOf(path.join(cwd, 'my-docs')), site);
    expectSameFiles(filesOf(path.join(cwd, 'dist')), otherBuild);
    expect(readdirSync(cwd).sort()).toEqual(['dist', 'my-docs', 'my-docs-dist', 'node_modules']);
    expect(readdirSync(path.join(cwd, 'node_modules'), { recursive: true }).map(String).filter((p) => p.split(path.sep).length <= 2).sort()).toEqual(['.cache', path.join('.cache', 'docs')]);
  }, 180_000);

  it('serve the site with live reload and serve the build', async () => {
    const dev = commands.find((c) => / dev /.test(c))!;
    expect(await firstAnswer(dev, cwd, /docs dev: (http:\/\/\S+)/)).toEqual({ status: 200, path: '/' });
    const serve = commands.find((c) => / serve /.test(c))!;
    expect(await firstAnswer(serve, cwd, /Serving .* at (http:\/\/\S+)/)).toEqual({ status: 200, path: '/' });
  }, 120_000);
});
