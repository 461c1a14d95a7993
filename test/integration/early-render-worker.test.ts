import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, FAST_PATHS_ON, runCli, tempDir } from '../helpers/cli';

/** The phases a traced build printed, in order, each with its milliseconds since the process started. */
function phases(stderr: string): { ms: number; phase: string }[] {
  return [...stderr.matchAll(/^\[trace\]\s+(\d+) ms .*? cpu  (.*)$/gm)].map((m) => ({ ms: Number(m[1]), phase: m[2]! }));
}

describe('the render worker of a one-shot build', () => {
  it('is started before the CLI loads and renders the edited page; no second worker is started', () => {
    const site = copyFixture('site-basic');
    const cache = tempDir('early-worker-cache');
    const out = path.join(tempDir('early-worker-out'), 'dist');
    const build = () => runCli(['build', '--content', site, '--out', out, '--cache-dir', cache], undefined, { DOCS_TRACE: '1' });
    expect(build().status).toBe(0);
    const page = path.join(site, 'guide', 'setup', 'index.md');
    writeFileSync(page, readFileSync(page, 'utf8').replace('Install the package.', 'Install the package first.'));

    const result = build();
    expect(result.status, result.stderr).toBe(0);
    const traced = phases(result.stderr);
    const started = traced.filter((t) => t.phase.startsWith('render worker started'));
    expect(started.map((t) => t.phase)).toEqual(['render worker started before the CLI loaded']);
    expect(traced.some((t) => /^\[worker \d+\]  rendered \/guide\/setup\/$/.test(t.phase))).toBe(true);
    expect(readFileSync(path.join(out, 'guide', 'setup', 'index.html'), 'utf8')).toContain('Install the package first.');
  });

  it('does not keep a build that renders nothing from exiting', () => {
    const site = copyFixture('site-basic');
    const cache = tempDir('early-worker-idle-cache');
    const out = path.join(tempDir('early-worker-idle-out'), 'dist');
    expect(runCli(['build', '--content', site, '--out', out, '--cache-dir', cache]).status).toBe(0);
    const again = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache]);
    expect(again.status).toBe(0);
    expect(again.stderr).toMatch(/Nothing changed since the last build/);
    expect(runCli(['build', '--bogus-option']).status).toBe(2);
  });
});

describe('the render workers’ startup caches', () => {
  it('are written by a pool’s worker once it has rendered its pages', () => {
    const site = copyFixture('site-basic');
    const cache = tempDir('startup-written-cache');
    const out = path.join(tempDir('startup-written-out'), 'dist');
    expect(runCli(['build', '--content', site, '--out', out, '--cache-dir', cache]).status).toBe(0);
    const page = path.join(site, 'guide', 'setup', 'index.md');
    writeFileSync(page, readFileSync(page, 'utf8').replace('Install the package.', 'Install the package first.'));
    // A folder of its own: the one-page rebuild ends long before a worker would write on its own (after 3 s without new modules).
    const startup = tempDir('startup-written');
    const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache], undefined, { ...FAST_PATHS_ON, DOCS_STARTUP_CACHE: startup });
    expect(result.status, result.stderr).toBe(0);
    const store = readFileSync(path.join(startup, 'render-worker.bin'), 'latin1');
    expect(store).toContain('render-worker.cjs');
    expect(store).toContain(`${path.sep}react-dom${path.sep}`);
    // The resolutions are this checkout's own: in a file named for it.
    const resolutions = readdirSync(startup).filter((name) => /^render-worker\.resolved\.\w+\.json$/.test(name));
    expect(resolutions).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(startup, resolutions[0]!), 'utf8')).resolved).not.toEqual({});
  });
});
