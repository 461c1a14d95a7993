import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleDemos } from '../../compiler/demos/client-bundle';
import { demoFilesOf } from '../../compiler/demos/demo-files';
import { pagePreloads } from '../../compiler/demos/island-preloads';
import { hydratesOnView } from '../../compiler/demos/hydrate-on-view';
import { FIXTURES, tempDir } from '../helpers/cli';

const STATIC_IMPORT = /(?:^|;)\s*import\s*(?:[^"';]*?from\s*)?"(\.{1,2}\/[^"]+)"/g;

describe('island preloads', () => {
  it('lists for each demo entry and for the hydrator every file they import statically, dependencies first', async () => {
    const content = path.join(FIXTURES, 'site-demos');
    const demos = ['Counter', 'FileTree'].map((name) => demoFilesOf(content, name, content)!);
    const out = tempDir('preloads');
    const bundle = await bundleDemos(demos, out, '/static/islands/');
    const { preloads } = bundle;
    expect(preloads.base).toBe('/static/islands/');
    expect(preloads.hydrator.length).toBeGreaterThan(1);
    let checked = 0;
    for (const demo of demos) {
      const entry = bundle.chunks[demo.key]!;
      const own = preloads.entries[entry]!.map((i) => preloads.files[i]!);
      // The entry's own file comes last, after everything it needs.
      expect(`${preloads.base}${own.at(-1)}`).toBe(entry);
      // Checked against the files themselves: each one's static imports are listed before it.
      own.forEach((file, position) => {
        const source = readFileSync(path.join(out, file), 'utf8');
        for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
          const dependency = path.posix.join(path.posix.dirname(file), specifier!);
          expect(own.indexOf(dependency), `${file} imports ${dependency}`).toBeGreaterThanOrEqual(0);
          expect(own.indexOf(dependency)).toBeLessThan(position);
          checked += 1;
        }
      });
    }
    expect(checked).toBeGreaterThan(2);
    // React and Material UI are shared: both demos list the same chunks for them, named once.
    const [counter, tree] = demos.map((demo) => new Set(preloads.entries[bundle.chunks[demo.key]!]));
    expect([...counter!].filter((i) => tree!.has(i)).length).toBeGreaterThan(0);
    expect(new Set(preloads.files).size).toBe(preloads.files.length);
  });

  it('cuts the table to a page\'s demos and indexes it again', () => {
    const all = { base: '/s/', files: ['a.js', 'b.js', 'c.js', 'd.js', 'e.js'], hydrator: [0, 1], entries: { '/s/d.js': [1, 3], '/s/e.js': [2, 4] } };
    expect(pagePreloads(all, ['/s/e.js'])).toEqual({ base: '/s/', files: ['c.js', 'e.js', 'a.js', 'b.js'], hydrator: [2, 3], entries: { '/s/e.js': [0, 1] } });
    expect(pagePreloads(all, ['/s/unknown.js'])).toBeUndefined();
  });
});

describe('which demos hydrate as they come into view', () => {
  const markup = '<div class="a"><button>Clicked 0 times</button></div>';
  it('waits for the reader when the server markup shows the demo', () => {
    expect(hydratesOnView("import Button from '@mui/material/Button';\nexport default () => <Button>Go</Button>;", markup)).toBe(false);
    expect(hydratesOnView("import { BarChart } from '@mui/x-charts/BarChart';", '<svg><rect/></svg>')).toBe(false);
  });
  it('hydrates on view a demo whose code works after mounting, a data grid, or blank markup', () => {
    expect(hydratesOnView('React.useEffect(() => { load(); }, []);', markup)).toBe(true);
    expect(hydratesOnView('const id = setInterval(tick, 1000);', markup)).toBe(true);
    expect(hydratesOnView('<RichTreeView dataSource={source} />', markup)).toBe(true);
    expect(hydratesOnView("import { DataGridPro } from '@mui/x-data-grid-pro';", markup)).toBe(true);
    expect(hydratesOnView('export default () => <Box />;', '<div class="css-1"></div>')).toBe(true);
    expect(hydratesOnView('export default () => <Box />;', '<div>&nbsp;</div>')).toBe(true);
  });
});
