import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { isPlainDataModule } from '../../compiler/config/plain-data-module';

/** What `loadTsModule` judges: esbuild's bundle of the source, with its inline source map. */
async function bundled(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, loader: 'ts', sourcefile: 'site.config.ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    sourcemap: 'inline',
  });
  return result.outputFiles[0]!.text;
}

describe('a site module judged plain data, imported without a probe thread', () => {
  it.each([
    ['a config object', "export default { title: 'Shelves', languages: ['en', 'fr'], port: -1.5e3, draft: false, logo: null };\n"],
    ['a typed navigation, named then exported', "import type { Entry } from './types';\nconst pages: Entry[] = [{ pathname: '/', title: 'Home', children: [] }];\nexport default pages;\n"],
    ['names declared before, shorthand and comments', "// Shared.\nconst fr = { label: 'Français' };\nconst en = { label: 'English' };\nexport default { languages: { fr, en: en }, 'quoted-key': \"it's\", 12: 'twelve' } satisfies object;\n"],
  ])('%s', async (_, source) => {
    expect(isPlainDataModule(await bundled(source))).toBe(true);
  });

  it.each([
    ['a loop', "while (true) {}\nexport default {};\n"],
    ['a call', "export default { items: Array.from({ length: 1e12 }) };\n"],
    ['a getter', 'export default { get title() { for (;;) {} return 1; } };\n'],
    ['a method', "export default { title() { return 'x'; } };\n"],
    ['an arrow function', 'export default { sort: (a: number, b: number) => a - b };\n'],
    ['a template with a substitution', "const name = 'x';\nexport default { title: `${name}!` };\n"],
    ['a spread', "const base = { title: 'x' };\nexport default { ...base };\n"],
    ['a computed key', "const key = 'title';\nexport default { [key]: 'x' };\n"],
    ['a regular expression', 'export default { pattern: /(a+)+$/ };\n'],
    ['an operator', "export default { title: 'a' + 'b', count: 1 + 1 };\n"],
    ['a global name', 'export default { value: globalThis };\n'],
    ['a global name, shorthand', 'export default { process };\n'],
    ['a name declared nowhere', 'export default { value: undefined };\n'],
    ['a package import', "import { join } from 'node:path';\nexport default { path: join('a', 'b') };\n"],
    ['a top-level await', "export default await new Promise(() => {});\n"],
    ['a big integer', 'export default { size: 10n };\n'],
    ['a named export beside the default', "export const title = 'x';\nexport default { title };\n"],
    ['no default export', "export const title = 'x';\n"],
  ])('is not: %s', async (_, source) => {
    expect(isPlainDataModule(await bundled(source))).toBe(false);
  });

  it('is not, for code that esbuild did not print: a string across lines, a unicode name, a stray token', () => {
    expect(isPlainDataModule('var a = "one\\\ntwo";\nexport {\n  a as default\n};\n')).toBe(false);
    expect(isPlainDataModule('var é = 1;\nexport {\n  é as default\n};\n')).toBe(false);
    expect(isPlainDataModule('var a = 1;\nexport {\n  a as default\n};\nwhile\n')).toBe(false);
    expect(isPlainDataModule('var a = 1;\nexport {\n  a as default\n};\n')).toBe(true);
  });

  it('is not, for literals nested deeper than the stack goes, and says so instead of throwing', () => {
    const deep = `var a = ${'['.repeat(200_000)}${']'.repeat(200_000)};\nexport {\n  a as default\n};\n`;
    expect(isPlainDataModule(deep)).toBe(false);
  });
});
