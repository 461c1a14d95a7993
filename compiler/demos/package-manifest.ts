import { readFileSync, statSync } from 'node:fs';

const manifests = new Map<string, { stamp: string; manifest: Record<string, unknown> | undefined }>();

/**
 * A `package.json`, parsed once per process while its size and time stay the same: every demo asks
 * for the versions and entry points of the same few packages (Material UI's manifest alone is 60 KB),
 * and `docs dev` must still see an `npm install` made while it runs. Undefined when missing or invalid.
 */
export function readManifest(file: string): Record<string, unknown> | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return undefined;
  const stamp = `${stats.size}:${stats.mtimeMs}`;
  const known = manifests.get(file);
  if (known?.stamp === stamp) return known.manifest;
  let manifest: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    manifest = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    manifest = undefined;
  }
  manifests.set(file, { stamp, manifest });
  return manifest;
}
