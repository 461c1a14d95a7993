import { existsSync } from 'node:fs';
import path from 'node:path';

export type StylingVariant = 'system' | 'tailwind' | 'css';

/** The source files of one demo: the TSX and its styling variants, all next to the page. */
export interface DemoFiles {
  name: string;
  /** `x/react-tree-view/items/BasicRichTreeView`, unique across the site. */
  key: string;
  variants: { variant: StylingVariant; file: string }[];
}

/** Finds `Name.tsx` (or `sub/Name.tsx`, inside the content folder) and its `Name.tailwind.tsx` / `Name.css.tsx` siblings. */
export function demoFilesOf(dir: string, name: string, contentDir: string): DemoFiles | undefined {
  const base = path.join(dir, name);
  if (path.relative(contentDir, base).startsWith('..')) return undefined;
  const main = [`${base}.tsx`, `${base}.jsx`, `${base}.js`].find((f) => existsSync(f));
  if (!main) return undefined;
  const variants: DemoFiles['variants'] = [{ variant: 'system', file: main }];
  for (const variant of ['tailwind', 'css'] as const) {
    const file = `${base}.${variant}.tsx`;
    if (existsSync(file)) variants.push({ variant, file });
  }
  const key = path.relative(contentDir, base).split(path.sep).join('/');
  return { name, key, variants };
}

const EMBED = /^\{\{\s*"demo"\s*:\s*"([^"]+)"[^\n]*\}\}\s*$/gm;

/** Demo names embedded by a markdown source, found without compiling it. */
export function embeddedDemoNames(markdown: string): string[] {
  return [...markdown.matchAll(EMBED)].map((m) => m[1]!.replace(/\.(js|jsx|tsx|ts)$/, ''));
}
