import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
    const modules = path.join(ROOT, 'node_modules', '.cache', 'docs', 'server-demos');
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
});
