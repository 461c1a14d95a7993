import { build } from 'esbuild';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../compiler/markdown/parse-markdown';
import { fromMarkdownContext } from '../../scripts/from-markdown-context.mjs';
import { ROOT, tempDir } from '../helpers/cli';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 300 : 1000));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(file) : entry.name.endsWith('.md') ? [file] : [];
  });
}

const sources = [...markdownFiles(path.join(ROOT, 'content')), ...markdownFiles(path.join(ROOT, 'test', 'fixtures'))].map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The parser as the CLI bundle has it: mdast-util-from-markdown with one shared context (scripts/from-markdown-context.mjs). */
let bundled: (body: string) => unknown;

beforeAll(async () => {
  const entry = path.join(ROOT, 'compiler', 'markdown', 'parse-markdown.ts');
  const outfile = path.join(tempDir('from-markdown-context'), 'parse.mjs');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, plugins: [fromMarkdownContext], logLevel: 'silent' });
  const code = readFileSync(outfile, 'utf8');
  // The plugin must have changed the module, or this test compares the library with itself.
  expect(code).toContain('context.sliceSerialize = events[');
  // Two copies remain, for listeners the site's extensions do not register; the handlers' one is gone.
  expect(code.match(/\.\.\.context,/g)).toHaveLength(2);
  bundled = ((await import(pathToFileURL(outfile).href)) as { parseMarkdown: (body: string) => unknown }).parseMarkdown;
}, 60_000);

describe('markdown parsed with one shared context in mdast-util-from-markdown', () => {
  it(`gives the library's tree, positions included, for every markdown file of the repository (${sources.length})`, () => {
    expect(sources.length).toBeGreaterThan(100);
    for (const { file, text } of sources) expect(bundled(text), file).toEqual(parseMarkdown(text));
  });

  it(`gives the library's tree for documents mixed from their lines (${RUNS} documents)`, () => {
    const lines = sources.flatMap(({ text }) => text.split('\n'));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...lines), { minLength: 1, maxLength: 60 }), (picked) => {
        const text = picked.join('\n');
        expect(bundled(text)).toEqual(parseMarkdown(text));
      }),
      { numRuns: RUNS },
    );
  });
});
