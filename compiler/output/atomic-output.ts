import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

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
