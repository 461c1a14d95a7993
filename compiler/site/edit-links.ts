import { existsSync } from 'node:fs';
import path from 'node:path';

const roots = new Map<string, string>();

/**
 * The folder the edit links are relative to: the nearest ancestor of the content folder holding a
 * `.git`, else the content folder itself (a site that is not in a repository).
 */
export function repositoryRoot(contentDir: string): string {
  let root = roots.get(contentDir);
  if (root === undefined) {
    root = contentDir;
    for (let dir = path.resolve(contentDir); ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, '.git'))) {
        root = dir;
        break;
      }
      if (path.dirname(dir) === dir) break;
    }
    roots.set(contentDir, root);
  }
  return root;
}

/** The repository path of a source file, with forward slashes: `content/x/introduction/index.md`. */
export function repositoryPath(contentDir: string, file: string): string {
  return path.relative(repositoryRoot(contentDir), file).split(path.sep).join('/');
}

/** `editUrl` with `{path}` filled in: the link to edit a file of the site's repository. */
export function editLink(pattern: string, contentDir: string, file: string): string {
  return pattern.replace('{path}', repositoryPath(contentDir, file));
}

/**
 * The file path a GitHub or GitLab edit URL names inside its repository (what follows
 * `/edit/<branch>/` or `/-/edit/<branch>/`), or undefined for a URL of another shape.
 */
export function pathInRepository(url: string): string | undefined {
  const match = url.match(/\/(?:-\/)?(?:edit|blob)\/[^/]+\/(.+)$/);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
