import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** A markdown file and the route it serves. */
export interface PageSource {
  route: string;
  lang: string;
  file: string;
  /** Path shown in diagnostics, relative to the working directory. */
  displayPath: string;
}

const SKIPPED_DIRS = new Set(['node_modules', 'translations']);

/**
 * Maps every markdown file under `contentDir` to its route:
 * `a/index.md` and `a/README.md` → `/a/`, `a/b.md` → `/a/b/`, `a/index-zh.md` → `/zh/a/`.
 * Symbolic links are not followed, so a link loop cannot hang discovery.
 */
export async function discoverPages(contentDir: string, defaultLanguage = 'en', exclude: readonly string[] = []): Promise<PageSource[]> {
  const excluded = new Set(exclude.map((p) => p.replace(/^\.?\//, '')));
  const pages: PageSource[] = [];
  async function walk(dir: string, segments: string[]): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) || segments.length > 0) await walk(full, [...segments, entry.name]);
        continue;
      }
      if (!entry.isFile() || !entry.name.endsWith('.md') || excluded.has([...segments, entry.name].join('/'))) continue;
      const mapped = routeOfFile(segments, entry.name, defaultLanguage);
      pages.push({ ...mapped, file: full, displayPath: path.relative(process.cwd(), full) });
    }
  }
  await walk(contentDir, []);
  return pages;
}

/** The route and language of a markdown file given its folder segments. */
export function routeOfFile(segments: string[], fileName: string, defaultLanguage = 'en'): { route: string; lang: string } {
  const base = fileName.replace(/\.md$/, '');
  const translated = base.match(/^index-([a-z]{2}(?:-[A-Z]{2})?)$/);
  const lang = translated ? translated[1]! : defaultLanguage;
  const isIndex = base === 'index' || base.toLowerCase() === 'readme' || translated !== null;
  const parts = isIndex ? segments : [...segments, base];
  const route = `/${parts.map(encodeSegment).join('/')}${parts.length ? '/' : ''}`;
  return { route: lang === defaultLanguage ? route : `/${lang}${route}`, lang };
}

function encodeSegment(segment: string): string {
  return segment.replace(/\s+/g, '-');
}
