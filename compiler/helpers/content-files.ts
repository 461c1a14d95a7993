import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders of the content that hold no pages or demos: installed packages and hidden folders. */
function skipped(folder: string): boolean {
  return folder === 'node_modules' || folder.startsWith('.');
}

/** Every file of the content folder whose name ends with `extension`, sorted. */
export async function contentFilesEndingWith(contentDir: string, extension: string): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(extension) && !e.name.startsWith('.') && !path.relative(contentDir, e.parentPath).split(path.sep).some(skipped))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Whether the content folder has such a file: found synchronously, stopping at the first one. */
export function hasContentFileEndingWith(dir: string, extension: string): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  if (entries.some((e) => e.isFile() && e.name.endsWith(extension) && !e.name.startsWith('.'))) return true;
  return entries.some((e) => e.isDirectory() && !skipped(e.name) && hasContentFileEndingWith(path.join(dir, e.name), extension));
}
