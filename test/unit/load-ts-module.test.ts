import { mkdirSync, writeFileSync } from 'node:fs';
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
});
