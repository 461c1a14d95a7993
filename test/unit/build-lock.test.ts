import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireBuildLock, isProcessAlive, lockFileFor, processStartTicks } from '../../compiler/output/build-lock';
import { cleanStaleStaging } from '../../compiler/output/atomic-output';

const root = () => mkdtempSync(path.join(tmpdir(), 'docs-lock-'));
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('build lock', () => {
  it('is a file next to the output holding this pid, removed on release', async () => {
    const out = path.join(root(), 'dist');
    const result = await acquireBuildLock(out);
    if (!result.ok) throw new Error(result.diagnostic.message);
    expect(result.lock.file).toBe(path.join(path.dirname(out), '.dist.lock'));
    expect(JSON.parse(readFileSync(result.lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    await result.lock.release();
    expect(existsSync(result.lock.file)).toBe(false);
    await result.lock.release();
  });

  it('makes the folders above an output that does not exist yet', async () => {
    const out = path.join(root(), 'site', 'build', 'dist');
    const result = await acquireBuildLock(out);
    if (!result.ok) throw new Error(result.diagnostic.message);
    expect(existsSync(path.join(path.dirname(out), '.dist.lock'))).toBe(true);
    await result.lock.release();
  });

  it('refuses a second build while the first holds the lock, naming it', async () => {
    const out = path.join(root(), 'dist');
    const first = await acquireBuildLock(out);
    expect(first.ok).toBe(true);
    const second = await acquireBuildLock(out);
    expect(second).toMatchObject({
      ok: false,
      diagnostic: { code: 'build-locked', severity: 'error', message: expect.stringContaining(`Another build (pid ${process.pid}`), hint: expect.stringContaining('.dist.lock') },
    });
    if (first.ok) await first.lock.release();
    expect((await acquireBuildLock(out)).ok).toBe(true);
  });

  it('takes over the lock of a build that died', async () => {
    const out = path.join(root(), 'dist');
    const pid = deadPid();
    expect(isProcessAlive(pid)).toBe(false);
    writeFileSync(lockFileFor(out), JSON.stringify({ pid, host: (await import('node:os')).hostname(), started: '2020-01-01T00:00:00.000Z', token: 'dead' }));
    const result = await acquireBuildLock(out);
    expect(result.ok).toBe(true);
    expect(JSON.parse(readFileSync(lockFileFor(out), 'utf8'))).toMatchObject({ pid: process.pid });
    if (result.ok) await result.lock.release();
  });

  it('removes the takeover mutex of a build killed while taking a lock over, not that of a live one', async () => {
    const out = path.join(root(), 'dist');
    const mutex = `${lockFileFor(out)}.takeover`;
    writeFileSync(mutex, String(deadPid()));
    const first = await acquireBuildLock(out);
    expect(first.ok).toBe(true);
    expect(existsSync(mutex)).toBe(false);
    if (first.ok) await first.lock.release();
    writeFileSync(mutex, String(process.pid));
    const second = await acquireBuildLock(out);
    expect(second.ok).toBe(true);
    expect(readFileSync(mutex, 'utf8')).toBe(String(process.pid));
    if (second.ok) await second.lock.release();
  });

  it('takes over a dead build\'s lock at once when another dead build left its takeover mutex', async () => {
    const out = path.join(root(), 'dist');
    const mutex = `${lockFileFor(out)}.takeover`;
    writeFileSync(lockFileFor(out), JSON.stringify({ pid: deadPid(), host: (await import('node:os')).hostname(), started: '', token: 'stale' }));
    writeFileSync(mutex, String(deadPid()));
    const result = await acquireBuildLock(out);
    expect(result.ok).toBe(true);
    expect(existsSync(mutex)).toBe(false);
    if (result.ok) await result.lock.release();
  });

  it.skipIf(processStartTicks(process.pid) === undefined)('takes over the lock of a build that died once its pid went to another process', async () => {
    const out = path.join(root(), 'dist');
    // This pid is alive, but the process that wrote the lock started at another time.
    writeFileSync(lockFileFor(out), JSON.stringify({ pid: process.pid, host: (await import('node:os')).hostname(), started: '2020-01-01T00:00:00.000Z', token: 'reused', startTicks: '1' }));
    const result = await acquireBuildLock(out);
    expect(result.ok).toBe(true);
    expect(JSON.parse(readFileSync(lockFileFor(out), 'utf8'))).toMatchObject({ pid: process.pid, startTicks: processStartTicks(process.pid) });
    if (result.ok) await result.lock.release();
  });

  it('takes over a corrupt lock, and an empty one once it is old', async () => {
    const out = path.join(root(), 'dist');
    writeFileSync(lockFileFor(out), 'not json');
    const corrupt = await acquireBuildLock(out);
    expect(corrupt.ok).toBe(true);
    if (corrupt.ok) await corrupt.lock.release();

    writeFileSync(lockFileFor(out), '');
    expect((await acquireBuildLock(out)).ok).toBe(false);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFileFor(out), old, old);
    expect((await acquireBuildLock(out)).ok).toBe(true);
  });

  it('lets exactly one of many simultaneous builds in', async () => {
    const out = path.join(root(), 'dist');
    writeFileSync(lockFileFor(out), JSON.stringify({ pid: deadPid(), host: (await import('node:os')).hostname(), started: '', token: 'stale' }));
    const results = await Promise.all(Array.from({ length: 8 }, () => acquireBuildLock(out)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe('stale staging cleanup', () => {
  it('deletes staging folders of dead builds and keeps those of live ones', async () => {
    const dir = root();
    const out = path.join(dir, 'dist');
    mkdirSync(out);
    const dead = deadPid();
    for (const name of [`.dist-staging-${dead}-abc`, `.dist-staging-${dead}-abc-previous`, `.dist-staging-${process.pid}-def`, `.other-staging-${dead}-abc`]) {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, 'index.html'), name);
    }
    const result = await cleanStaleStaging(out);
    expect(result.removed.map((p) => path.basename(p)).sort()).toEqual([`.dist-staging-${dead}-abc`, `.dist-staging-${dead}-abc-previous`]);
    expect(readdirSync(dir).sort()).toEqual([`.dist-staging-${process.pid}-def`, `.other-staging-${dead}-abc`, 'dist']);
  });

  it('moves back the previous output of a build killed between its two renames', async () => {
    const dir = root();
    const out = path.join(dir, 'dist');
    const dead = deadPid();
    const previous = path.join(dir, `.dist-staging-${dead}-abc-previous`);
    mkdirSync(previous);
    writeFileSync(path.join(previous, 'index.html'), 'the previous site');
    mkdirSync(path.join(dir, `.dist-staging-${dead}-abc`));
    const result = await cleanStaleStaging(out);
    expect(result.restored).toBe(previous);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous site');
    expect(readdirSync(dir)).toEqual(['dist']);
  });

  it('does nothing when the output folder has no parent yet', async () => {
    expect(await cleanStaleStaging(path.join(root(), 'missing', 'dist'))).toEqual({ removed: [], rolledBack: [] });
  });
});
