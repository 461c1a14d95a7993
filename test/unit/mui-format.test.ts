import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consolidate } from '../../compiler/checks/consolidate';
import { unresolvedDemoImports } from '../../compiler/demos/demo-imports';
import { importSpecifiers } from '../../compiler/demos/demo-deps';
import { diagnostic } from '../../compiler/helpers/diagnostics';
import { installedMuiHeadingIds } from '../../compiler/config/mui-heading-ids';
import { muiSlugger } from '../../compiler/markdown/headings';
import { externalHref } from '../../compiler/markdown/links';
import { ROOT } from '../helpers/cli';
import { compile } from '../helpers/compile';

describe('demo imports', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-imports-'));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const findings = (name: string, text: string) => unresolvedDemoImports(file(name, text), ROOT).map((d) => [d.line, d.column, d.message, d.hint]);

  it('reads imports as code, not import lines written inside template literals or comments', () => {
    const source = "import a from 'pkg-a';\n// import b from 'pkg-b';\nconst code = `\nimport c from 'pkg-c';\n`;\nexport { d } from 'pkg-d';\n";
    expect(importSpecifiers(source).map((i) => i.specifier)).toEqual(['pkg-a', 'pkg-d']);
  });

  it('reads a side-effect import after a comment, and each import of a statement list', () => {
    const source = "import a from 'pkg-a';\n// A note on why the locale comes first.\nimport 'pkg-b/locale';\nimport b, { type B } from 'pkg-b';\nexport default function Demo() { return a; }\nimport c from 'pkg-c';\n";
    expect(importSpecifiers(source).map((i) => [i.specifier, source.slice(i.index, i.index + i.specifier.length)])).toEqual([
      ['pkg-a', 'pkg-a'],
      ['pkg-b/locale', 'pkg-b/locale'],
      ['pkg-b', 'pkg-b'],
      ['pkg-c', 'pkg-c'],
    ]);
  });

  it('accepts what is installed and what exists', () => {
    file('data/rows.ts', 'export const rows = [];\n');
    expect(findings('Fine.tsx', "import Box from '@mui/material/Box';\nimport { rows } from './data/rows';\nimport type { Nope } from 'types-only-nope';\n")).toEqual([]);
  });

  it('names a package that is not installed, with npm install', () => {
    expect(findings('A.tsx', "import x from 'no-such-package-here';\n")).toEqual([[1, 15, 'Cannot resolve "no-such-package-here": the package "no-such-package-here" is not installed.', 'npm install no-such-package-here']]);
  });

  it('suggests the nearest file for a relative path, and the nearest entry point of a package', () => {
    expect(findings('B.tsx', "import { rows } from './data/rowz';\n")[0]?.[3]).toBe('Did you mean "./data/rows"? Fix the path, or create the file.');
    expect(findings('C.tsx', "import Buttonn from '@mui/material/Buttonn';\n")[0]?.[3]).toBe('Did you mean "@mui/material/Button"?');
  });

  it("refuses Node's built-ins, and a date adapter whose date library is missing", () => {
    expect(findings('D.tsx', "import { readFileSync } from 'node:fs';\n")[0]?.[2]).toMatch(/built-in modules do not exist in the browser/);
    expect(findings('E.tsx', "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';\n")[0]?.slice(2)).toEqual([
      'Cannot resolve "@mui/x-date-pickers/AdapterLuxon": the adapter needs the package "luxon", which is not installed.',
      'npm install luxon',
    ]);
  });

  it('follows relative imports, and names the demo in an error found in a file it imports', () => {
    file('helpers/format.ts', "import { currency } from './currency';\nexport const f = currency;\n");
    const [found] = unresolvedDemoImports(file('F.tsx', "import { f } from './helpers/format';\n"), ROOT);
    expect(found?.file).toBe(path.relative(process.cwd(), path.join(dir, 'helpers/format.ts')));
    expect(found?.message).toMatch(/^Cannot resolve "\.\/currency": no such file next to format\.ts\. \(imported by the demo .*F\.tsx\)$/);
  });
});

describe("MUI's markdown conventions", () => {
  it('reads consecutive embed lines as separate embeds, each at its own line', () => {
    const result = compile('# T\n\n<p class="description">D.</p>\n\n{{"component": "ComponentLinkHeader"}}\n{{"component": "NotHere", "design": false}}\n', { components: ['ComponentLinkHeader'] });
    expect(result.html).toContain('<docs-component name="ComponentLinkHeader"></docs-component>');
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['embed-unknown-component', 'warning', 6]]);
  });

  it('reads an embed line written right under prose as an embed, and keeps the prose around it', () => {
    const result = compile('# T\n\n<p class="description">D.</p>\n\nSome **bold** prose.\n{{"component": "ComponentLinkHeader"}}\nMore prose.\n{{"component": "NotHere"}}\n\nQuoted `{{"demo": "X.js"}}` stays text.\n', { components: ['ComponentLinkHeader'] });
    expect(result.html).toMatch(/<p>Some <strong>bold<\/strong> prose\.<\/p>\s*<docs-component name="ComponentLinkHeader"><\/docs-component>\s*<p>More prose\.<\/p>/);
    expect(result.html).toContain('<code>{{"demo": "X.js"}}</code> stays text.');
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['embed-unknown-component', 8, 1]]);
  });

  it('gives headings the ids mui.com gives them', () => {
    const slugger = muiSlugger();
    expect(['Meridiem — 12h/24h format', 'Lifecycle on pickers: "onAccept"', 'Nested lazy loading 🚧', 'Basic usage', 'Basic usage'].map((t) => slugger.slug(t))).toEqual([
      'meridiem-12h-24h-format',
      'lifecycle-on-pickers-quot-onaccept-quot',
      'nested-lazy-loading',
      'basic-usage',
      'basic-usage-2',
    ]);
  });

  it("gives headings MUI X v9's ids, which drop HTML entities, and picks them as the site's own MUI markdown package makes them", async () => {
    const slugger = muiSlugger(true);
    expect(['Lifecycle on pickers: "onAccept"', "Don't & do", 'Meridiem — 12h/24h format'].map((t) => slugger.slug(t))).toEqual(['lifecycle-on-pickers-onaccept', 'dont-do', 'meridiem-12h-24h-format']);
    // A docs folder in a checkout whose node_modules has a hasher of our own, one per way: entities spelt out as words, or dropped.
    const docsWith = (hasher: string | undefined) => {
      const site = mkdtempSync(path.join(tmpdir(), 'docs-heading-ids-'));
      mkdirSync(path.join(site, 'docs'));
      if (hasher) {
        mkdirSync(path.join(site, 'node_modules', '@mui', 'internal-markdown'), { recursive: true });
        writeFileSync(path.join(site, 'node_modules', '@mui', 'internal-markdown', 'textToHash.mjs'), `export default (text) => text.toLowerCase()${hasher}.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');\n`);
      }
      return path.join(site, 'docs');
    };
    expect(await installedMuiHeadingIds(docsWith(undefined))).toBe('mui');
    expect(await installedMuiHeadingIds(docsWith(".replace(/&(\\w+);/g, '-$1-')"))).toBe('mui');
    expect(await installedMuiHeadingIds(docsWith(".replace(/&\\w+;/g, '')"))).toBe('mui-v9');
  });

  it('shows a demo whose bg MUI has no frame for (its "outline") with no frame, with a warning; a bg that is no text stays an error', () => {
    const outline = compile('# T\n\n<p class="description">D.</p>\n\n{{"demo": "Missing.js", "bg": "outline"}}\n');
    expect(outline.diagnostics.find((d) => d.code === 'embed-unknown-option')).toMatchObject({ severity: 'warning', line: 5, message: 'Demo option "bg" has the unknown value "outline": the demo shows with no frame, as "inline".' });
    expect(outline.diagnostics.map((d) => d.code)).not.toContain('embed-option-type');
    expect(compile('# T\n\n<p class="description">D.</p>\n\n{{"demo": "Missing.js", "bg": 3}}\n').diagnostics.map((d) => d.code)).toContain('embed-option-type');
  });

  it('sends links under an external prefix to that site, the longest prefix first', () => {
    const links = { '/material-ui/': 'https://mui.com/material-ui/', '/x/api/': 'https://mui.com/x/api/' };
    expect(externalHref('/material-ui/react-button/#basic', links)).toBe('https://mui.com/material-ui/react-button/#basic');
    expect(externalHref('/x/api/data-grid/data-grid/', links)).toBe('https://mui.com/x/api/data-grid/data-grid/');
    expect(externalHref('/x/react-data-grid/', links)).toBeUndefined();
  });
});

describe('consolidated findings', () => {
  const component = (file: string, line: number) => diagnostic('embed-unknown-component', 'warning', file, { line, column: 1 }, 'Component "X" is not provided by this site; the embed renders nothing.', 'Map it.');
  const typeError = (message: string) => diagnostic('demo-type', 'error', 'A.tsx', { line: 2, column: 8 }, message, 'Fix it.');

  it('reports a missing component once, where it is first used', () => {
    const out = consolidate([component('b.md', 3), component('a.md', 9), component('a.md', 2)], {});
    expect(out).toHaveLength(1);
    expect([out[0]!.file, out[0]!.line, out[0]!.message]).toEqual(['a.md', 2, 'Component "X" is not provided by this site; the embed renders nothing. (2 more embeds of it elsewhere)']);
    expect(consolidate([component('a.md', 2)], { strictComponents: true })[0]!.severity).toBe('error');
  });

  it("reports a component file that cannot render once, where it is first used, a warning even with strictComponents", () => {
    const broken = (file: string, line: number) => diagnostic('embed-component-render', 'warning', file, { line, column: 1 }, 'The component src/Logo.tsx renders nothing: it throws.', 'Fix it.');
    const out = consolidate([broken('b.md', 3), component('a.md', 4), broken('a.md', 9)], { strictComponents: true });
    expect(out.map((d) => [d.code, d.severity, d.file, d.line, d.message])).toEqual([
      ['embed-component-render', 'warning', 'a.md', 9, 'The component src/Logo.tsx renders nothing: it throws. (1 more embed of it elsewhere)'],
      ['embed-unknown-component', 'error', 'a.md', 4, 'Component "X" is not provided by this site; the embed renders nothing.'],
    ]);
  });

  it('makes demo type errors warnings or drops them, and drops the second report of an unresolved import', () => {
    const unresolved = diagnostic('demo-import-unresolved', 'error', 'A.tsx', { line: 2, column: 8 }, 'Cannot resolve "x".', 'npm install x');
    expect(consolidate([unresolved, typeError("Type error: Cannot find module 'x'. (TS2307)")], {})).toEqual([unresolved]);
    expect(consolidate([typeError('Type error: nope. (TS2322)')], { typeCheck: 'warn' })[0]!.severity).toBe('warning');
    expect(consolidate([typeError('Type error: nope. (TS2322)')], { typeCheck: 'off' })).toEqual([]);
  });
});
