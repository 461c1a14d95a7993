import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../compiler/markdown/front-matter';
import { ROOT } from './cli';

/** Every markdown page of the shipped content and the fixtures, as the markdown parser sees it (no front matter). */
export function markdownPages(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) found.push(parseFrontMatter(readFileSync(full, 'utf8'), full).body);
    }
  };
  walk(path.join(ROOT, 'content'));
  walk(path.join(ROOT, 'test', 'fixtures'));
  return found;
}
