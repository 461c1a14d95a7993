import { describe, expect, it } from 'vitest';
import { commonFolder, LLMS_FULL_SEPARATOR, llmsFullEntry, llmsLists, type LlmsPage } from '../../compiler/twins/llms-files';
import type { NavNode } from '../../templates/shared/nav';

let ids = 0;
const leaf = (pathname: string, title = pathname): NavNode => ({ id: `n${(ids += 1)}`, pathname, title, external: false, group: false, depth: 1, children: [] });
const group = (title: string, children: NavNode[]): NavNode => ({ id: `g${(ids += 1)}`, pathname: `/${title}-group`, title, external: false, group: true, depth: 0, children });

const roots = [
  group('Introduction', [leaf('/x/introduction/'), leaf('/x/guides/telemetry/')]),
  { ...leaf('https://mui.com/x/whats-new/'), external: true },
  { ...leaf('/x/llms.txt'), external: true, siteFile: true },
  group('Data Grid', [leaf('/x/react-data-grid/'), group('Main features', [leaf('/x/react-data-grid/sorting/')]), leaf('/x/api/data-grid/data-grid/')]),
  group('Migration', [leaf('/x/migration/grid-v7/'), leaf('/x/migration/pickers-v7/')]),
  group('Common concepts', [leaf('/x/common-concepts/custom-components/')]),
];
const page = (route: string, title: string, description?: string): LlmsPage => ({ route, title, ...(description ? { description } : {}) });
const pages = new Map(
  [
    page('/x/introduction/', 'MUI X overview', 'What MUI X is.'),
    page('/x/guides/telemetry/', 'Telemetry guide'),
    page('/x/react-data-grid/', 'Data Grid - Overview', 'A grid [for] data.'),
    page('/x/react-data-grid/sorting/', 'Data Grid - Sorting', 'Sort rows.'),
    page('/x/api/data-grid/data-grid/', 'DataGrid API'),
    page('/x/migration/grid-v7/', 'Grid v7'),
    page('/x/migration/pickers-v7/', 'Pickers v7'),
    page('/x/common-concepts/custom-components/', 'Custom subcomponents'),
  ].map((p) => [p.route, p]),
);

describe('llms.txt', () => {
  const lists = llmsLists({ title: 'MUI X', roots, pages, base: '/docs/' });

  it('lists every page of the navigation under its group, linked to its twin under the base, with its description', () => {
    expect(lists.root.route).toBe('/x/llms.txt');
    expect(lists.root.content).toBe(
      [
        '# MUI X',
        '',
        '> What MUI X is.',
        '',
        '## Introduction',
        '',
        '- [MUI X overview](/docs/x/introduction.md): What MUI X is.',
        '- [Telemetry guide](/docs/x/guides/telemetry.md)',
        '',
        '## Data Grid',
        '',
        '- [Data Grid - Overview](/docs/x/react-data-grid.md): A grid [for] data.',
        '- [Data Grid - Sorting](/docs/x/react-data-grid/sorting.md): Sort rows.',
        '- [DataGrid API](/docs/x/api/data-grid/data-grid.md)',
        '',
        '## Migration',
        '',
        '- [Grid v7](/docs/x/migration/grid-v7.md)',
        '- [Pickers v7](/docs/x/migration/pickers-v7.md)',
        '',
        '## Common concepts',
        '',
        '- [Custom subcomponents](/docs/x/common-concepts/custom-components.md)',
        '',
      ].join('\n'),
    );
  });

  it('writes one per group, in the folder its pages share, else its first page folder', () => {
    expect(lists.sections.map((s) => s.route)).toEqual(['/x/introduction/llms.txt', '/x/react-data-grid/llms.txt', '/x/migration/llms.txt', '/x/common-concepts/llms.txt']);
    expect(lists.sections[1]!.content).toMatch(/^# MUI X: Data Grid\n\n> A grid \[for\] data\.\n\n## Data Grid\n/);
  });

  it('gives llms-full.txt the pages in navigation order, each after a line naming its twin', () => {
    expect(lists.order.map((p) => p.route)).toEqual([...pages.keys()]);
    expect([llmsFullEntry(pages.get('/x/introduction/')!, '# MUI X overview\n', '/'), llmsFullEntry(pages.get('/x/react-data-grid/')!, '# Grid\n\n', '/')].join(LLMS_FULL_SEPARATOR)).toBe(
      '<!-- Source: /x/introduction.md -->\n\n# MUI X overview\n\n---\n\n<!-- Source: /x/react-data-grid.md -->\n\n# Grid\n',
    );
  });

  it('finds the folder every route shares', () => {
    expect(commonFolder(['/x/a/', '/x/b/c/'])).toBe('/x/');
    expect(commonFolder(['/', '/guide/'])).toBe('/');
    expect(commonFolder(['/guide/setup/'])).toBe('/guide/setup/');
    // Folders, not text: "/x/data" is no folder of "/x/data-grid/".
    expect(commonFolder(['/x/data/', '/x/data-grid/'])).toBe('/x/');
    expect(commonFolder(['/x/a/b/', '/x/a/'])).toBe('/x/a/');
    expect(commonFolder([])).toBe('/');
  });
});

describe('llms-full.txt of a patched output', () => {
  // The first page changed (every entry copied here), one in the middle, the last (the head copied by the kernel).
  it.each(['first', 'middle', 'last'] as const)('copies the entries of unchanged pages from the previous file, to the bytes of a fresh write (%s page changed)', async (which) => {
    const { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { writeLlmsFiles } = await import('../../compiler/build/write-llms');
    const { twinFileOf } = await import('../../compiler/twins/twin-path');
    const site = { title: 'MUI X', roots, base: '/' };
    const list = [...pages.values()];
    const twinsIn = (dir: string, texts: Record<string, string>) => {
      for (const p of list) {
        const file = twinFileOf(dir, p.route);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, texts[p.route] ?? `# ${p.title}\n\nAbout ${p.title}, in prose with a non-breaking space at the end:\u00a0\n\n`);
      }
    };
    const previousDir = mkdtempSync(path.join(tmpdir(), 'docs-llms-previous-'));
    twinsIn(previousDir, {});
    const first = await writeLlmsFiles(previousDir, site, list);

    // One page changed; the others' twins are gone from where the next build reads changed pages from,
    // so their entries can only come from the previous file.
    const order = first.full.entries.map(([route]) => route);
    const changed = order[which === 'first' ? 0 : which === 'last' ? order.length - 1 : Math.floor(order.length / 2)]!;
    const nextDir = mkdtempSync(path.join(tmpdir(), 'docs-llms-next-'));
    twinsIn(nextDir, { [changed]: '# Sorting, rewritten\n' });
    const expectedDir = mkdtempSync(path.join(tmpdir(), 'docs-llms-expected-'));
    twinsIn(expectedDir, { [changed]: '# Sorting, rewritten\n' });
    const expected = await writeLlmsFiles(expectedDir, site, list);
    for (const p of list) if (p.route !== changed) rmSync(twinFileOf(nextDir, p.route));
    const next = await writeLlmsFiles(nextDir, site, list, undefined, { outDir: previousDir, index: first.full, unchanged: (route) => route !== changed });

    const full = (dir: string) => readFileSync(path.join(dir, 'x', 'llms-full.txt'), 'utf8');
    expect(full(nextDir)).toBe(full(expectedDir));
    expect(full(nextDir)).toContain('# Sorting, rewritten');
    expect(order.length).toBeGreaterThan(2);
    expect(next.full).toEqual(expected.full);
  });
});
