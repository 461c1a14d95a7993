import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTsModule } from '../../compiler/config/load-ts-module';
import { tempDir } from '../helpers/cli';

describe('a TypeScript module of the site, evaluated', () => {
  it("resolves its package imports where it lives, with Node's import conditions, though it runs from a cache folder elsewhere", async () => {
    const site = tempDir('ts-module-site');
    const kit = path.join(site, 'node_modules', 'shelf-kit');
    mkdirSync(kit, { recursive: true });
    // A dual package, as Material UI's icons are: `import` gets the ES module, `require` a CommonJS twin.
    writeFileSync(path.join(kit, 'package.json'), JSON.stringify({ name: 'shelf-kit', exports: { './Label': { import: './Label.mjs', require: './Label.cjs' } } }));
    writeFileSync(path.join(kit, 'Label.mjs'), "export default function Label() {\n  return 'shelf label (ES module)';\n}\n");
    writeFileSync(path.join(kit, 'Label.cjs'), "module.exports = { default: () => 'shelf label (CommonJS)' };\n");
    mkdirSync(path.join(site, 'docs', 'data'), { recursive: true });
    const file = path.join(site, 'docs', 'data', 'pages.ts');
    writeFileSync(file, "import Label from 'shelf-kit/Label';\nimport { join } from 'node:path';\n\nexport default [{ pathname: join('/', 'shelves'), title: Label() }];\n");
    const loaded = await loadTsModule<{ pathname: string; title: string }[]>(file, 'pages.ts', tempDir('ts-module-cache'));
    expect(loaded).toEqual({ ok: true, value: [{ pathname: '/shelves', title: 'shelf label (ES module)' }] });
  });

  it('is evaluated once for loads that overlap, and again for a load that starts after', async () => {
    const dir = tempDir('ts-module-once');
    const log = path.join(dir, 'evaluations.log');
    writeFileSync(log, '');
    const file = path.join(dir, 'site.config.ts');
    // Each evaluation is logged twice: by the thread that tries it first, then by the importing one.
    writeFileSync(file, `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(log)}, 'evaluated\\n');\nexport default { title: 'Shelves' };\n`);
    const cache = tempDir('ts-module-once-cache');
    const [first, second] = await Promise.all([loadTsModule(file, 'site.config.ts', cache), loadTsModule(file, 'site.config.ts', cache)]);
    expect(first).toEqual({ ok: true, value: { title: 'Shelves' } });
    expect(second).toEqual(first);
    expect(readFileSync(log, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
    await loadTsModule(file, 'site.config.ts', cache);
    expect(readFileSync(log, 'utf8').split('\n').filter(Boolean)).toHaveLength(4);
  });

  it('loads the next module after one that did not settle in time, or threw', { timeout: 30_000 }, async () => {
    const dir = tempDir('ts-module-after');
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const cache = tempDir('ts-module-after-cache');
    const looping = await loadTsModule(write('looping.ts', 'while (true) {}\nexport default 1;\n'), 'looping.ts', cache, 1);
    expect(looping.ok ? [] : looping.diagnostics.map((d) => d.code)).toEqual(['module-timeout']);
    // The thread that met the loop is still in it: the next module must not be sent there. This one
    // calls a function, so it is probed (a module of plain data is not, see `isPlainDataModule`).
    expect(await loadTsModule(write('pages.ts', "export default [{ pathname: String('/') }];\n"), 'pages.ts', cache, 1)).toEqual({ ok: true, value: [{ pathname: '/' }] });
    const throwing = await loadTsModule(write('throws.ts', "throw new Error('no shelves');\nexport default 1;\n"), 'throws.ts', cache, 1);
    expect(throwing.ok ? [] : throwing.diagnostics.map((d) => d.code)).toEqual(['module-throws']);
    expect(await loadTsModule(write('config.ts', "export default { title: 'After' };\n"), 'config.ts', cache, 1)).toEqual({ ok: true, value: { title: 'After' } });
  });
});
