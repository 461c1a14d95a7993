import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from './build-lock';
import { rollBackPatch } from './patch-output';

/** A sibling of the output folder (same file system, so the final rename is atomic). */
export function stagingDirFor(outDir: string): string {
  const resolved = path.resolve(outDir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}-staging-${process.pid}-${Date.now().toString(36)}`);
}

async function exists(dir: string): Promise<boolean> {
  try {
    await stat(dir);
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces `outDir` by the finished staging folder. The previous output is moved aside first and
 * deleted only once the new one is in place, so a failure at any step leaves a complete site.
 */
export async function swapIntoPlace(stagingDir: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const previous = `${stagingDir}-previous`;
  const hadPrevious = await exists(target);
  if (hadPrevious) await rename(target, previous);
  try {
    await rename(stagingDir, target);
  } catch (error) {
    if (hadPrevious) await rename(previous, target);
    throw error;
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

/** Removes a staging folder after a failed build. */
export async function discardStaging(stagingDir: string): Promise<void> {
  await rm(stagingDir, { recursive: true, force: true });
}

export interface StaleStagingCleanup {
  /** Staging folders of builds that died (killed, crashed, power cut), now deleted. */
  removed: string[];
  /** A previous output a build had moved aside when it died mid-swap, moved back to `outDir`. */
  restored?: string;
  /** Patches of the output (see `applyPatch`) that builds died applying, undone. */
  rolledBack: string[];
}

/**
 * Deletes what killed builds left next to `outDir`: their staging folders, and the previous output a
 * build moves aside for the instant of its swap, which is moved back first should `outDir` be missing.
 * A build that died applying a patch to `outDir` left its journal: the patch is undone first.
 * Folders of builds still running (their pid is alive) are left alone. Call it at the start of a build,
 * once `acquireBuildLock(outDir)` holds the lock, so that no other build can be mid-swap.
 */
export async function cleanStaleStaging(outDir: string): Promise<StaleStagingCleanup> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const prefix = `.${path.basename(target)}-staging-`;
  const pattern = /^(\d+)-[0-9a-z]+(-previous|-patch)?$/;
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return { removed: [], rolledBack: [] };
  }
  const stale = names
    .filter((name) => name.startsWith(prefix))
    .map((name) => ({ name, match: pattern.exec(name.slice(prefix.length)) }))
    .filter((e): e is { name: string; match: RegExpExecArray } => e.match !== null)
    .filter(({ match }) => Number(match[1]) !== process.pid && !isProcessAlive(Number(match[1])));
  const result: StaleStagingCleanup = { removed: [], rolledBack: [] };
  // Before any staging folder goes: undoing a patch reads which of its files are still staged.
  for (const { name } of stale.filter(({ match }) => match[2] === '-patch')) {
    const staging = path.join(parent, name.slice(0, -'-patch'.length));
    if (rollBackPatch(staging, target)) result.rolledBack.push(staging);
  }
  // A build killed between its two renames left no output, only the previous one moved aside.
  const previous = stale.filter(({ match }) => match[2] === '-previous').map(({ name }) => path.join(parent, name));
  if (previous.length && !(await exists(target))) {
    await rename(previous[0]!, target);
    result.restored = previous[0]!;
  }
  for (const { name } of stale) {
    const dir = path.join(parent, name);
    if (dir === result.restored) continue;
    await rm(dir, { recursive: true, force: true });
    result.removed.push(dir);
  }
  return result;
}

