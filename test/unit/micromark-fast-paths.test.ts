import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../compiler/markdown/parse-markdown';
import { micromarkFastPaths, withFastPaths } from '../../compiler/fast-paths/micromark-fast-paths.mjs';
import { patchedOnly } from '../../compiler/fast-paths/patched-modules.mjs';
import { bundledParser, expectLibraryTrees, markdownFiles, mixedLines } from '../helpers/markdown-pages';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 300 : 1000));

const sources = markdownFiles();

/** Where runs end and constructs start: every syntax extension's marks, line endings, tabs and NUL. */
const PIECES = ['a', 'b', 'w', 'h', 'x', '1', ' ', '  ', '.', ':', '/', '@', '-', '_', '*', '`', '~', '[', ']', '(', ')', '<', '>', '!', '&', '#', '|', '\\', '^', ':::', 'www.', 'http://', 'mailto:', 'a@b.co', '[ ]', '- ', '1. ', '> ', '```', '\t', '\n', '\r\n', '\r', '\0', 'é', '😀'];

/** The parser as the CLI bundle has it (compiler/fast-paths/micromark-fast-paths.mjs). */
let bundled: (body: string) => unknown;

beforeAll(async () => {
  const { code, parseMarkdown: parse } = await bundledParser('micromark-fast-paths', [patchedOnly(micromarkFastPaths)]);
  // The plugin must have changed the modules, or this test compares the library with itself.
  expect(code.match(/effects\.consumeRun\(/g)).toHaveLength(4);
  expect(code).toContain('jumps.get(index');
  expect(code).not.toContain('Object.assign(jumps');
  bundled = parse;
}, 60_000);

describe('micromark with its fast paths (runs of plain characters, jumps in a Map)', () => {
  it(`gives the library's tree, positions included, for every markdown file of the repository (${sources.length})`, () => {
    expectLibraryTrees(bundled, sources);
  });

  it('gives the same trees where runs stop: literal autolinks after letters, tabs, CRLF, NUL, tasks, tables, fences, containers', () => {
    const cases = [
      'Write to a@b.co or see www.example.com and https://mui.com/x/, not x@ or www.',
      'foo@bar.baz.qux, (www.a.b) and email-like-@.A',
      'Tabs\tinside\ta line\n\tand an indented code line\n',
      'CRLF line one\r\nline two\r\n\r\n- item\r\n- [ ] task\r\n- [x] done\r\n',
      'NUL \0 in text and `code \0`\n',
      '| a | b |\n| - | :-: |\n| `x|y` | **bold** |\n| tail\n',
      '```tsx title="Demo"\nconst x = 1;\t// tab\n  indented\n```\n\n~~~\nunclosed',
      ':::warning\nA callout with *emphasis* and a [link](./a.md "t").\n:::\n',
      '> quote with a lazy\ncontinuation and <span>html</span> &amp; &copy;\n',
      'Hard break  \nnext\\\nline, ~~struck~~ text, footnote[^1].\n\n[^1]: The note.\n',
      'é😀 unicode runs with www.ü.de and ü@ü.de',
    ];
    for (const text of cases) expect(bundled(text), JSON.stringify(text)).toEqual(parseMarkdown(text));
  });

  it(`gives the library's tree for documents mixed from their lines (${RUNS} documents)`, () => {
    fc.assert(
      fc.property(mixedLines(sources), (text) => {
        expect(bundled(text)).toEqual(parseMarkdown(text));
      }),
      { numRuns: RUNS },
    );
  });

  it(`gives the library's tree for text made of the marks runs stop at (${RUNS} documents)`, () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 120 }), (picked) => {
        const text = picked.join('');
        expect(bundled(text)).toEqual(parseMarkdown(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a package whose code it no longer recognises, naming the file and the plugin', () => {
    const file = '/x/node_modules/micromark-core-commonmark/lib/content.js';
    expect(() => withFastPaths(file, 'function chunkInside(code) { return chunkInside }')).toThrow(/content\.js no longer has the code compiler\/fast-paths\/micromark-fast-paths\.mjs edits/);
    expect(withFastPaths('/x/node_modules/other/index.js', 'unchanged')).toBe('unchanged');
  });
});
