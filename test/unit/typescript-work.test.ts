import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StaleExtraction } from '../../compiler/api/extract-stale';
import { resolvePackage, type ApiPackageSpec, type ResolvedPackage } from '../../compiler/packages/packages';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { runTypeScriptWork, type TypeScriptAnswer } from '../../compiler/typescript/typescript-work';
import { startTypeScriptWork } from '../../compiler/typescript/start-typescript';
import { FIXTURES, ROOT, tempDir } from '../helpers/cli';

const WIDGETS: ApiPackageSpec[] = [
  { name: '@fixture/x-widgets', product: 'tree-view', dir: path.join(FIXTURES, 'api', 'x-widgets') },
  { name: '@fixture/x-widgets-pro', product: 'tree-view', dir: path.join(FIXTURES, 'api', 'x-widgets-pro') },
];

// A demo with one type error, checked by the JavaScript compiler (the native compiler's fallback).
const DEMO = `import Button from '@mui/material/Button';

export default function Demo() {
  const count: number = 'three';
  return <Button>{count}</Button>;
}
`;

describe('the TypeScript work of a build', () => {
  it('answers the API first, then checks the demos it was given', async () => {
    const demo = path.join(tempDir('ts-work'), 'Demo.tsx');
    writeFileSync(demo, DEMO);
    const packages = (await Promise.all(WIDGETS.map((spec) => resolvePackage(spec, ROOT)))) as ResolvedPackage[];
    const answers: TypeScriptAnswer[] = [];
    await runTypeScriptWork({ projectRoot: ROOT, api: { stale: packages, known: packages, resolveFrom: ROOT }, demoFiles: [demo], resolutions: [] }, (answer) => answers.push(answer));

    expect(answers.map((a) => a.kind)).toEqual(['api', 'demos']);
    const { apis } = (answers[0] as { extraction: StaleExtraction }).extraction;
    const widget = apis.find((api) => api.name === '@fixture/x-widgets')!.pages.find((p) => p.name === 'Widget')!;
    expect(widget.props.map((p) => p.name)).toContain('value');

    const diagnostics = (answers[1] as { diagnostics: Diagnostic[] }).diagnostics;
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([`4:9 Type error: Type 'string' is not assignable to type 'number'. (TS2322)`]);
  });

  it('gives the demos the native compiler checked even when the API thread answered and stopped first', async () => {
    const content = tempDir('ts-race');
    const demo = path.join(content, 'Grid.tsx');
    writeFileSync(demo, 'export default function Grid() {\n  return null;\n}\n');
    writeFileSync(path.join(content, 'index.md'), '# Grid\n\n{{"demo": "Grid.js"}}\n');
    // A native compiler that answers after the thread has extracted the fixture API and stopped.
    const slow = path.join(tempDir('ts-race-tsc'), 'tsc');
    writeFileSync(slow, `#!/bin/sh\nsleep 3\necho "${path.relative(ROOT, demo)}(2,3): error TS2322: Type 'null' is not assignable to type 'Element'."\nexit 2\n`, { mode: 0o755 });
    const work = startTypeScriptWork(content, ROOT, tempDir('ts-race-cache'), slow);
    const packages = (await Promise.all(WIDGETS.map((spec) => resolvePackage(spec, ROOT)))) as ResolvedPackage[];
    const { apis } = await work.extractStale(packages, packages, ROOT);
    expect(apis.map((api) => api.name)).toEqual(['@fixture/x-widgets', '@fixture/x-widgets-pro']);
    const errors = await work.demoTypeErrors([demo]);
    expect(errors.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([`2:3 Type error: Type 'null' is not assignable to type 'Element'. (TS2322)`]);
  }, 60_000);

  it('checks a demo no embed names beside the early check of those named, and gives the errors of both', async () => {
    const content = tempDir('ts-unnamed');
    writeFileSync(path.join(content, 'index.md'), '# Counters\n\n{{"demo": "Named.js"}}\n');
    const named = path.join(content, 'Named.tsx');
    const unnamed = path.join(content, 'Unnamed.tsx');
    writeFileSync(named, DEMO);
    writeFileSync(unnamed, DEMO.replace("'three'", "'four'"));
    const work = startTypeScriptWork(content, ROOT, tempDir('ts-unnamed-cache'));
    work.noApi();
    const errors = await work.demoTypeErrors([named, unnamed]);
    expect(errors.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`).sort()).toEqual([
      `Named.tsx:4:9 Type error: Type 'string' is not assignable to type 'number'. (TS2322)`,
      `Unnamed.tsx:4:9 Type error: Type 'string' is not assignable to type 'number'. (TS2322)`,
    ]);
  }, 60_000);

  it('starts its early check on the files the embeds of kept pages name, not on the other components of the content', async () => {
    const content = tempDir('ts-early');
    writeFileSync(path.join(content, 'index.md'), '# Counters\n\n{{"demo": "Named.js"}}\n');
    // A page the config sets aside, as MUI's docs do the pages of packages npm lacks: its demo is not built.
    mkdirSync(path.join(content, 'later'));
    writeFileSync(path.join(content, 'later', 'later.md'), '# Later\n\n{{"demo": "SetAside.js"}}\n');
    writeFileSync(path.join(content, 'site.config.ts'), "export default { exclude: ['./later/later.md'] };\n");
    for (const name of ['Named', 'Named.tailwind', 'AppShell', 'later/SetAside']) writeFileSync(path.join(content, `${name}.tsx`), 'export default function Demo() {\n  return null;\n}\n');
    // A native compiler that keeps the programs it is given, and finds no error.
    const seen = path.join(tempDir('ts-early-seen'), 'programs.json');
    const recording = path.join(tempDir('ts-early-tsc'), 'tsc');
    writeFileSync(recording, `#!/bin/sh\nfor config in "$@"; do case "$config" in *.json) cat "$config" >> ${JSON.stringify(seen)}; echo >> ${JSON.stringify(seen)};; esac; done\nexit 0\n`, { mode: 0o755 });
    const work = startTypeScriptWork(content, ROOT, tempDir('ts-early-cache'), recording);
    work.noApi();
    expect(await work.demoTypeErrors([path.join(content, 'Named.tsx')])).toEqual([]);
    const checked = readFileSync(seen, 'utf8').trim().split('\n').flatMap((line) => (JSON.parse(line) as { files: string[] }).files).map((file) => path.basename(file));
    expect(checked.filter((file) => file.endsWith('.tsx')).sort()).toEqual(['Named.tailwind.tsx', 'Named.tsx']);
  }, 60_000);
});
