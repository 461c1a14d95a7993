import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanStaleStaging } from '../../compiler/output/atomic-output';
import { filesUnder } from '../../compiler/output/list-folder';
import { applyPatch, beginPatch, patchDirFor, planPatch, runPatch, type OutputPatch } from '../../compiler/output/patch-output';

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

function write(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** Every file under `dir` with its text. */
function contents(dir: string): Record<string, string> {
  return Object.fromEntries(filesUnder(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}

/** Every folder under `dir`, relative. */
function folders(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const BEFORE = {
  'index.html': 'home v1',
  'a/index.html': 'page a',
  'a.md': 'twin a',
  'b/index.html': 'page b v1',
  'b.md': 'twin b v1',
  'gone/deep/index.html': 'removed page',
  'gone/deep.md': 'removed twin',
  'static/search/en.1.json': 'index v1',
  'static/app.js': 'runtime',
};

/** The next build: page b edited, page c added, gone/deep removed, the search index renamed; page a left in place. */
const STAGED = {
  'index.html': 'home v1',
  'b/index.html': 'page b v2',
  'b.md': 'twin b v2',
  'c/index.html': 'page c',
  'c.md': 'twin c',
  'static/search/en.2.json': 'index v2',
  'static/app.js': 'runtime',
};
const KEPT = new Set(['a/index.html', 'a.md']);
const AFTER = { 'a/index.html': 'page a', 'a.md': 'twin a', ...STAGED };

function setUp(pid = process.pid) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-patch-'));
  const out = path.join(root, 'dist');
  const staging = path.join(root, `.dist-staging-${pid}-abc`);
  write(out, BEFORE);
  write(staging, STAGED);
  const patch = planPatch(staging, out, filesUnder(out), KEPT);
  return { root, out, staging, patch };
}

const steps = (patch: OutputPatch) => patch.puts.length + patch.deletes.length;

describe('patching the output in place', () => {
  it('plans only what differs: changed and new files, and the files the new build lacks', () => {
    const { patch } = setUp();
    expect(patch.puts).toEqual([
      { file: 'b.md', replaces: true },
      { file: 'b/index.html', replaces: true },
      { file: 'c.md', replaces: false },
      { file: 'c/index.html', replaces: false },
      { file: 'static/search/en.2.json', replaces: false },
    ]);
    expect(patch.deletes).toEqual(['gone/deep.md', 'gone/deep/index.html', 'static/search/en.1.json']);
  });

  it('turns the output into the new build, leaves the kept files as they were and, once its promise settles, nothing next to it', async () => {
    const { root, out, staging, patch } = setUp();
    const keptInode = statSync(path.join(out, 'a', 'index.html')).ino;
    const leftovers = applyPatch(staging, out, patch);
    // Committed when it returns: the output is the new build already.
    expect(contents(out)).toEqual(AFTER);
    await leftovers;
    expect(statSync(path.join(out, 'a', 'index.html')).ino).toBe(keptInode);
    // The removed page's folders went with it.
    expect(folders(out)).toEqual(['a', 'b', 'c', 'static', 'static/search']);
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('replaces files by rename: a link to the old file elsewhere (the page cache) keeps its bytes', async () => {
    const { root, out, staging, patch } = setUp();
    const cached = path.join(root, 'cached-b.html');
    linkSync(path.join(out, 'b', 'index.html'), cached);
    await applyPatch(staging, out, patch);
    expect(readFileSync(cached, 'utf8')).toBe('page b v1');
    expect(readFileSync(path.join(out, 'b', 'index.html'), 'utf8')).toBe('page b v2');
  });

  it('puts the output back as it was when a step fails, whichever step it is', () => {
    const total = steps(setUp().patch);
    expect(total).toBe(8);
    for (let failing = 0; failing < total; failing += 1) {
      const { root, out, staging, patch } = setUp();
      expect(() =>
        applyPatch(staging, out, patch, (step) => {
          if (step === failing) throw new Error(`disk full at step ${step}`);
        }),
      ).toThrow(`disk full at step ${failing}`);
      expect(contents(out), `failed at step ${failing}`).toEqual(BEFORE);
      expect(folders(out)).toEqual(['a', 'b', 'gone', 'gone/deep', 'static', 'static/search']);
      expect(readdirSync(root)).toEqual(['dist']);
    }
  });

  it("undoes, at the next build's start, a patch whose process died half way", async () => {
    const total = steps(setUp().patch);
    for (let dying = 0; dying <= total; dying += 1) {
      const { root, out, staging, patch } = setUp(deadPid());
      // What `applyPatch` leaves when its process dies before step `dying` (or before its commit).
      beginPatch(staging, patch);
      try {
        runPatch(staging, out, patch, (step) => {
          if (step === dying) throw new Error('killed');
        });
      } catch {
        // Killed: nothing more of that process runs.
      }
      const cleanup = await cleanStaleStaging(out);
      expect(cleanup.rolledBack).toEqual([staging]);
      expect(contents(out), `died before step ${dying}`).toEqual(BEFORE);
      expect(folders(out)).toEqual(['a', 'b', 'gone', 'gone/deep', 'static', 'static/search']);
      expect(readdirSync(root)).toEqual(['dist']);
    }
  });

  it('keeps a committed patch: a process that died after deleting its journal left only folders to delete', async () => {
    const { root, out, staging, patch } = setUp(deadPid());
    beginPatch(staging, patch);
    runPatch(staging, out, patch);
    // The commit: the journal goes first, then the folders.
    rmSync(path.join(patchDirFor(staging), 'journal.json'));
    const cleanup = await cleanStaleStaging(out);
    expect(cleanup.rolledBack).toEqual([]);
    expect(cleanup.removed.sort()).toEqual([staging, patchDirFor(staging)]);
    expect(contents(out)).toEqual(AFTER);
    expect(readdirSync(root)).toEqual(['dist']);
  });
});
