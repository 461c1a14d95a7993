import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** The files and the folders under `dir` (relative paths, each list in order); none when `dir` is missing. */
export function listFolder(dir: string): { files: string[]; folders: string[] } {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return { files: [], folders: [] };
  }
  const relative = (entry: Dirent) => path.relative(dir, path.join(entry.parentPath, entry.name));
  return {
    files: entries.filter((e) => e.isFile()).map(relative).sort(),
    folders: entries.filter((e) => e.isDirectory()).map(relative).sort(),
  };
}

/** The files under `dir`, relative, in order. */
export function filesUnder(dir: string): string[] {
  return listFolder(dir).files;
}
