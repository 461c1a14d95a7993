import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** A folder no run may replace or clean, nor any folder holding it. */
export interface ProtectedFolder {
  /** Its canonical path (see `canonicalPath`). */
  folder: string;
  /** What it is, as an error names it: "the content folder". */
  what: string;
}

/**
 * `target` as the file system names it: symbolic links followed as far as the path exists, the rest
 * appended. Two names of one folder (`./site` and a link to it) then compare equal.
 */
export function canonicalPath(target: string): string {
  const resolved = path.resolve(target);
  const missing: string[] = [];
  for (let dir = resolved; ; dir = path.dirname(dir)) {
    try {
      return path.join(realpathSync.native(dir), ...missing.reverse());
    } catch {
      if (path.dirname(dir) === dir) return resolved;
      missing.push(path.basename(dir));
    }
  }
}

/** Whether the canonical path `inner` is `outer` or a path inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/** The nearest folder with a `package.json`, from `dir` up: the project a content folder belongs to. */
function projectRootOf(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'package.json'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * The folders holding what the user wrote, which an output or cache folder may neither be nor hold:
 * the content folder, the current folder and the project root (a folder holding the content folder
 * already holds it; it is named apart so that the error says which folder it is).
 */
export function protectedFolders(contentDir: string, cwd = process.cwd()): ProtectedFolder[] {
  const content = canonicalPath(contentDir);
  const project = projectRootOf(content);
  return [
    { folder: content, what: 'the content folder' },
    { folder: canonicalPath(cwd), what: 'the current folder' },
    ...(project ? [{ folder: project, what: 'the project root' }] : []),
  ];
}

/**
 * Why the canonical path `target` may not be replaced or cleaned: "it is the content folder" or
 * "it holds the current folder /home/me/site"; none when it is neither of `folders` nor holds one.
 */
export function protectionOf(target: string, folders: readonly ProtectedFolder[]): string | undefined {
  const same = folders.find(({ folder }) => folder === target);
  if (same) return `it is ${same.what}`;
  const held = folders.find(({ folder }) => isWithin(folder, target));
  return held ? `it holds ${held.what} ${held.folder}` : undefined;
}
