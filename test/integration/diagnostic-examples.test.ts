import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { loadDiagnosticDocs } from '../../scripts/guide-reference/diagnostic-docs';
import { ROOT, runCliAsync, tempDir } from '../helpers/cli';

/**
 * The guide's page of each diagnostic code shows a minimal input that causes it: each such input,
 * laid over a small valid site, must make `docs check` report that code.
 */

/** The site every example is laid over: a page embedding a demo, a second page with a heading, two languages. */
const BASE: Record<string, string> = {
  'site.config.ts': "export default { title: 'Example', languages: ['en', 'fr'], defaultLanguage: 'en' };\n",
  'pages.ts': "export default [\n  { pathname: '/', title: 'Home' },\n  { pathname: '/guide/', title: 'Guide' },\n  { pathname: '/guide/setup/', title: 'Setup' },\n];\n",
  'index.md': '# Home\n\n<p class="description">The home page.</p>\n',
  'guide/index.md': '# Guide\n\n<p class="description">A page with a demo.</p>\n\n{{"demo": "Counter.js"}}\n',
  'guide/Counter.tsx': 'export default function Counter() {\n  return <button type="button">Count</button>;\n}\n',
  'guide/setup/index.md': '# Setup\n\n<p class="description">A page with a heading.</p>\n\n## Options\n\nText.\n',
  'translations/en.json': '{ "toc": "Contents" }\n',
  'translations/fr.json': '{ "toc": "Sommaire" }\n',
};

/**
 * Codes whose input a content folder cannot hold, with why: the guide describes it in words. Each
 * is covered elsewhere (the bad-input corpus, the CLI tests) or is a compiler bug reported as a value.
 */
const NOT_FROM_A_FILE: Record<string, string> = {
  'api-cache-write': 'a read-only cache folder',
  'api-compiler-missing': 'a platform without the native TypeScript binary',
  'api-duplicate-page': 'two installed packages exporting components of one name',
  'api-interface-missing': 'an installed package of another version',
  'api-package-missing': 'a package not installed',
  'api-package-unknown': 'a package list passed by a program, not the config',
  'api-page-missing': "a MUI docs folder (preset 'mui'), shown in test/integration/mui-docs-in-place.test.ts",
  'api-reference-gap': "a MUI docs folder (preset 'mui') linking into MUI's own API reference",
  'api-render': 'a compiler bug',
  'build-locked': 'two builds at once',
  'cache-dir-unsafe': 'a --cache-dir flag, shown in test/integration/output-folder.test.ts',
  'content-missing': 'a content folder that does not exist',
  'content-unreadable': 'file permissions',
  'demo-import-case': 'two files whose names differ only in case',
  'demo-js': 'no known input: sucrase or prettier failing where esbuild did not',
  'demo-timeout': 'a demo looping for the 10-second default limit, on a core the other examples share; shown with a short limit in test/integration/render-limits.test.ts',
  'dev-internal': 'a compiler bug in docs dev',
  'init-folder-not-empty': 'docs init, not docs check',
  'mcp-not-built': 'docs mcp on an output folder, not docs check',
  'module-timeout': 'a module looping for the 10-second default limit, on a core the other examples share; shown with a short limit in test/integration/render-limits.test.ts',
  'markdown-too-complex': 'hundreds of delimiter runs, generated in the bad-input corpus',
  'markdown-too-deep': 'a nesting too deep to show, generated in the bad-input corpus',
  'output-is-file': 'a --out flag, shown in test/integration/output-folder.test.ts',
  'output-not-empty': 'a --out flag, shown in test/integration/output-folder.test.ts',
  'output-unsafe': 'a --out flag, shown in test/integration/output-folder.test.ts',
  'mui-markdown-missing': "a MUI docs folder (preset 'mui'), shown in test/unit/mui-pages.test.ts",
  'playground-component-unknown': 'a site with apiReference; shown in test/fixtures/bad',
  'playground-data-prop': 'a site with apiReference and a playground; shown in test/fixtures/bad/playground-data-not-a-prop',
  'playground-data-missing': 'a site with apiReference and a playground',
  'playground-prop-type': 'a site with apiReference; shown in test/fixtures/bad/playground-prop-type',
  'playground-prop-unknown': 'a site with apiReference and a playground',
  'playground-range': 'a site with apiReference and a playground',
  'playground-range-type': 'a site with apiReference and a playground',
  'embed-playground': 'a site with apiReference and a playground',
  'embed-component-render': "a site with componentDir (the 'mui' preset), shown in test/integration/mui-docs-in-place.test.ts",
  'page-binary': 'binary bytes, generated in the bad-input corpus',
  'html-unparsable': 'no known input: the unclosed tag and comment checks catch what failed the parser',
  'page-compile': 'a compiler bug',
  'page-render': 'a registered component that throws: a compiler bug',
  'page-encoding': 'bytes that are not UTF-8, generated in the bad-input corpus',
  'page-too-large': 'a megabyte of text, generated in the bad-input corpus',
  'page-unreadable': 'file permissions',
  'symlink-loop': 'a symbolic link',
  'symlink-skipped': 'a symbolic link',
  'translation-stale': 'git history',
  'twin-markdown': 'a compiler bug',
  'watch-internal': 'a compiler bug in --watch',
};

const work = tempDir('diagnostic-examples');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const docs = await loadDiagnosticDocs(ROOT);

describe('the list of codes without a file input', () => {
  it('names only codes that exist', () => {
    const codes = new Set(docs.map((d) => d.code));
    expect(Object.keys(NOT_FROM_A_FILE).filter((c) => !codes.has(c))).toEqual([]);
  });
});

describe.concurrent('the guide example of each diagnostic code', () => {
  for (const doc of docs.filter((d) => !(d.code in NOT_FROM_A_FILE))) {
    it(`${doc.code}: ${doc.example.file}`, async () => {
      const content = path.join(work, doc.code, 'content');
      for (const [file, text] of Object.entries({ ...BASE, [doc.example.file]: doc.example.text })) {
        mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
        writeFileSync(path.join(content, file), text);
      }
      // One cache folder for every example, checked at once: as a CI machine's cache is shared (and
      // what one site cached must never answer for another).
      const result = await runCliAsync(['check', '--content', content, '--cache-dir', path.join(work, 'cache'), '--json']);
      const codes = (JSON.parse(result.stdout) as Diagnostic[]).map((d) => d.code);
      expect(codes, `the example of ${doc.code} (${doc.registry}) reports`).toContain(doc.code);
    });
  }
});
