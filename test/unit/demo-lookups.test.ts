import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoDependencies } from '../../compiler/demos/demo-deps';
import { unresolvedDemoImports } from '../../compiler/demos/demo-imports';
import { ROOT, tempDir } from '../helpers/cli';

/** A project with one demo importing `gauge-kit`, which is not installed yet. */
function project(): { root: string; demo: string; install: (version: string) => void; uninstall: () => void } {
  const root = tempDir('demo-lookups');
  writeFileSync(path.join(root, 'package.json'), '{"name":"site","private":true}');
  const demo = path.join(root, 'content', 'guide', 'Gauge.tsx');
  mkdirSync(path.dirname(demo), { recursive: true });
  writeFileSync(demo, "import { Gauge } from 'gauge-kit';\n\nexport default function Demo() {\n  return <Gauge />;\n}\n");
  const dir = path.join(root, 'node_modules', 'gauge-kit');
  return {
    root,
    demo,
    install: (version) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'gauge-kit', version, main: 'index.js' }));
      writeFileSync(path.join(dir, 'index.js'), 'exports.Gauge = () => null;\n');
    },
    uninstall: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// The lookups are remembered for the life of the process (every demo is checked on each of its pages),
// which `docs dev` is: what `npm install` changes while it runs must still be seen.
describe('package lookups remembered within a process', () => {
  it('an import of a package installed, removed and installed again is reported only while it is missing', () => {
    const { root, demo, install, uninstall } = project();
    expect(unresolvedDemoImports(demo, root).map((d) => d.hint)).toEqual(['npm install gauge-kit']);
    install('1.0.0');
    expect(unresolvedDemoImports(demo, root)).toEqual([]);
    uninstall();
    expect(unresolvedDemoImports(demo, root).map((d) => d.hint)).toEqual(['npm install gauge-kit']);
    install('1.0.0');
    expect(unresolvedDemoImports(demo, root)).toEqual([]);
  });

  it('a sandbox pins the version installed now, not the one read first', () => {
    const { root, demo, install } = project();
    install('1.0.0');
    const source = "import { Gauge } from 'gauge-kit';\n";
    expect(demoDependencies(source, demo, root).dependencies['gauge-kit']).toBe('1.0.0');
    install('1.10.0');
    expect(demoDependencies(source, demo, root).dependencies['gauge-kit']).toBe('1.10.0');
  });
});

describe('relative demo imports', () => {
  it('names a file whose name differs from another one of its folder only in letter case, which the bundler may load instead', () => {
    const root = tempDir('demo-case');
    const demo = path.join(root, 'Harvest.tsx');
    writeFileSync(path.join(root, 'harvest.ts'), "export const FRUIT = 'Apricots';\n");
    writeFileSync(demo, "import * as React from 'react';\nimport { FRUIT } from './harvest';\n\nexport default function Harvest() {\n  return <p>{FRUIT}</p>;\n}\n");
    const [found, ...rest] = unresolvedDemoImports(demo, ROOT);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ code: 'demo-import-case', severity: 'error', line: 2, column: 23 });
    expect(found!.message).toMatch(/^"\.\/harvest" means harvest\.ts, but Harvest\.tsx differs from it only in letter case/);
    expect(found!.hint).toMatch(/^Rename one of the two files/);

    rmSync(path.join(root, 'harvest.ts'));
    writeFileSync(path.join(root, 'orchard.ts'), "export const FRUIT = 'Apricots';\n");
    writeFileSync(demo, "import * as React from 'react';\nimport { FRUIT } from './orchard';\n\nexport default function Harvest() {\n  return <p>{FRUIT}</p>;\n}\n");
    expect(unresolvedDemoImports(demo, ROOT)).toEqual([]);
  });

  it("takes a module kept as TypeScript and as JavaScript side by side (MUI's products.ts and products.js) as one module, not as a case clash", () => {
    const root = tempDir('demo-ts-js-pair');
    const demo = path.join(root, 'Shelf.tsx');
    writeFileSync(path.join(root, 'products.ts'), "export const PRODUCTS: string[] = ['Kettle'];\n");
    writeFileSync(path.join(root, 'products.js'), "export const PRODUCTS = ['Kettle'];\n");
    writeFileSync(demo, "import * as React from 'react';\nimport { PRODUCTS } from './products';\n\nexport default function Shelf() {\n  return <p>{PRODUCTS[0]}</p>;\n}\n");
    expect(unresolvedDemoImports(demo, ROOT)).toEqual([]);

    // A third file differing from them in letter case alone is still a clash.
    writeFileSync(path.join(root, 'Products.tsx'), 'export const PRODUCTS = [];\n');
    expect(unresolvedDemoImports(demo, ROOT).map((d) => d.code)).toEqual(['demo-import-case']);
  });
});
