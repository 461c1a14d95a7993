import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverMuiPages, routeOf } from '../../compiler/site/mui/mui-pages';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { tempDir } from '../helpers/cli';

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const route = (markdown: string) => `import * as pageProps from '${markdown}?muiMarkdown';\nexport default function Page() { return null; }\n`;

describe("MUI's route files", () => {
  it('map a file to its route, an index file to its folder', () => {
    expect(routeOf(path.join('x', 'react-data-grid', 'sorting.js'))).toBe('/x/react-data-grid/sorting/');
    expect(routeOf(path.join('x', 'react-data-grid', 'index.js'))).toBe('/x/react-data-grid/');
    expect(routeOf(path.join('x', 'api', 'data-grid', 'index.tsx'))).toBe('/x/api/data-grid/');
  });

  it('name their markdown through an alias or a relative path; twins, React pages and set-aside pages are told apart', async () => {
    const docs = tempDir('mui-pages');
    write(docs, 'pages/x/react-kettles/brewing.js', route('docsx/data/kettles/brewing/brewing.md'));
    write(docs, 'pages/x/api/kettles/index.js', route('./index.md'));
    write(docs, 'pages/x/api/kettles/index.md', '# Kettle API\n');
    write(docs, 'pages/x/react-kettles/boiling.js', route('docsx/data/kettles/boiling/boiling.md'));
    write(docs, 'pages/x/react-kettles/steam.js', 'export default function Steam() { return null; }\n');
    write(docs, 'pages/x/api/kettles/kettle.js', "import jsonPageContent from './kettle.json';\nexport default function Page() { return jsonPageContent; }\n");
    write(docs, 'pages/_app.js', route('docsx/data/never.md'));
    write(docs, 'data/kettles/brewing/brewing.md', '# Brewing\n');
    write(docs, 'data/kettles/brewing/brewing-zh.md', '# 冲泡\n');
    write(docs, 'data/kettles/boiling/boiling.md', '# Boiling\n');
    write(docs, 'pages/x/react-kettles/descaling.js', route('docsx/data/kettles/descaling/descaling.md'));
    const diagnostics: Diagnostic[] = [];
    const reactRoutes: string[] = [];
    const pages = await discoverMuiPages(docs, { aliases: { docsx: '.' }, languages: ['en', 'zh'], defaultLanguage: 'en', exclude: ['data/kettles/boiling/boiling.md'] }, diagnostics, reactRoutes);
    // A React page is served by the app alone; an API page of MUI's docgen is the generated reference's.
    expect(reactRoutes).toEqual(['/x/react-kettles/steam/']);
    expect(pages.map((p) => [p.route, p.lang, path.relative(docs, p.file)])).toEqual([
      ['/x/api/kettles/', 'en', path.join('pages', 'x', 'api', 'kettles', 'index.md')],
      ['/x/react-kettles/brewing/', 'en', path.join('data', 'kettles', 'brewing', 'brewing.md')],
      ['/zh/x/react-kettles/brewing/', 'zh', path.join('data', 'kettles', 'brewing', 'brewing-zh.md')],
    ]);
    expect(diagnostics).toMatchObject([{ code: 'mui-markdown-missing', severity: 'error', line: 1, column: 29 }]);
    expect(diagnostics[0]!.message).toContain('"docsx/data/kettles/descaling/descaling.md"');
  });
});
