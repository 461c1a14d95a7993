import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyDemoPage, copyFixture, FIXTURES, filesOf, runCli, tempDir } from '../helpers/cli';
import { expectSameFiles } from '../helpers/same-files';

function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

/**
 * The folder of the basic fixture's copies `docs check` reads, made afresh for each: the demo's type
 * check is keyed by its path, so the checks after the first take it from the default cache.
 */
const CHECKED = path.join(tempDir('cli-check'), 'site');

function basicCopy(): string {
  rmSync(CHECKED, { recursive: true, force: true });
  cpSync(path.join(FIXTURES, 'site-basic'), CHECKED, { recursive: true });
  return CHECKED;
}

describe('docs check', () => {
  it('exits 0 on a valid site', () => {
    const result = runCli(['check', '--content', basicCopy()]);
    expect(result.stderr).toContain('Checked 8 pages: 0 errors, 0 warnings.');
    expect(result.status).toBe(0);
  });

  it('names both places of a duplicated pathname', () => {
    const dir = basicCopy();
    edit(dir, 'pages.ts', (t) => t.replace("{ pathname: '/guide/setup/' },", "{ pathname: '/guide/setup/' },\n      { pathname: '/guide/' },"));
    const result = runCli(['check', '--content', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pages\.ts:10:19 {2}error {2}Duplicated pathname \/guide\/ in the navigation: first at .*pages\.ts:8, again here\. {2}\[nav-duplicate\]/);
  });

  it('names a translation key missing from another language', () => {
    const dir = basicCopy();
    edit(dir, 'translations/zh.json', (t) => t.replace('"toc": "目录", ', ''));
    const result = runCli(['check', '--content', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/zh\.json:1:1 {2}error {2}Missing translation key "toc" in zh\. {2}\[translation-missing\]/);
  });

  it('prints the file, line and column of a broken link and of a broken anchor', () => {
    const dir = basicCopy();
    edit(dir, 'guide/setup/index.md', (t) => `${t}\nSee [nothing](/guide/nope/) and [a heading](/guide/#no-such-heading).\n`);
    const result = runCli(['check', '--content', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/guide\/setup\/index\.md:13:5 {2}error {2}Broken link: \/guide\/nope\/ is not a page of this site\. {2}\[link-broken\]/);
    expect(result.stderr).toMatch(/guide\/setup\/index\.md:13:33 {2}error {2}Broken anchor: \/guide\/#no-such-heading does not exist on that page\. {2}\[anchor-broken\]/);
  });

  it('prints findings as JSON with --json', () => {
    const dir = basicCopy();
    edit(dir, 'guide/index.md', (t) => t.replace(':::warning', ':::danger'));
    const result = runCli(['check', '--content', dir, '--json']);
    expect(result.status).toBe(1);
    const findings = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(findings).toContainEqual(expect.objectContaining({ code: 'callout-unknown', severity: 'error', line: 14, column: 1, file: expect.stringMatching(/guide\/index\.md$/) }));
  });

  it('rejects a theme colour without main at its line in the config', () => {
    const dir = basicCopy();
    edit(dir, 'site.config.ts', (t) => t.replace("primary: { main: '#aa0000' }", "primary: { light: '#aa0000' }"));
    const result = runCli(['check', '--content', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.ts:15:23 {2}error {2}Theme colour "primary" has no "main" string\./);
  });

  it('exits 2 on bad usage', () => {
    expect(runCli(['build', '--jobs', 'zero']).status).toBe(2);
    expect(runCli(['frobnicate']).status).toBe(2);
  });
});

describe('docs build in a shell that sets NODE_ENV', () => {
  it('writes what it writes without it: pages render in production mode', () => {
    const site = copyFixture('site-basic');
    const outputOf = (nodeEnv: string) => {
      const out = path.join(tempDir(`node-env-${nodeEnv}`), 'dist');
      expect(runCli(['build', '--content', site, '--out', out, '--cache-dir', tempDir(`node-env-${nodeEnv}-cache`)], undefined, { NODE_ENV: nodeEnv }).status).toBe(0);
      return filesOf(out);
    };
    const development = outputOf('development');
    expect(development.get('guide/index.html')?.toString()).not.toMatch(/class="[^"]*css-\w+-Mui/);
    expectSameFiles(development, outputOf('production'));
  });
});

describe('docs build of a content folder outside any project', () => {
  it("bundles a props playground with the compiler's packages, as its demos: the playground is live", () => {
    const dir = tempDir('playground-outside');
    // The tree view's API pages give the playground its props.
    writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Shelves', apiReference: { groups: { 'tree-view': '/tree-view-api' } } };\n");
    writeFileSync(path.join(dir, 'index.md'), '# Shelves\n\n{{"playground": "RichTreeView", "props": ["checkboxSelection"], "data": "./shelves.ts"}}\n');
    writeFileSync(path.join(dir, 'shelves.ts'), "export const items = [{ id: 'top', label: 'Top shelf', children: [{ id: 'jars', label: 'Jars' }] }];\nexport const defaultExpandedItems = ['top'];\n");
    const out = path.join(tempDir('playground-outside-out'), 'dist');
    const result = runCli(['build', '--content', dir, '--out', out, '--cache-dir', tempDir('playground-outside-cache')]);
    expect(result.status, result.stderr).toBe(0);
    const island = /<div id="RichTreeViewPlayground"[^>]*>/.exec(readFileSync(path.join(out, 'index.html'), 'utf8'))?.[0];
    expect(island).toBeDefined();
    const src = /data-island-src="\/static\/islands\/([^"]+)"/.exec(island!)?.[1];
    expect(src, island).toMatch(/^demo-shelves-RichTreeView-\w+\.js$/);
    expect(existsSync(path.join(out, 'static', 'islands', src!))).toBe(true);
  });
});

describe('docs build --timings', () => {
  it("prints the build's stages by name, with times adding up to the process's within 5%", () => {
    const site = copyFixture('site-basic');
    const out = path.join(tempDir('timings'), 'dist');
    const started = performance.now();
    const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', tempDir('timings-cache'), '--timings']);
    const wall = (performance.now() - started) / 1000;
    expect(result.status, result.stderr).toBe(0);
    const [, total, elapsed] = /Stages, ([\d.]+) s of the ([\d.]+) s since the process started:/.exec(result.stderr)!.map(Number);
    const stages = [...result.stderr.matchAll(/^ {2}(\S+) +([\d.]+) s +\d+%$/gm)].map(([, stage, seconds]) => [stage!, Number(seconds)] as const);
    expect(stages.map(([stage]) => stage)).toEqual(['start-up', 'inputs', 'site', 'prepare', 'render', 'check', 'write', 'close']);
    // Rounded to hundredths each: their sum is the total within a hundredth per stage.
    expect(Math.abs(stages.reduce((sum, [, seconds]) => sum + seconds, 0) - total!)).toBeLessThanOrEqual(stages.length * 0.005 + 0.001);
    expect(total).toBeGreaterThanOrEqual(0.95 * elapsed!);
    expect(elapsed).toBeLessThanOrEqual(wall);
    expect(total).toBeGreaterThan(0);
  });

  it('names the stages a build that ends early ran', () => {
    const site = copyFixture('site-basic');
    const out = path.join(tempDir('timings-early'), 'dist');
    const cache = tempDir('timings-early-cache');
    expect(runCli(['build', '--content', site, '--out', out, '--cache-dir', cache]).status).toBe(0);
    const stagesOf = (stderr: string) => [...stderr.matchAll(/^ {2}(\S+) +[\d.]+ s +\d+%$/gm)].map(([, stage]) => stage);
    const again = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache, '--timings']);
    expect(again.stderr).toMatch(/Nothing changed since the last build/);
    expect(stagesOf(again.stderr)).toEqual(['start-up', 'inputs', 'close']);
    edit(site, 'guide/setup/index.md', (t) => `${t}\n[broken](/missing/)\n`);
    const broken = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache, '--timings']);
    expect(broken.status).toBe(1);
    expect(stagesOf(broken.stderr)).toEqual(['start-up', 'inputs', 'site', 'prepare', 'render', 'check', 'close']);
  });
});

describe('docs build failure', () => {
  it('leaves the previous output unchanged when a check fails', () => {
    const dir = copyFixture('site-basic');
    const out = path.join(tempDir('keep'), 'dist');
    expect(runCli(['build', '--content', dir, '--out', out, '--jobs', '1']).status).toBe(0);
    const before = readFileSync(path.join(out, 'guide', 'setup', 'index.html'), 'utf8');
    edit(dir, 'guide/setup/index.md', (t) => `${t.replace('Install the package.', 'Changed text.')}\n[broken](/missing/)\n`);
    const result = runCli(['build', '--content', dir, '--out', out, '--jobs', '1']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('was left unchanged');
    expect(readFileSync(path.join(out, 'guide', 'setup', 'index.html'), 'utf8')).toBe(before);
  });

  it('builds a plain folder of markdown with a derived navigation', () => {
    const dir = tempDir('plain');
    mkdirSync(path.join(dir, 'guide'));
    writeFileSync(path.join(dir, 'index.md'), '# Home\n\nStart with the [guide](./guide/setup.md#install).\n');
    writeFileSync(path.join(dir, 'guide', 'setup.md'), '---\ntitle: Setup\n---\n\n# Setting up\n\n## Install\n\nRun it.\n');
    const out = path.join(tempDir('plain-out'), 'dist');
    const result = runCli(['build', '--content', dir, '--out', out]);
    expect(result.status).toBe(0);
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('<a href="/guide/setup/#install">guide</a>');
    expect(home).toMatch(/data-nav-path="\/guide\/setup\/"[^>]*>Setting up/);
    expect(readFileSync(path.join(out, 'guide', 'setup', 'index.html'), 'utf8')).toContain('<title>Setup - Documentation</title>');
    // The same files for AI assistants as a site with a navigation file.
    expect(readFileSync(path.join(out, 'index.md'), 'utf8')).toBe('# Home\n\nStart with the [guide](/guide/setup/#install).\n');
    expect(readFileSync(path.join(out, 'guide', 'setup.md'), 'utf8')).toBe('# Setting up\n\n## Install\n\nRun it.\n');
    expect(readFileSync(path.join(out, 'llms.txt'), 'utf8')).toBe('# Documentation\n\n## Pages\n\n- [Home](/index.md)\n\n## Guide\n\n- [Setting up](/guide/setup.md)\n');
    expect(readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).toMatch(/^<!-- Source: \/index\.md -->\n\n# Home\n[\s\S]*<!-- Source: \/guide\/setup\.md -->\n\n# Setting up\n/);
  });
});

describe('docs check on demos', () => {
  it('reports a type error in a demo at the demo file line and column', () => {
    const dir = copyDemoPage();
    edit(dir, 'Counter.tsx', (t) => t.replace('React.useState<number>(0)', "React.useState<number>('zero')"));
    const result = runCli(['check', '--content', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Counter\.tsx:6:52 {2}error {2}Type error: Argument of type 'string' is not assignable to parameter of type 'number \| \(\(\) => number\)'\. \(TS2345\) {2}\[demo-type\]/);
  });

  it('stops a build on a type error in an embedded demo, but not on one in a file no page embeds', () => {
    const dir = copyDemoPage();
    const out = path.join(tempDir('typecheck-out'), 'dist');
    // Checked with the demos (every .tsx of the content is), reported only if a page embeds it.
    writeFileSync(path.join(dir, 'Unused.tsx'), "export const count: number = 'none';\n");
    const clean = runCli(['build', '--content', dir, '--out', out, '--no-cache']);
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stderr).not.toContain('Unused.tsx');
    edit(dir, 'Counter.tsx', (t) => t.replace('React.useState<number>(0)', "React.useState<number>('zero')"));
    const result = runCli(['build', '--content', dir, '--out', out, '--no-cache']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Counter\.tsx:6:52 {2}error {2}Type error: .*\(TS2345\) {2}\[demo-type\]/);
  });

  it('reports an embed naming a missing demo at the markdown line', () => {
    const dir = copyDemoPage();
    edit(dir, 'index.md', (t) => t.replace('{{"demo": "Counter.js"}}', '{{"demo": "Countr.js"}}'));
    const result = runCli(['check', '--content', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/index\.md:11:1 {2}error {2}Demo file Countr\.tsx not found next to this page\. {2}\[demo-missing\]/);
  });

  it('reports a demo that throws while rendering on the server', () => {
    const dir = copyDemoPage();
    edit(dir, 'Counter.tsx', (t) => t.replace('const [count, setCount]', "if (typeof window === 'undefined') throw new Error('no window');\n  const [count, setCount]"));
    const result = runCli(['check', '--content', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Counter\.tsx:1:1 {2}error {2}The demo throws while rendering: no window {2}\[demo-render\]/);
  });
});
