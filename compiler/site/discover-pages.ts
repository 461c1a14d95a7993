import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { routeInFolder, routeOfFolder } from '../output/file-route';

/** A markdown file and the route it serves. */
export interface PageSource {
  route: string;
  lang: string;
  file: string;
  /** Path shown in diagnostics, relative to the working directory. */
  displayPath: string;
}

const SKIPPED_DIRS = new Set(['node_modules', 'translations']);
/** Characters that end a URL path (`?`, `#`) or start an escape (`%`): no route may contain them. */
const URL_DELIMITERS = /[%?#]/;

/**
 * Maps every markdown file under `contentDir` to its route:
 * `a/index.md` and `a/README.md` → `/a/`, `a/b.md` → `/a/b/`, `a/index-zh.md` → `/zh/a/`.
 * Symbolic links are not followed, so a link loop cannot hang discovery. When `diagnostics` is given,
 * links to folders or `.md` files are reported there as warnings (loops as `symlink-loop`), and folders
 * that cannot be read as errors; without it, an unreadable folder throws.
 */
export async function discoverPages(
  contentDir: string,
  defaultLanguage = 'en',
  exclude: readonly string[] = [],
  diagnostics?: Diagnostic[],
): Promise<PageSource[]> {
  const excluded = new Set(exclude.map((p) => p.replace(/^\.?\//, '')));
  const pages: PageSource[] = [];
  async function walk(dir: string, segments: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (!diagnostics) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      diagnostics.push(
        diagnostic(
          segments.length ? 'content-unreadable' : 'content-missing',
          'error',
          path.relative(process.cwd(), dir) || '.',
          undefined,
          code === 'ENOENT' ? 'The content folder does not exist.' : `The folder cannot be read (${code ?? (error as Error).message}).`,
          code === 'ENOENT' ? 'Pass the folder that holds your markdown with --content.' : 'Check its permissions, or move it out of the content folder.',
        ),
      );
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    // Worked out once per folder, not per page: at 10,000 pages the per-file paths were most of the walk.
    const shownDir = path.relative(process.cwd(), dir);
    const folder = segments.join('/');
    const folderRoute = routeOfFolder(segments);
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        if (diagnostics) {
          const found = await describeLink(full, entry.name);
          if (found) diagnostics.push(found);
        }
        continue;
      }
      if (diagnostics && URL_DELIMITERS.test(entry.name) && (entry.isDirectory() || entry.name.endsWith('.md'))) {
        // The name becomes part of a URL path, where these characters end it or start an escape.
        diagnostics.push(
          diagnostic(
            'page-name-invalid',
            'error',
            path.relative(process.cwd(), full),
            undefined,
            `The ${entry.isDirectory() ? 'folder' : 'page'} name "${entry.name}" contains ${entry.name.match(URL_DELIMITERS)![0]}, which cannot appear in a page's URL. It is skipped.`,
            'Rename it with letters, digits and hyphens only, e.g. "100-percent".',
          ),
        );
        continue;
      }
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) || segments.length > 0) await walk(full, [...segments, entry.name]);
        continue;
      }
      if (!entry.isFile() || !entry.name.endsWith('.md') || (excluded.size > 0 && excluded.has(folder ? `${folder}/${entry.name}` : entry.name))) continue;
      const { route, lang } = routeInFolder(folderRoute, entry.name, defaultLanguage);
      pages.push({ route, lang, file: full, displayPath: shownDir ? `${shownDir}${path.sep}${entry.name}` : entry.name });
    }
  }
  await walk(contentDir, []);
  return pages;
}

/** A warning for a symbolic link discovery skips, when it could have held pages; `undefined` otherwise. */
async function describeLink(link: string, name: string): Promise<Diagnostic | undefined> {
  const display = path.relative(process.cwd(), link);
  const loop = (target: string) =>
    diagnostic(
      'symlink-loop',
      'warning',
      display,
      undefined,
      `Symbolic link loop: ${name} points to ${target}, which contains it. It is skipped.`,
      'Delete the link; symbolic links in the content folder are not followed.',
    );
  let target: string;
  try {
    target = await realpath(link);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return loop('itself');
    return diagnostic('symlink-skipped', 'warning', display, undefined, `Symbolic link ${name} points to nothing. It is skipped.`, 'Delete the dangling link.');
  }
  const parent = await realpath(path.dirname(link));
  const isDir = (await stat(target)).isDirectory();
  if (isDir && (parent === target || parent.startsWith(`${target}${path.sep}`))) return loop(path.relative(path.dirname(link), target) || '.');
  if (!isDir && !name.endsWith('.md')) return undefined;
  return diagnostic(
    'symlink-skipped',
    'warning',
    display,
    undefined,
    `Symbolic link ${name} is not followed: ${isDir ? 'the pages in the folder it points to are' : 'the page it points to is'} not part of the site.`,
    'Copy or move the content into the content folder instead of linking it.',
  );
}
