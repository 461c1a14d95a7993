import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../compiler/markdown/parse-markdown';
import { fromMarkdownContext } from '../../compiler/fast-paths/from-markdown-context.mjs';
import { patchedOnly } from '../../compiler/fast-paths/patched-modules.mjs';
import { bundledParser, expectLibraryTrees, markdownFiles, mixedLines } from '../helpers/markdown-pages';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 300 : 1000));

const sources = markdownFiles();

/** The parser as the CLI bundle has it: mdast-util-from-markdown with one shared context (compiler/fast-paths/from-markdown-context.mjs). */
let bundled: (body: string) => unknown;

beforeAll(async () => {
  const { code, parseMarkdown: parse } = await bundledParser('from-markdown-context', [patchedOnly(fromMarkdownContext)]);
  // The plugin must have changed the module, or this test compares the library with itself.
  expect(code).toContain('context.sliceSerialize = events[');
  // Two copies remain, for listeners the site's extensions do not register; the handlers' one is gone.
  expect(code.match(/\.\.\.context,/g)).toHaveLength(2);
  bundled = parse;
}, 60_000);

describe('markdown parsed with one shared context in mdast-util-from-markdown', () => {
  it(`gives the library's tree, positions included, for every markdown file of the repository (${sources.length})`, () => {
    expectLibraryTrees(bundled, sources);
  });

  it(`gives the library's tree for documents mixed from their lines (${RUNS} documents)`, () => {
    fc.assert(
      fc.property(mixedLines(sources), (text) => {
        expect(bundled(text)).toEqual(parseMarkdown(text));
      }),
      { numRuns: RUNS },
    );
  });
});
