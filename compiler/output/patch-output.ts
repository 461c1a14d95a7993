import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './list-folder';
import { writeFileAtomicallySync } from '../helpers/write-atomically';

/**
 * What turns the output folder into a new build when most of it stays as it is (one page edited: its
 * HTML and twin, the search index and the llms files change; thousands of pages do not). Swapping in
 * a whole new folder costs a folder and a link per page plus deleting the old tree (3 s at 10,000
 * pages on this disk); applying the difference costs a few renames.
 */
export interface OutputPatch {
  /** Files of the staging folder that go into the output (paths relative to both), and whether each replaces one. */
  puts: { file: string; replaces: boolean }[];
  /** Output files the new build does not have. */
  deletes: string[];
}

/** Next to the staging folder: the journal and the files a patch replaced or deleted, until it is committed. */
export function patchDirFor(stagingDir: string): string {
  return `${stagingDir}-patch`;
}

const JOURNAL = 'journal.json';
const SAVED = 'saved';

/**
 * The patch from the output folder (its files `outputFiles`) to the staged build: every staged file
 * the output lacks or holds with other bytes, and every output file that is neither staged nor `kept`
 * (the pages the build left in place). Staged files identical to the output's are not moved.
 */
export function planPatch(stagingDir: string, outDir: string, outputFiles: readonly string[], kept: ReadonlySet<string>): OutputPatch {
  const existing = new Set(outputFiles);
  const staged = filesUnder(stagingDir);
  const stagedSet = new Set(staged);
  const puts = staged
    .filter((file) => !existing.has(file) || !sameBytes(path.join(stagingDir, file), path.join(outDir, file)))
    .map((file) => ({ file, replaces: existing.has(file) }));
  const deletes = outputFiles.filter((file) => !stagedSet.has(file) && !kept.has(file));
  return { puts, deletes };
}

function sameBytes(a: string, b: string): boolean {
  const [sa, sb] = [statSync(a), statSync(b, { throwIfNoEntry: false })];
  if (!sb?.isFile() || sa.size !== sb.size) return false;
  // Both linked from one cache file (shared assets, code listings): nothing to read.
  if (sa.ino === sb.ino && sa.dev === sb.dev) return true;
  return readFileSync(a).equals(readFileSync(b));
}

/**
 * Applies `patch` to `outDir` and deletes the staging folder. A file is replaced by a rename, never
 * written through (output files are hard links shared with the page cache), and at every instant each
 * path holds a whole file. Before the first step a journal is written next to the staging folder, and
 * each replaced or deleted file is kept there (linked) until the end: should a step fail, or the process
 * die (then `rollBackPatch` runs at the start of the next build), the output is put back as it was.
 * Deleting the journal is the commit; a failure throws, the folders deleted first.
 *
 * Once committed, what is left (the staging folder, and the replaced files kept for a roll back: the
 * whole previous llms-full.txt, 0.1 GB at 10,000 pages, 30–80 ms to delete) is deleted off this
 * thread: the promise settles when it is gone. A process that dies meanwhile leaves it to the next
 * build's `cleanStaleStaging`.
 *
 * `onStep` is called before each step with its number, for tests that stop a patch half way.
 */
export function applyPatch(stagingDir: string, outDir: string, patch: OutputPatch, onStep?: (step: number) => void): Promise<void> {
  const leftovers = [patchDirFor(stagingDir), stagingDir];
  beginPatch(stagingDir, patch);
  try {
    runPatch(stagingDir, outDir, patch, onStep);
    // The commit: from here on, the patch is never undone.
    rmSync(path.join(patchDirFor(stagingDir), JOURNAL));
  } catch (error) {
    try {
      rollBackPatch(stagingDir, outDir);
    } finally {
      for (const dir of leftovers) rmSync(dir, { recursive: true, force: true });
    }
    throw error;
  }
  return Promise.all(leftovers.map((dir) => rm(dir, { recursive: true, force: true }))).then(() => undefined);
}

/** The first part of `applyPatch`: the journal, written before anything in the output changes. */
export function beginPatch(stagingDir: string, patch: OutputPatch): void {
  const patchDir = patchDirFor(stagingDir);
  mkdirSync(path.join(patchDir, SAVED), { recursive: true });
  writeFileAtomicallySync(path.join(patchDir, JOURNAL), JSON.stringify(patch));
}

/** The steps of `applyPatch`, which stop at the first failure and leave the rest to `rollBackPatch`. */
export function runPatch(stagingDir: string, outDir: string, patch: OutputPatch, onStep?: (step: number) => void): void {
  const out = path.resolve(outDir);
  const saved = path.join(patchDirFor(stagingDir), SAVED);
  const dirs = new Set<string>();
  const ensure = (dir: string) => {
    if (dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    dirs.add(dir);
  };
  let step = 0;
  for (const { file, replaces } of patch.puts) {
    onStep?.(step++);
    const target = path.join(out, file);
    if (replaces) {
      ensure(path.dirname(path.join(saved, file)));
      linkSync(target, path.join(saved, file));
    } else {
      ensure(path.dirname(target));
    }
    renameSync(path.join(stagingDir, file), target);
  }
  for (const file of patch.deletes) {
    onStep?.(step++);
    ensure(path.dirname(path.join(saved, file)));
    renameSync(path.join(out, file), path.join(saved, file));
  }
  // A removed page's folders, once empty: deepest first, so each parent is tried after its children.
  const emptied = new Set(patch.deletes.flatMap((file) => parentsWithin(path.join(out, file), out)));
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) removeIfEmpty(dir);
}

/**
 * Puts the output back as it was before a patch that did not commit (its journal is still there);
 * true when there was one. Its folders are left for the caller to delete. Every step of `runPatch`
 * can be undone from what is on disk: a replaced file was linked aside before its replacement was
 * renamed in; an added file is in the output once it left the staging folder; a deleted file was
 * renamed aside.
 */
export function rollBackPatch(stagingDir: string, outDir: string): boolean {
  const patchDir = patchDirFor(stagingDir);
  const saved = path.join(patchDir, SAVED);
  let patch: OutputPatch | undefined;
  try {
    patch = JSON.parse(readFileSync(path.join(patchDir, JOURNAL), 'utf8')) as OutputPatch;
  } catch {
    // No journal: nothing was applied yet, or the patch committed.
    return false;
  }
  const out = path.resolve(outDir);
  for (const { file, replaces } of patch.puts) {
    const target = path.join(out, file);
    if (replaces) {
      if (existsSync(path.join(saved, file))) renameSync(path.join(saved, file), target);
    } else if (!existsSync(path.join(stagingDir, file)) && existsSync(target)) {
      rmSync(target);
      for (const dir of parentsWithin(target, out)) if (!removeIfEmpty(dir)) break;
    }
  }
  for (const file of patch.deletes) {
    if (!existsSync(path.join(saved, file))) continue;
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    renameSync(path.join(saved, file), path.join(out, file));
  }
  rmSync(path.join(patchDir, JOURNAL));
  return true;
}

/** The folders holding `file` inside `root`, nearest first, `root` excluded. */
function parentsWithin(file: string, root: string): string[] {
  const parents: string[] = [];
  for (let dir = path.dirname(file); dir.startsWith(`${root}${path.sep}`); dir = path.dirname(dir)) parents.push(dir);
  return parents;
}

function removeIfEmpty(dir: string): boolean {
  try {
    rmdirSync(dir);
    return true;
  } catch {
    return false;
  }
}
