import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerDemoResolution } from '../../compiler/demos/demo-resolution';
import { loadServerDemo, type LoadedDemo } from '../../compiler/demos/server-demo';
import { ROOT, tempDir } from '../helpers/cli';

const DEMO = "import * as React from 'react';\nimport { FRUIT } from './orchard';\n\nexport default function Harvest() {\n  return <p>Picked today: {FRUIT}</p>;\n}\n";

function markup(demo: LoadedDemo): string {
  if (!demo.ok) throw new Error(demo.diagnostics.map((d) => d.message).join('\n'));
  return renderToStaticMarkup(createElement(demo.Component));
}

describe('server demos', () => {
  it('are compiled again when a file they import changes, and a failure is not kept once the file is fixed', async () => {
    const dir = tempDir('server-demo');
    const file = path.join(dir, 'Harvest.tsx');
    const helper = path.join(dir, 'orchard.ts');
    writeFileSync(file, DEMO);
    const load = () => loadServerDemo(file, 'Harvest.tsx', DEMO, ROOT);
    const modules = path.join(ROOT, '.server-demos');
    const moduleFiles = () => (existsSync(modules) ? readdirSync(modules).sort() : []);
    const before = moduleFiles();

    writeFileSync(helper, "export const FRUIT = 'Apricots';\n");
    const first = await load();
    expect(markup(first)).toBe('<p>Picked today: Apricots</p>');
    expect(await load()).toBe(first);

    writeFileSync(helper, "export const FRUIT = 'Quinces';\n");
    const second = await load();
    expect(markup(second)).toBe('<p>Picked today: Quinces</p>');
    expect(second.ok && first.ok && second.version !== first.version).toBe(true);

    writeFileSync(helper, 'export const FRUIT = ;\n');
    const broken = await load();
    expect(broken.ok).toBe(false);
    expect(broken.ok ? [] : broken.diagnostics.map((d) => d.code)).toEqual(['demo-syntax']);

    writeFileSync(helper, "export const FRUIT = 'Medlars';\n");
    expect(markup(await load())).toBe('<p>Picked today: Medlars</p>');

    // Compiled from memory: no module file is written on the way.
    expect(moduleFiles()).toEqual(before);
  });

  it("that import only packages, compiled in this thread, keep the semantics of esbuild's module: types gone, default, named and namespace imports, JSX", async () => {
    const dir = tempDir('server-demo-alone');
    const file = path.join(dir, 'Shelf.tsx');
    // dayjs is CommonJS without __esModule: its default import is the whole module, as esbuild gives it.
    const source = `import * as React from 'react';
import dayjs from 'dayjs';
import { useState } from 'react';

interface Book { title: string; due: string }
enum Shelf { Top = 'top', Bottom = 'bottom' }

export default function Books() {
  const [books] = useState<Book[]>([{ title: 'Lichens', due: '2026-12-01' }]);
  return <ul data-shelf={Shelf.Top}>{books.map((book) => <li key={book.title}>{book.title} {dayjs(book.due).format('D MMM')} <b>{React.version.split('.')[0]}</b></li>)}</ul>;
}
`;
    writeFileSync(file, source);
    const html = markup(await loadServerDemo(file, 'Shelf.tsx', source, ROOT));
    expect(html).toBe('<ul data-shelf="top"><li>Lichens 1 Dec <b>19</b></li></ul>');
  });

  it('that read build-time constants are bundled, which replaces them: process.env.NODE_ENV is "production"', async () => {
    const dir = tempDir('server-demo-env');
    const file = path.join(dir, 'Mode.tsx');
    const source = "export default function Mode() {\n  return <p>{process.env.NODE_ENV}</p>;\n}\n";
    writeFileSync(file, source);
    expect(markup(await loadServerDemo(file, 'Mode.tsx', source, ROOT))).toBe('<p>production</p>');
  });

  it('with a syntax error are reported at the line and column of the error', async () => {
    const dir = tempDir('server-demo-syntax');
    const file = path.join(dir, 'Broken.tsx');
    const source = "import * as React from 'react';\n\nexport default function Broken() {\n  return <p>{1 +}</p>;\n}\n";
    writeFileSync(file, source);
    const demo = await loadServerDemo(file, 'Broken.tsx', source, ROOT);
    expect(demo.ok).toBe(false);
    // At the brace where an operand was expected.
    expect(demo.ok ? [] : demo.diagnostics.map((d) => [d.code, path.basename(d.file), d.line, d.column])).toEqual([['demo-syntax', 'Broken.tsx', 4, 17]]);
  });
});

describe('a package of the site that require cannot load whole', () => {
  it('is bundled in: its import of an entry only `import` reaches resolves (MUI\'s @mui/docs and @mui/internal-markdown/prism)', async () => {
    const site = tempDir('unrequirable');
    const modules = path.join(site, 'node_modules');
    mkdirSync(path.join(modules, 'glaze'), { recursive: true });
    writeFileSync(path.join(modules, 'glaze', 'package.json'), JSON.stringify({ name: 'glaze', version: '1.0.0', type: 'module', exports: { '.': './index.mjs', './tint': { require: null, import: './tint.mjs' } } }));
    writeFileSync(path.join(modules, 'glaze', 'index.mjs'), 'export const GLAZE = 1;\n');
    writeFileSync(path.join(modules, 'glaze', 'tint.mjs'), "export const tint = (word) => `${word}, glazed`;\n");
    mkdirSync(path.join(modules, 'kiln'), { recursive: true });
    writeFileSync(path.join(modules, 'kiln', 'package.json'), JSON.stringify({ name: 'kiln', version: '1.0.0', main: 'index.js', module: 'index.mjs' }));
    writeFileSync(path.join(modules, 'kiln', 'index.js'), "const { tint } = require('glaze/tint');\nexports.fire = (word) => tint(word);\n");
    writeFileSync(path.join(modules, 'kiln', 'index.mjs'), "import { tint } from 'glaze/tint';\nexport const fire = (word) => tint(word);\n");
    const docs = path.join(site, 'docs');
    mkdirSync(docs);
    registerDemoResolution(docs, {}, ROOT);
    const source = "import * as React from 'react';\nimport { fire } from 'kiln';\n\nexport default function Pot() {\n  return <p>{fire('Bowl')}</p>;\n}\n";
    const file = path.join(docs, 'Pot.tsx');
    writeFileSync(file, source);
    expect(markup(await loadServerDemo(file, 'Pot.tsx', source, ROOT))).toBe('<p>Bowl, glazed</p>');
  });
});
