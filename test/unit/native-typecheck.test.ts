import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nativeTypeScript, parseTscOutput, typecheckDemosNative } from '../../compiler/demos/native-typecheck';
import { typecheckDemos } from '../../compiler/typescript/typecheck-demos';
import { registerDemoResolution } from '../../compiler/demos/demo-resolution';
import { readSiteTsconfig } from '../../compiler/demos/site-tsconfig';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { FIXTURES, ROOT, tempDir } from '../helpers/cli';

// Errors of three kinds: an argument, a nested object literal (a message chain), and an import of a
// package's missing export; the file sits outside the project, so packages resolve from the project.
const DEMO = `import * as React from 'react';
import Box from '@mui/material/Box';
import { NotAnExport } from '@mui/x-tree-view/RichTreeView';

type Settings = { layout: { columns: number } };
const settings: Settings = { layout: { columns: 'two' } };

export default function Demo() {
  const [count] = React.useState<number>('zero');
  const handler: (value: number) => string = (value: string) => value;
  return <Box>{count}{settings.layout.columns}{String(NotAnExport)}{handler(1)}</Box>;
}
`;

describe("the demos' type-check with TypeScript's native compiler", () => {
  it('is installed with the project', () => {
    expect(nativeTypeScript(ROOT)).toBeDefined();
  });

  it('reports what the JavaScript compiler reports, at the same lines and columns, for demos outside the project', async () => {
    const dir = tempDir('native-check');
    const demo = path.join(dir, 'Demo.tsx');
    writeFileSync(demo, DEMO);
    cpSync(path.join(FIXTURES, 'site-demos', 'Counter.tsx'), path.join(dir, 'Counter.tsx'));
    const files = [demo, path.join(dir, 'Counter.tsx')];
    const check = typecheckDemosNative(nativeTypeScript(ROOT)!, files, ROOT, path.join(dir, 'scratch'));
    check.awaited(true);
    const native = await check.diagnostics;
    const javascript = typecheckDemos(files, ROOT);

    const where = (list: typeof native) => list.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message.match(/\(TS\d+\)$/)?.[0]}`).sort();
    expect(where(native)).toEqual(['Demo.tsx:10:9 (TS2322)', 'Demo.tsx:3:10 (TS2305)', 'Demo.tsx:6:40 (TS2322)', 'Demo.tsx:9:42 (TS2345)']);
    expect(where(native)).toEqual(where(javascript));
    expect(native.find((d) => d.message.includes('TS2345'))!.message).toBe(
      "Type error: Argument of type 'string' is not assignable to parameter of type 'number | (() => number)'. (TS2345)",
    );
    // The chained lines are one message, as the JavaScript compiler flattens them.
    expect(native.find((d) => d.line === 10)!.message).toMatch(/^Type error: Type '\(value: string\) => string' is not assignable to type '\(value: number\) => string'\. Types of parameters 'value' and 'value' are incompatible\. /);
    // Its scratch tsconfig is gone.
    expect(readdirSync(path.join(dir, 'scratch'))).toEqual([]);
  });

  it('checks demos with different date adapters as separate programs in one run, each reporting its own errors', async () => {
    const dir = tempDir('native-adapters');
    const demo = (adapter: string, library: string, value: string) => `import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { ${adapter} } from '@mui/x-date-pickers/${adapter}';
import ${library} from '${library}';

export default function Demo() {
  const [value, setValue] = React.useState<ReturnType<typeof ${library}> | null>(${value});
  const wrong: number = 'not a number';
  return (
    <LocalizationProvider dateAdapter={${adapter}}>
      <DateCalendar value={value} onChange={setValue} />
      {wrong}
    </LocalizationProvider>
  );
}
`;
    const dayjsDemo = path.join(dir, 'DayjsDemo.tsx');
    const momentDemo = path.join(dir, 'MomentDemo.tsx');
    writeFileSync(dayjsDemo, demo('AdapterDayjs', 'dayjs', 'dayjs()'));
    writeFileSync(momentDemo, demo('AdapterMoment', 'moment', 'moment()'));
    const check = typecheckDemosNative(nativeTypeScript(ROOT)!, [dayjsDemo, momentDemo], ROOT, path.join(dir, 'scratch'));
    check.awaited(true);
    const found = (await check.diagnostics).map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message.match(/\(TS\d+\)$/)?.[0]}`).sort();
    // In one program the two adapters' date types would merge and each onChange={setValue} would fail too.
    expect(found).toEqual(['DayjsDemo.tsx:9:9 (TS2322)', 'MomentDemo.tsx:9:9 (TS2322)']);
    // Its scratch configs and the build-mode state beside them are gone.
    expect(readdirSync(path.join(dir, 'scratch'))).toEqual([]);
  });

  it("checks a site's demos as the JavaScript compiler does: its aliases, tsconfig strictness, typeCheckFiles and its packages' runtime augmentations", async () => {
    const site = path.join(tempDir('native-site'), 'my site');
    const tree: Record<string, string> = {
      'tsconfig.json': '{ "compilerOptions": { "noUncheckedIndexedAccess": true, "paths": { "@steps/*": ["./shared/*"] } } }',
      'shared/steps.ts': 'export const STEPS = [1, 2, 3];\n',
      'globals.d.ts': 'declare const SITE_NAME: string;\n',
      'node_modules/knob/package.json': '{ "name": "knob", "version": "1.0.0", "main": "index.js", "types": "index.d.ts" }',
      'node_modules/knob/index.js': "require('./turning');\n",
      'node_modules/knob/index.d.ts': 'export interface KnobProps {}\n',
      'node_modules/knob/turning.js': '',
      'node_modules/knob/turning.d.ts': "declare module 'knob' {\n  interface KnobProps {\n    angle: number;\n  }\n}\nexport {};\n",
      'Demo.tsx': "import { STEPS } from '@steps/steps';\nimport type { KnobProps } from 'knob';\n\nconst props: KnobProps = { angle: 'wide' };\n\nexport default function Demo() {\n  return <span>{STEPS[0].toFixed()}{SITE_NAME}{props.angle}</span>;\n}\n",
    };
    for (const [name, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
      writeFileSync(path.join(site, name), text);
    }
    registerDemoResolution(site, { typeCheckFiles: ['globals.d.ts'] }, ROOT, readSiteTsconfig(site));
    const demo = path.join(site, 'Demo.tsx');
    const check = typecheckDemosNative(nativeTypeScript(ROOT)!, [demo], ROOT, path.join(site, '.scratch'));
    check.awaited(true);
    const where = (list: Diagnostic[]) => list.map((d) => `${d.line}:${d.column} ${d.message.match(/\(TS\d+\)$/)?.[0]}`).sort();
    const native = await check.diagnostics;
    // The augmented prop has the wrong type; the first step may be undefined.
    expect(where(native)).toEqual(['4:28 (TS2322)', '7:17 (TS2532)']);
    expect(where(typecheckDemos([demo], ROOT))).toEqual(where(native));
  });

  it('gives no diagnostics for demos without errors', async () => {
    const check = typecheckDemosNative(nativeTypeScript(ROOT)!, [path.join(FIXTURES, 'site-demos', 'Counter.tsx')], ROOT, tempDir('native-clean'));
    check.awaited(true);
    expect(await check.diagnostics).toEqual([]);
  });

  it('reads located, chained and unlocated diagnostics from the compiler output', () => {
    const output = [
      "content/a/Demo.tsx(4,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      "content/a/Other.tsx(12,3): error TS2769: No overload matches this call.",
      "  Overload 1 of 2, '(props: A): Element', gave the following error.",
      "    Property 'x' is missing.",
      'error TS5023: Unknown compiler option \'nope\'.',
      '',
    ].join('\n');
    const found = parseTscOutput(output, ROOT);
    expect(found.map((d) => [d.file, d.line, d.column, d.severity, d.message])).toEqual([
      [path.join('content', 'a', 'Demo.tsx'), 4, 7, 'error', "Type error: Type 'string' is not assignable to type 'number'. (TS2322)"],
      [path.join('content', 'a', 'Other.tsx'), 12, 3, 'error', "Type error: No overload matches this call. Overload 1 of 2, '(props: A): Element', gave the following error. Property 'x' is missing. (TS2769)"],
      ['demos', 0, 0, 'error', "Unknown compiler option 'nope'. (TS5023)"],
    ]);
  });
});

describe('a native type-check nobody waits for', () => {
  it('stops with the process that started it, and leaves no scratch config behind', async () => {
    const dir = tempDir('native-abandoned');
    const scratch = path.join(dir, 'scratch');
    const demo = path.join(dir, 'Grid.tsx');
    // Types slow enough to load that the compiler is still at work when the process exits.
    writeFileSync(demo, "import { DataGridPremium } from '@mui/x-data-grid-premium';\nimport { LineChartPro } from '@mui/x-charts-pro';\nimport { DateRangePicker } from '@mui/x-date-pickers-pro';\n\nexport default function Grid() {\n  return <><DataGridPremium rows={[]} columns={[]} /><LineChartPro series={[]} /><DateRangePicker /></>;\n}\n");
    const script = path.join(dir, 'abandon.mjs');
    await esbuild.build({
      stdin: {
        contents: `import { nativeTypeScript, typecheckDemosNative } from ${JSON.stringify(path.join(ROOT, 'compiler/demos/native-typecheck.ts'))};
const check = typecheckDemosNative(nativeTypeScript(${JSON.stringify(ROOT)}), [${JSON.stringify(demo)}], ${JSON.stringify(ROOT)}, ${JSON.stringify(scratch)});
check.awaited(false);
check.diagnostics.catch(() => {});
setTimeout(() => process.exit(0), 400);`,
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile: script,
      logLevel: 'silent',
    });
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status, run.stderr).toBe(0);
    // Killed, it is gone within moments; left alone, it would work on for a second or more.
    const running = () => spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).stdout.split('\n').filter((line) => line.includes(scratch));
    for (let tries = 0; tries < 10 && running().length; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running()).toEqual([]);
    expect(readdirSync(scratch)).toEqual([]);
  });
});
