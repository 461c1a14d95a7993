import path from 'node:path';

/** What a changed file is, which decides the smallest correct rebuild. */
export type ChangeKind = 'page' | 'demo' | 'nav' | 'config' | 'translations' | 'style' | 'template' | 'runtime' | 'compiler' | 'other';

/**
 * Classifies a changed file by where it is. `contentDir` and `packageDir` are absolute; templates,
 * runtime and compiler live in the package, everything the author writes in the content folder.
 */
export function classifyChange(file: string, contentDir: string, packageDir: string): ChangeKind {
  const inContent = path.relative(contentDir, file);
  if (!inContent.startsWith('..') && !path.isAbsolute(inContent)) {
    const rel = inContent.split(path.sep).join('/');
    // MUI's docs keep the tree in data/pages.ts, with each product's API list in a module beside it.
    if (rel === 'pages.ts' || /^data\/(pages|\w+ApiPages)\.ts$/.test(rel)) return 'nav';
    // The site's tsconfig (and a base it extends beside it) decides the demos' aliases and type-check.
    if (rel === 'site.config.ts' || /^tsconfig(\.[\w-]+)?\.json$/.test(rel)) return 'config';
    if (rel.startsWith('translations/')) return 'translations';
    if (rel.endsWith('.md')) return 'page';
    if (/\.(tsx|ts|jsx|js)$/.test(rel)) return 'demo';
    return 'other';
  }
  const inPackage = path.relative(packageDir, file).split(path.sep).join('/');
  if (inPackage.startsWith('templates/styles/')) return 'style';
  if (inPackage.startsWith('templates/')) return 'template';
  if (inPackage.startsWith('runtime/')) return 'runtime';
  if (inPackage.startsWith('compiler/')) return 'compiler';
  return 'other';
}
