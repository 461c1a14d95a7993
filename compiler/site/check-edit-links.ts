import { existsSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';
import { editLink, pathInRepository, repositoryRoot } from './edit-links';

/**
 * The edit link of every page must name a file of the repository: a pattern with a wrong folder
 * (`…/edit/master/docs/{path}` for content kept in `content/`) sends every reader to a 404.
 * Reported once, at `editUrl` in the config, with the first page whose link is wrong.
 */
export function editLinkDiagnostics(pattern: string | undefined, contentDir: string, files: readonly string[], config: { display: string; source: string }): Diagnostic[] {
  if (!pattern) return [];
  const offset = config.source.search(/\beditUrl['"]?\s*:/);
  const at = offset >= 0 ? positionAt(config.source, offset) : { line: 1, column: 1 };
  if (!pattern.includes('{path}')) {
    return [diagnostic('edit-link', 'error', config.display, at, `The edit link pattern "${pattern}" has no {path}.`, "Write editUrl: 'https://github.com/owner/repo/edit/main/{path}': {path} becomes the page's file in the repository.")];
  }
  const root = repositoryRoot(contentDir);
  for (const file of files) {
    const url = editLink(pattern, contentDir, file);
    const named = pathInRepository(url);
    if (named === undefined || existsSync(path.join(root, named))) continue;
    const actual = path.relative(root, file).split(path.sep).join('/');
    return [
      diagnostic(
        'edit-link',
        'error',
        config.display,
        at,
        `The edit link pattern names "${named}", which is not a file of the repository (the page's file is "${actual}").`,
        `{path} is already the file's path from the repository root (${root}): write the part before it as the repository's edit URL for a branch, e.g. 'https://github.com/owner/repo/edit/main/{path}', or remove editUrl to hide the links.`,
      ),
    ];
  }
  return [];
}
