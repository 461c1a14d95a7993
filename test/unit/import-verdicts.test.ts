import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDemoImports, PackageLookups } from '../../compiler/demos/demo-imports';
import { hashOnDisk, ImportVerdicts } from '../../compiler/demos/import-verdicts';
import { scanDemoFiles } from '../../compiler/demos/scan-demos';
import { ROOT, tempDir } from '../helpers/cli';

/** A content folder with a page embedding two demos; `Chart` imports `./readings`. */
function site(): { dir: string; page: string; chart: string; readings: string } {
  const dir = tempDir('import-verdicts');
  const page = path.join(dir, 'index.md');
  writeFileSync(page, '# Weather\n\n{{"demo": "Chart.js"}}\n\n{{"demo": "Counter.js"}}\n');
  const chart = path.join(dir, 'Chart.tsx');
  writeFileSync(chart, "import Box from '@mui/material/Box';\nimport { readings } from './readings';\n\nexport default function Chart() {\n  return <Box>{readings.length} readings</Box>;\n}\n");
  const readings = path.join(dir, 'readings.ts');
  writeFileSync(readings, 'export const readings = [12, 14, 9];\n');
  writeFileSync(path.join(dir, 'Counter.tsx'), "import Button from '@mui/material/Button';\n\nexport default function Counter() {\n  return <Button>Count</Button>;\n}\n");
  settle(dir);
  return { dir, page, chart, readings };
}

/** Dates the folder a minute back, as if its last change were that old: a folder changed just now is not relied on. */
function settle(dir: string): void {
  const past = new Date(Date.now() - 60000);
  utimesSync(dir, past, past);
}

const recorded = (cacheDir: string) => Object.keys((JSON.parse(readFileSync(path.join(cacheDir, 'builds', 'demo-imports.json'), 'utf8')) as { verdicts: object }).verdicts).map((file) => path.basename(file)).sort();

describe('ImportVerdicts', () => {
  it('holds a clean verdict until a file it read changes, a folder it resolved in changes, or a file it missed appears', () => {
    const { dir, chart, readings } = site();
    const cacheDir = tempDir('import-verdicts-cache');
    const record = () => {
      const verdicts = ImportVerdicts.in(cacheDir, ROOT, hashOnDisk);
      const { diagnostics, trail } = checkDemoImports(chart, new PackageLookups(ROOT));
      expect(diagnostics).toEqual([]);
      verdicts.record(chart, trail);
      verdicts.save();
    };
    const holds = () => ImportVerdicts.in(cacheDir, ROOT, hashOnDisk).clean(chart);
    expect(holds()).toBe(false);
    record();
    expect(holds()).toBe(true);

    writeFileSync(readings, 'export const readings = [12, 14, 9, 11];\n');
    expect(holds()).toBe(false);
    record();
    expect(holds()).toBe(true);

    // Another file beside the demo could be what `./readings` means from now on (readings.tsx, a case twin).
    writeFileSync(path.join(dir, 'notes.txt'), 'calibrated on Monday\n');
    expect(holds()).toBe(false);
    // Changed just now: not relied on until a moment has passed.
    record();
    expect(holds()).toBe(false);
    settle(dir);
    record();
    expect(holds()).toBe(true);

    // Verdicts of another project (other packages) are not read.
    expect(ImportVerdicts.in(cacheDir, tempDir('import-verdicts-elsewhere'), hashOnDisk).clean(chart)).toBe(false);
  });

  it('keeps a scan of the demos right across runs: a demo whose relative import breaks is left out, and back in once fixed', async () => {
    const { dir, page, readings } = site();
    const cacheDir = tempDir('import-verdicts-scan');
    const scan = async () => (await scanDemoFiles([page], dir, undefined, ImportVerdicts.in(cacheDir, ROOT, hashOnDisk))).map((demo) => demo.key);
    expect(await scan()).toEqual(['Chart', 'Counter']);
    expect(recorded(cacheDir)).toEqual(['Chart.tsx', 'Counter.tsx']);
    expect(await scan()).toEqual(['Chart', 'Counter']);

    writeFileSync(readings, "import { series } from 'no-such-weather-package';\nexport const readings = series;\n");
    expect(await scan()).toEqual(['Counter']);
    expect(recorded(cacheDir)).toEqual(['Counter.tsx']);

    mkdirSync(path.join(dir, 'more'), { recursive: true });
    settle(dir);
    writeFileSync(readings, 'export const readings = [7];\n');
    expect(await scan()).toEqual(['Chart', 'Counter']);
  });
});
