import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, positionAt, type Diagnostic } from '../../helpers/diagnostics';
import type { PageSource } from '../discover-pages';

/** The folder of a MUI docs checkout whose files are Next.js routes. */
export const MUI_PAGES_DIR = 'pages';
const ROUTE_FILE = /\.(js|jsx|ts|tsx)$/;
/** `import * as pageProps from 'docsx/data/data-grid/sorting/sorting.md?muiMarkdown'`: the page's markdown. */
const MARKDOWN_IMPORT = /(['"])([^'"\n]+\.md)\?muiMarkdown\1/;
/** `import jsonPageContent from './data-grid.json'`: an API page rendered from MUI's docgen output. */
const JSON_PAGE = /\bfrom\s+(['"])\.\/[^'"\n]+\.json\1/;
/** Next.js's own files, which are not routes. */
const NOT_ROUTES = /^_(app|document|error)\./;

export interface MuiPagesOptions {
  /** Import prefix → folder relative to the content folder (`docsx` → `.`). */
  aliases: Record<string, string>;
  languages: readonly string[];
  defaultLanguage: string;
  /** Pages set aside: markdown files relative to the content folder (`data/charts/gantt/gantt.md`), or routes (`/x/react-charts/gantt/`). */
  exclude: readonly string[];
}

/**
 * The pages of a MUI docs folder read in place: each route file under `pages/` that imports its
 * markdown with `?muiMarkdown` is the page at its path (`pages/x/react-data-grid/sorting.js` →
 * `/x/react-data-grid/sorting/`, `…/index.js` → its folder), served from that markdown where it
 * is; `sorting-zh.md` beside it is the Chinese twin when `languages` has `zh`. A markdown import
 * names the file through an alias (`docsx/data/…`, `aliases`: prefix → folder) or by a path
 * relative to the route file. Route files that render no markdown (React pages) are not pages of
 * this site: their routes are added to `reactRoutes`; an import that names no file is a located error.
 */
export async function discoverMuiPages(contentDir: string, options: MuiPagesOptions, diagnostics: Diagnostic[], reactRoutes: string[] = []): Promise<PageSource[]> {
  const { aliases, languages, defaultLanguage } = options;
  const excluded = new Set(options.exclude.map((p) => p.replace(/^\.?\//, '')));
  const root = path.join(contentDir, MUI_PAGES_DIR);
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    diagnostics.push(diagnostic('content-missing', 'error', path.relative(process.cwd(), root) || '.', undefined, 'A MUI docs folder needs a pages/ folder of route files.', "Pass MUI's docs folder with --content, or remove preset: 'mui' from the config."));
    return [];
  }
  const routeFiles = entries
    .filter((e) => e.isFile() && ROUTE_FILE.test(e.name) && !NOT_ROUTES.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const pages: PageSource[] = [];
  const sources = await Promise.all(routeFiles.map((file) => readFile(file, 'utf8')));
  routeFiles.forEach((routeFile, i) => {
    const source = sources[i]!;
    const match = MARKDOWN_IMPORT.exec(source);
    if (!match) {
      // An API page of MUI's docgen renders its JSON: the generated API reference stands for it.
      if (!JSON_PAGE.test(source)) reactRoutes.push(routeOf(path.relative(root, routeFile)));
      return;
    }
    const markdown = markdownFile(match[2]!, routeFile, contentDir, aliases);
    const display = path.relative(process.cwd(), routeFile);
    if (!markdown || !existsSync(markdown)) {
      diagnostics.push(
        diagnostic(
          'mui-markdown-missing',
          'error',
          display,
          positionAt(source, match.index + 1),
          `The page imports "${match[2]}", which is not a file${markdown ? ` (looked for ${path.relative(process.cwd(), markdown)})` : ''}.`,
          'Fix the path, or map its first segment to a folder with the config\'s alias key (alias: { docsx: "." }).',
        ),
      );
      return;
    }
    const route = routeOf(path.relative(root, routeFile));
    if (excluded.has(path.relative(contentDir, markdown).split(path.sep).join('/')) || excluded.has(route.slice(1))) return;
    pages.push(page(route, defaultLanguage, markdown));
    for (const lang of languages) {
      if (lang === defaultLanguage) continue;
      const twin = markdown.replace(/\.md$/, `-${lang}.md`);
      if (existsSync(twin)) pages.push(page(`/${lang}${route}`, lang, twin));
    }
  });
  return pages;
}

function page(route: string, lang: string, file: string): PageSource {
  return { route, lang, file, displayPath: path.relative(process.cwd(), file) };
}

/** `x/react-data-grid/sorting.js` → `/x/react-data-grid/sorting/`; an `index` file is its folder. */
export function routeOf(relative: string): string {
  const segments = relative.replace(ROUTE_FILE, '').split(path.sep);
  if (segments[segments.length - 1] === 'index') segments.pop();
  return `/${segments.join('/')}${segments.length ? '/' : ''}`;
}

/** The file a markdown import names: through the alias of its first segment, or relative to the route file. */
function markdownFile(specifier: string, routeFile: string, contentDir: string, aliases: Record<string, string>): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(routeFile), specifier);
  const slash = specifier.indexOf('/');
  const prefix = slash < 0 ? specifier : specifier.slice(0, slash);
  const target = aliases[prefix];
  return target === undefined ? undefined : path.resolve(contentDir, target, specifier.slice(prefix.length + 1));
}
