import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * When each file under `dir` was last changed by a commit (ISO 8601, UTC), by absolute path: one
 * `git log` over the folder's history, newest first, so a file's first mention is its last change.
 * Empty outside a repository or without git: nothing is dated then.
 */
export function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--relative', '--no-renames', '--', '.'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return dates;
  }
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = new Date(Number(line.slice(1)) * 1000).toISOString();
    else if (line && date) {
      const file = path.join(dir, line);
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

/** The commit `dir`'s checkout is at; empty outside a repository. A new commit can date pages anew. */
export function headCommit(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/**
 * A page's last change: the latest of its markdown file and, for a page that has a folder of its own
 * (`…/sorting/index.md`, as MUI's pages and ours are laid out), the other files there (its demos and
 * their data). Undefined when git has no history for its markdown.
 */
export function pageLastUpdated(file: string, dates: ReadonlyMap<string, string>, folderDates: ReadonlyMap<string, string>): string | undefined {
  const own = dates.get(file);
  if (own === undefined) return undefined;
  const demos = /^index(?:-[a-z]{2}(?:-[A-Z]{2})?)?\.md$/.test(path.basename(file)) ? folderDates.get(path.dirname(file)) : undefined;
  return demos !== undefined && demos > own ? demos : own;
}

/** The latest date of each folder's files that are not markdown (see `pageLastUpdated`). */
export function folderDatesOf(dates: ReadonlyMap<string, string>): Map<string, string> {
  const folders = new Map<string, string>();
  for (const [file, date] of dates) {
    if (file.endsWith('.md')) continue;
    const folder = path.dirname(file);
    if ((folders.get(folder) ?? '') < date) folders.set(folder, date);
  }
  return folders;
}
