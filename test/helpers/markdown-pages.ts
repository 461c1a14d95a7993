import { build, type Plugin } from 'esbuild';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { parseFrontMatter } from '../../compiler/markdown/front-matter';
import { parseMarkdown } from '../../compiler/markdown/parse-markdown';
import { ROOT, tempDir } from './cli';

/** Every markdown file of the shipped content and the fixtures, whole. */
export function markdownFiles(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) found.push({ file: full, text: readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(ROOT, 'content'));
  walk(path.join(ROOT, 'test', 'fixtures'));
  return found;
}

/** Every markdown page of the shipped content and the fixtures, as the markdown parser sees it (no front matter). */
export function markdownPages(): string[] {
  return markdownFiles().map(({ file, text }) => parseFrontMatter(text, file).body);
}

/** Documents of up to 60 lines picked from those of `sources`. */
export function mixedLines(sources: readonly { text: string }[]): fc.Arbitrary<string> {
  const lines = sources.flatMap(({ text }) => text.split('\n'));
  return fc.array(fc.constantFrom(...lines), { minLength: 1, maxLength: 60 }).map((picked) => picked.join('\n'));
}

/** `compiler/markdown/parse-markdown.ts` bundled with `plugins`, as the CLI bundle has it: the bundle's code and its parser. */
export async function bundledParser(name: string, plugins: Plugin[]): Promise<{ code: string; parseMarkdown: (body: string) => unknown }> {
  const outfile = path.join(tempDir(name), 'parse.mjs');
  await build({ entryPoints: [path.join(ROOT, 'compiler', 'markdown', 'parse-markdown.ts')], bundle: true, platform: 'node', format: 'esm', outfile, plugins, logLevel: 'silent' });
  const { parseMarkdown } = (await import(pathToFileURL(outfile).href)) as { parseMarkdown: (body: string) => unknown };
  return { code: readFileSync(outfile, 'utf8'), parseMarkdown };
}

/** Asserts that `bundled` gives the library's tree, positions included, for each of `sources`. */
export function expectLibraryTrees(bundled: (body: string) => unknown, sources: readonly { file: string; text: string }[]): void {
  expect(sources.length).toBeGreaterThan(100);
  for (const { file, text } of sources) expect(bundled(text), file).toEqual(parseMarkdown(text));
}
