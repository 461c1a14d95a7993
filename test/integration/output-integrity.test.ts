import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, ROOT, tempDir, type CliResult } from '../helpers/cli';
import { cleanStaleStaging } from '../../compiler/output/atomic-output';

/**
 * `docs build` replaces --out only when it finishes: whenever it is killed (SIGKILL, so nothing of it
 * can react), the previous output must still be there, byte for byte; and two builds into one --out
 * must not both write it.
 *
 * KILL_ITERATIONS sets the number of kills (default 10).
 */
const ITERATIONS = Number(process.env.KILL_ITERATIONS ?? 10);


interface Build {
  child: ReturnType<typeof spawn>;
  done: Promise<CliResult & { signal: NodeJS.Signals | null }>;
}

function startBuild(content: string, out: string, extra: string[] = []): Build {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'build', '--content', content, '--out', out, '--jobs', '1', ...extra], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<CliResult & { signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (status, signal) => resolve({ status: status ?? -1, signal, stdout, stderr })),
  );
  return { child, done };
}

/** Every file under `dir` by its relative path, with the SHA-256 of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full).split(path.sep).join('/')] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** What builds leave next to `out`: staging folders, moved-aside outputs, lock files. */
const leftovers = (out: string) => readdirSync(path.dirname(out)).filter((name) => name !== path.basename(out) && name !== 'content');

let root: string;
let content: string;
let out: string;
let expected: Record<string, string>;
/** How long an uninterrupted build takes, with the page cache warm and without it: kills land within. */
const durationMs = { cached: 0, uncached: 0 };

async function timedBuild(extra: string[] = []): Promise<number> {
  const started = performance.now();
  const result = await startBuild(content, out, extra).done;
  expect(result.status, result.stderr).toBe(0);
  return performance.now() - started;
}

beforeAll(async () => {
  content = copyFixture('site-basic');
  root = tempDir('integrity');
  out = path.join(root, 'dist');
  await timedBuild();
  expected = snapshot(out);
  expect(Object.keys(expected)).toContain('guide/index.html');
  durationMs.cached = await timedBuild();
  durationMs.uncached = await timedBuild(['--no-cache']);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(content, { recursive: true, force: true });
});

describe('docs build killed at a random moment', () => {
  it(`leaves the previous output byte-identical (${ITERATIONS} kills)`, async () => {
    const phases: string[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      // Half the builds use the page cache (fast, mostly copying), half render everything.
      const uncached = i % 2 === 1;
      const build = startBuild(content, out, uncached ? ['--no-cache'] : []);
      // Its own staging folder, not one a killed build left.
      const staging = () => leftovers(out).some((n) => n.startsWith(`.${path.basename(out)}-staging-${build.child.pid}-`));
      const kill = () => {
        phases.push(staging() ? 'while staging' : 'before staging');
        build.child.kill('SIGKILL');
      };
      // Half the kills land anywhere in the build, half once it writes its staging folder (pages, swap).
      const staged = i % 4 >= 2;
      let delay = Math.random() * (uncached ? durationMs.uncached : durationMs.cached);
      let timer: NodeJS.Timeout | undefined;
      const poll = staged
        ? setInterval(() => {
            if (!staging()) return;
            clearInterval(poll);
            delay = Math.random() * 300;
            timer = setTimeout(kill, delay);
          }, 2)
        : undefined;
      if (!staged) timer = setTimeout(kill, delay);
      const result = await build.done;
      clearInterval(poll);
      clearTimeout(timer);
      if (result.signal === null) phases.push('finished first');
      expect(result.stderr, 'no internal error').not.toContain('Internal error');
      // Killed before the swap: the previous output. After it: the new one, identical (builds are deterministic).
      expect(existsSync(out), `iteration ${i}: ${out} exists`).toBe(true);
      expect(snapshot(out), `iteration ${i}, killed ${staged ? 'after staging started +' : 'after'} ${Math.round(delay)} ms`).toEqual(expected);
    }
    const counts = phases.reduce<Record<string, number>>((n, p) => ({ ...n, [p]: (n[p] ?? 0) + 1 }), {});
    console.info(`kill phases: ${JSON.stringify(counts)}; left next to the output: ${leftovers(out).length} entries`);
  });

  it('a later build cleans up what the killed builds left, and takes over their lock', async () => {
    const result = await startBuild(content, out).done;
    expect(result.status, result.stderr).toBe(0);
    expect(snapshot(out)).toEqual(expected);
    expect(leftovers(out)).toEqual([]);
  });
});

describe('two builds into the same output', () => {
  it('run one at a time: the second stops with a clear message and exit code 1', async () => {
    // Both render everything: a build that finds nothing changed would be done before the other takes the lock.
    const [a, b] = await Promise.all([startBuild(content, out, ['--no-cache']).done, startBuild(content, out, ['--no-cache']).done]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([0, 1]);
    const refused = a.status === 1 ? a : b;
    // The holder is named when its lock file was already written; a build a moment earlier is unnamed.
    expect(refused.stderr).toMatch(/Another build( \(pid \d+.*\))? is writing .*dist; this build stops/);
    expect(refused.stderr).toContain('[build-locked]');
    expect(snapshot(out)).toEqual(expected);
    expect(leftovers(out)).toEqual([]);
  });
});

describe('docs build patching the previous output, killed at a random moment', () => {
  it(`leaves the previous output or the new one, byte for byte, once the next build starts (${ITERATIONS} kills)`, async () => {
    // One page edited back and forth: each build patches the output in place (see `applyPatch`).
    const site = copyFixture('site-basic');
    const dir = tempDir('integrity-patch');
    const target = path.join(dir, 'dist');
    const page = path.join(site, 'guide', 'setup', 'index.md');
    const versions = [readFileSync(page, 'utf8'), readFileSync(page, 'utf8').replace('Install the package.', 'Install the package, then read on.')];
    const snapshots: Record<string, string>[] = [];
    let longest = 0;
    for (const version of [1, 0]) {
      writeFileSync(page, versions[version]!);
      const started = performance.now();
      const result = await startBuild(site, target).done;
      expect(result.status, result.stderr).toBe(0);
      longest = Math.max(longest, performance.now() - started);
      snapshots[version] = snapshot(target);
    }
    expect(snapshots[0]).not.toEqual(snapshots[1]);
    let current = 0;
    let written = 0;
    const outcomes: string[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const next = 1 - current;
      writeFileSync(page, versions[next]!);
      written = next;
      const build = startBuild(site, target);
      const delay = Math.random() * longest;
      const timer = setTimeout(() => build.child.kill('SIGKILL'), delay);
      const result = await build.done;
      clearTimeout(timer);
      expect(result.stderr, 'no internal error').not.toContain('Internal error');
      // What the next build does first, under the lock the killed one left.
      await cleanStaleStaging(target);
      const now = snapshot(target);
      const which = [current, next].find((version) => JSON.stringify(now) === JSON.stringify(snapshots[version]));
      expect(which, `iteration ${i}, killed after ${Math.round(delay)} ms: the output is one version or the other`).toBeDefined();
      outcomes.push(result.signal === null ? 'finished' : which === next ? 'killed after the patch' : 'killed before it');
      current = which!;
    }
    const counts = outcomes.reduce<Record<string, number>>((n, o) => ({ ...n, [o]: (n[o] ?? 0) + 1 }), {});
    console.info(`patch kills: ${JSON.stringify(counts)}`);
    const last = await startBuild(site, target).done;
    expect(last.status, last.stderr).toBe(0);
    expect(snapshot(target)).toEqual(snapshots[written]);
    expect(readdirSync(dir)).toEqual(['dist']);
  });
});
