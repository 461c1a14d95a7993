import { build } from 'esbuild';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { highlightHtml } from '../../compiler/code/highlight-html';
import { highlightFastPaths, withHighlightFastPaths } from '../../compiler/fast-paths/highlight-fast-paths.mjs';
import { patchedOnly } from '../../compiler/fast-paths/patched-modules.mjs';
import { ROOT, tempDir } from '../helpers/cli';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 300 : 1000));

function files(dir: string, ends: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? files(file, ends) : ends.test(entry.name) ? [file] : [];
  });
}

const roots = [path.join(ROOT, 'content'), path.join(ROOT, 'test', 'fixtures')];
const fences = roots
  .flatMap((root) => files(root, /\.md$/))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({ where: file, language: m[1]!, code: m[2]! })));
const demos = roots.flatMap((root) => files(root, /\.(tsx|ts|jsx|js)$/)).map((file) => ({ where: file, language: 'typescript', code: readFileSync(file, 'utf8') }));

/** Tokens that open and close modes (strings, templates, comments, JSX, regexes) and text that needs escaping. */
const PIECES = ['const ', 'x', ' = ', '"a&b"', "'<c>'", '`t${', '}`', '/* c */', '// d\n', '<Box sx={{ p: 1 }}>', '</Box>', '<>', '</>', '/re[g]/g', '() => ', '{', '}', '(', ')', ';', '\n', '  ', '&&', '>', '<', 'import { A } from "@mui/x";\n', 'export default function F() {', 'return null;', '# shell $(cmd) "q"\n', '{"k": [1, true, null]}'];
const LANGUAGES = ['typescript', 'javascript', 'tsx', 'bash', 'json', 'xml', 'css'];

/** highlightHtml as the CLI bundle has it (compiler/fast-paths/highlight-fast-paths.mjs). */
let bundled: (code: string, language: string) => string | undefined;

beforeAll(async () => {
  const outfile = path.join(tempDir('highlight-fast-paths'), 'highlight.mjs');
  await build({ entryPoints: [path.join(ROOT, 'compiler', 'code', 'highlight-html.ts')], bundle: true, platform: 'node', format: 'esm', outfile, plugins: [patchedOnly(highlightFastPaths)], logLevel: 'silent' });
  const code = readFileSync(outfile, 'utf8');
  // The plugin must have changed the module, or this test compares the package with itself.
  expect(code).toContain('top.parent = parent;');
  expect(code).not.toContain('Object.create(mode, { parent');
  expect(code).toContain(`if (!/[&<>"']/.test(value)) return value;`);
  bundled = ((await import(pathToFileURL(outfile).href)) as { highlightHtml: typeof highlightHtml }).highlightHtml;
}, 60_000);

describe('highlight.js with its fast paths (mode entries by assignment, text with nothing to escape returned as it is)', () => {
  it(`gives the package's HTML for every fenced code block and demo source of the repository (${fences.length} blocks, ${demos.length} files)`, () => {
    expect(fences.length).toBeGreaterThan(100);
    expect(demos.length).toBeGreaterThan(100);
    for (const { where, language, code } of [...fences, ...demos]) expect(bundled(code, language), `${where} (${language})`).toBe(highlightHtml(code, language));
  });

  it(`gives the package's HTML for code made of tokens that open and close modes (${RUNS} listings)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 80 }), (language, picked) => {
        const code = picked.join('');
        expect(bundled(code, language)).toBe(highlightHtml(code, language));
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a core it no longer recognises, naming the file and the plugin', () => {
    expect(() => withHighlightFastPaths('function escapeHTML(value) { return value; }')).toThrow(/highlight\.js\/lib\/core\.js no longer has the code compiler\/fast-paths\/highlight-fast-paths\.mjs edits/);
  });
});
