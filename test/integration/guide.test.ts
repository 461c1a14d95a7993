import GithubSlugger from 'github-slugger';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { program } from '../../bin/program';
import { GUIDE_URL, guideLink, type Diagnostic } from '../../compiler/helpers/diagnostics';
import guideConfig from '../../guide/site.config';
import { readConfigKeys } from '../../scripts/guide-reference/config-keys';
import { loadDiagnosticDocs } from '../../scripts/guide-reference/diagnostic-docs';
import { CONFIG_TYPE } from '../../scripts/guide-reference/guide-pages';
import { FIXTURES, ROOT, runCli, tempDir, type CliResult } from '../helpers/cli';

/** The compiler's own guide (guide/), checked and built by the CLI as a user's site is. */
const work = tempDir('guide');
const out = path.join(work, 'dist');
const cacheDir = path.join(work, 'cache');
let check: CliResult;
let build: CliResult;

beforeAll(() => {
  check = runCli(['check', '--content', 'guide', '--cache-dir', cacheDir, '--json']);
  build = runCli(['build', '--content', 'guide', '--out', out, '--cache-dir', cacheDir]);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The built file a guide address is served from. */
function builtPage(url: string): string {
  expect(url.startsWith(GUIDE_URL), `${url} is an address of the guide`).toBe(true);
  return path.join(out, url.slice(GUIDE_URL.length), 'index.html');
}

describe('the guide', () => {
  it('passes docs check with no error and no warning', () => {
    expect(check.stderr).toBe('');
    expect(JSON.parse(check.stdout)).toEqual([]);
    expect(check.status).toBe(0);
  });

  it('builds', () => {
    expect(build.stderr).toMatch(/^Built \d+ pages/m);
    expect(build.status).toBe(0);
  });

  it("has the look a new site gets: its product name in the app bar, without MUI's mark", () => {
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    const brand = /<a class="docs-brand"[^>]*>(.*?)<\/a>/s.exec(home)?.[1];
    expect(brand).toBeDefined();
    expect(brand).not.toContain('<svg');
  });

  it('is published at the address the diagnostics link to', () => {
    expect(new URL(guideConfig.url).href).toBe(GUIDE_URL);
  });

  it('has a page for every diagnostic code, at the address the CLI prints', async () => {
    const docs = await loadDiagnosticDocs(ROOT);
    const missing = docs.filter((d) => !existsSync(builtPage(guideLink(d.code)))).map((d) => d.code);
    expect(missing).toEqual([]);
    const page = readFileSync(builtPage(guideLink('link-broken')), 'utf8');
    expect(page).toContain('<h1>link-broken');
    for (const section of ['what-it-means', 'an-input-that-causes-it', 'how-to-fix-it']) expect(page).toContain(`id="${section}"`);
  });

  it('documents every config key under a heading of its own', () => {
    const html = readFileSync(path.join(out, 'configuration', 'index.html'), 'utf8');
    const slugger = new GithubSlugger();
    const keys = readConfigKeys(path.join(ROOT, CONFIG_TYPE.file), CONFIG_TYPE.name);
    expect(keys.filter((k) => !html.includes(`id="${slugger.slug(k.name)}"`)).map((k) => k.name)).toEqual([]);
  });

  it('documents every command and flag of the CLI', () => {
    const html = readFileSync(path.join(out, 'cli', 'index.html'), 'utf8');
    const missing = program.commands.flatMap((c) => [
      ...(html.includes(`id="docs-${c.name()}"`) ? [] : [`docs ${c.name()}`]),
      ...c.options.filter((o) => !html.includes(o.long!)).map((o) => `docs ${c.name()} ${o.long}`),
    ]);
    expect(missing).toEqual([]);
  });
});

describe('the README', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it('is short enough to read in five minutes', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('links to files of the repository that exist', () => {
    const links = [...readme.matchAll(/\]\(((?!https?:)[^)#]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(path.join(ROOT, link)))).toEqual([]);
  });
});

describe('diagnostics the CLI prints', () => {
  let site: string;
  beforeAll(() => {
    site = path.join(work, 'broken site');
    cpSync(path.join(FIXTURES, 'site-basic'), site, { recursive: true });
    const page = path.join(site, 'guide', 'setup', 'index.md');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nSee [nowhere](/guide/nowhere/).\n\n:::tip\nUnknown.\n:::\n\n{{"demo": "Missing.js"}}\n`);
  });

  it('name the guide page of their code in --json, and each is a page of the built guide', () => {
    const result = runCli(['check', '--content', site, '--cache-dir', cacheDir, '--json']);
    const diagnostics = JSON.parse(result.stdout) as (Diagnostic & { guide: string })[];
    expect(new Set(diagnostics.map((d) => d.code))).toEqual(new Set(['link-broken', 'callout-unknown', 'demo-missing']));
    for (const d of diagnostics) {
      expect(d.guide).toBe(guideLink(d.code));
      expect(existsSync(builtPage(d.guide)), d.guide).toBe(true);
    }
    expect(result.status).toBe(1);
  });

  it('name it on a line of their own in the terminal', () => {
    const json = JSON.parse(runCli(['check', '--content', site, '--cache-dir', cacheDir, '--json']).stdout) as Diagnostic[];
    const result = runCli(['check', '--content', site, '--cache-dir', cacheDir]);
    const links = [...result.stderr.matchAll(/^ {4}see: (\S+)$/gm)].map((m) => m[1]!);
    expect(links).toEqual(json.map((d) => guideLink(d.code)));
    for (const link of links) expect(existsSync(builtPage(link)), link).toBe(true);
  });
});
