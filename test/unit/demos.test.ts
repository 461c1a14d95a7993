import { build, transform } from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoDependencies } from '../../compiler/demos/demo-deps';
import { demoFilesOf, embeddedDemoNames } from '../../compiler/demos/demo-files';
import { registerDemoResolution } from '../../compiler/demos/demo-resolution';
import { generateJs } from '../../compiler/demos/generate-js';
import { extractJsxPreview } from '../../compiler/demos/jsx-preview';
import { demoSourceParts } from '../../compiler/demos/prepare-demos';
import { codeSandboxParameters, sandboxProject, stackBlitzFields } from '../../runtime/sandbox-payload';
import { ROOT } from '../helpers/cli';

const TSX = `import * as React from 'react';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Three items are enough to show expansion.
const items: TreeViewDefaultItemModelProperties[] = [{ id: 'a', label: 'A' }];

export default function Demo() {
  const [expanded, setExpanded] = React.useState<string[]>([]);

  /* Controlled: the ids live in state. */
  return (
    <RichTreeView items={items} expandedItems={expanded} onExpandedItemsChange={(event: React.SyntheticEvent | null, ids: string[]) => setExpanded(ids)} />
  );
}
`;

describe('JavaScript generated from TSX', () => {
  it('strips types and type-only imports, keeps comments and blank lines, formats with prettier', async () => {
    const js = await generateJs(TSX);
    expect(js).not.toMatch(/TreeViewDefaultItemModelProperties|: string|<string\[\]>|React\.SyntheticEvent/);
    expect(js).toContain('// Three items are enough to show expansion.');
    expect(js).toContain('/* Controlled: the ids live in state. */');
    expect(js).toContain("const [expanded, setExpanded] = React.useState([]);\n\n  /* Controlled");
    expect(js).toContain('onExpandedItemsChange={(event, ids) => setExpanded(ids)}\n');
  });

  it('compiles for every demo of the shipped content', async () => {
    const demos: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir).forEach((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith('.tsx')) demos.push(full);
      });
    walk(path.join(ROOT, 'content'));
    expect(demos.length).toBeGreaterThan(0);
    for (const file of demos) {
      const js = await generateJs(readFileSync(file, 'utf8'));
      await expect(transform(js, { loader: 'jsx', jsx: 'automatic' }), file).resolves.toBeDefined();
    }
  });

  it('runs when bundled into a React app (the reader pastes it into a fresh project)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-js-'));
    writeFileSync(path.join(dir, 'Demo.js'), await generateJs(TSX));
    writeFileSync(path.join(dir, 'main.js'), "import Demo from './Demo';\nimport { renderToString } from 'react-dom/server';\nimport { jsx } from 'react/jsx-runtime';\nexport const html = renderToString(jsx(Demo, {}));\n");
    const result = await build({ entryPoints: [path.join(dir, 'main.js')], bundle: true, write: false, format: 'esm', platform: 'node', packages: 'external', jsx: 'automatic', loader: { '.js': 'jsx' }, nodePaths: [path.join(ROOT, 'node_modules')] });
    const out = path.join(ROOT, 'node_modules', '.cache', `paste-test-${process.pid}.mjs`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, result.outputFiles[0]!.text);
    const { html } = (await import(out)) as { html: string };
    expect(html).toContain('role="tree"');
  });
});

describe('JSX preview', () => {
  it('extracts the short returned JSX, de-indented', () => {
    expect(extractJsxPreview(TSX)).toBe(
      '<RichTreeView items={items} expandedItems={expanded} onExpandedItemsChange={(event: React.SyntheticEvent | null, ids: string[]) => setExpanded(ids)} />',
    );
  });

  it('gives none when the JSX is long', () => {
    const long = `export default function Demo() {\n  return (\n${Array.from({ length: 20 }, () => '    <br />').join('\n')}\n  );\n}\n`;
    expect(extractJsxPreview(long)).toBeUndefined();
  });
});

describe('demo source parts', () => {
  it('are worked out once per source, and again once the source changes', () => {
    const first = demoSourceParts(TSX, 'docs/Demo.tsx', ROOT);
    expect(demoSourceParts(TSX, 'docs/Demo.tsx', ROOT)).toBe(first);
    expect(first.previewHtml).toContain('RichTreeView');
    expect(first.deps.dependencies).toHaveProperty('@mui/x-tree-view');
    const edited = demoSourceParts(TSX.replace('<RichTreeView items', '<RichTreeView checkboxSelection items'), 'docs/Demo.tsx', ROOT);
    expect(edited.previewHtml).toContain('checkboxSelection');
  });
});

describe('demo files', () => {
  it('finds styling variants next to the demo and embedded names in markdown', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-variants-'));
    for (const f of ['Grid.tsx', 'Grid.tailwind.tsx', 'Grid.css.tsx']) writeFileSync(path.join(dir, f), 'export default () => null;\n');
    expect(demoFilesOf(dir, 'Grid', path.dirname(dir))).toEqual({
      name: 'Grid',
      key: `${path.basename(dir)}/Grid`,
      variants: [
        { variant: 'system', file: path.join(dir, 'Grid.tsx') },
        { variant: 'tailwind', file: path.join(dir, 'Grid.tailwind.tsx') },
        { variant: 'css', file: path.join(dir, 'Grid.css.tsx') },
      ],
    });
    expect(embeddedDemoNames('# A\n\n{{"demo": "One.js"}}\n\ntext {{"demo": "No.js"}}\n\n{{"demo": "Two.tsx", "bg": "inline"}}\n')).toEqual(['One', 'Two']);
  });
});

describe('sandbox dependencies', () => {
  it('pins the imported packages and their peers to the installed versions', () => {
    const { dependencies, diagnostics } = demoDependencies("import { DatePicker } from '@mui/x-date-pickers/DatePicker';\nimport { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport type { Dayjs } from 'dayjs';\n", 'Demo.tsx', ROOT);
    expect(diagnostics).toEqual([]);
    const installed = (name: string) => (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    expect(dependencies).toEqual({
      '@emotion/react': installed('@emotion/react'),
      '@emotion/styled': installed('@emotion/styled'),
      '@mui/material': installed('@mui/material'),
      '@mui/x-date-pickers': installed('@mui/x-date-pickers'),
      dayjs: installed('dayjs'),
      react: installed('react'),
      'react-dom': installed('react-dom'),
    });
  });

  it("takes the library of an adapter the table lacks from the installed pickers package: the optional peer its module imports", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'docs-adapter-'));
    const pickers = path.join(site, 'node_modules', '@mui', 'x-date-pickers');
    mkdirSync(path.join(pickers, 'AdapterDayjsLunar'), { recursive: true });
    writeFileSync(path.join(pickers, 'package.json'), JSON.stringify({ name: '@mui/x-date-pickers', version: '9.1.0', peerDependencies: { '@emotion/react': '*', dayjs: '*', luxon: '*' }, peerDependenciesMeta: { '@emotion/react': { optional: true }, dayjs: { optional: true }, luxon: { optional: true } } }));
    writeFileSync(path.join(pickers, 'AdapterDayjsLunar', 'AdapterDayjsLunar.js'), '"use strict";\nvar _react = require("@emotion/react");\nvar _dayjs = require("dayjs");\nvar _lunar = require("dayjs/plugin/lunar.js");\n');
    registerDemoResolution(path.join(site, 'docs'), {}, ROOT);
    const { dependencies, diagnostics } = demoDependencies("import { AdapterDayjsLunar } from '@mui/x-date-pickers/AdapterDayjsLunar';\n", path.join(site, 'docs', 'Demo.tsx'), ROOT);
    expect(diagnostics).toEqual([]);
    expect(dependencies).toMatchObject({ '@mui/x-date-pickers': '9.1.0', dayjs: expect.any(String) });
    expect(dependencies).not.toHaveProperty('luxon');
  });

  it('reports an adapter whose npm package cannot be determined', () => {
    const { diagnostics } = demoDependencies("import * as React from 'react';\nimport { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';\n", 'Demo.tsx', ROOT);
    expect(diagnostics).toMatchObject([{ code: 'demo-adapter-unknown', line: 2, column: 34, message: 'Cannot determine the npm package of the date adapter "AdapterTemporal".' }]);
  });

  it('builds CodeSandbox and StackBlitz payloads with the demo, an entry and package.json', () => {
    const project = sandboxProject('BasicTreeView', 'export default function BasicTreeView() { return null; }\n', 'TS', { react: '19.0.0', '@mui/x-tree-view': '8.29.3' }, 'Acme docs');
    expect(Object.keys(project.files).sort()).toEqual(['package.json', 'public/index.html', 'src/Demo.tsx', 'src/index.tsx', 'tsconfig.json']);
    expect(JSON.parse(project.files['package.json']!)).toMatchObject({ name: 'basic-tree-view', description: 'BasicTreeView, a demo from Acme docs', dependencies: { react: '19.0.0', '@mui/x-tree-view': '8.29.3' } });
    const parameters = JSON.parse(codeSandboxParameters(project, (s) => s)) as { files: Record<string, { content: string }> };
    expect(parameters.files['src/Demo.tsx']!.content).toContain('BasicTreeView');
    const fields = stackBlitzFields(sandboxProject('A', 'x', 'JS', { react: '19.0.0' }, 'Acme docs'));
    expect(fields['project[description]']).toBe('A, a demo from Acme docs');
    expect(fields['project[files][src/Demo.js]']).toBe('x');
    expect(JSON.parse(fields['project[dependencies]']!)).toMatchObject({ react: '19.0.0' });
  });
});
