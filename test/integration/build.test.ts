import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, runCli, tempDir, type CliResult } from '../helpers/cli';

const site = path.join(FIXTURES, 'site-basic');
let out: string;
let result: CliResult;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(() => {
  out = path.join(tempDir('build'), 'dist');
  result = runCli(['build', '--content', site, '--out', out, '--jobs', '1', '--cache-dir', tempDir('build-cache')]);
});

describe('docs build on a fixture site', () => {
  it('exits 0 and prints a summary line', () => {
    expect(result.stderr).toMatch(/Built 8 pages in [\d.]+ s \([\d.]+ KB of HTML, \d+ pages\/s\)/);
    expect(result.status).toBe(0);
  });

  it('writes a page per route, a 404 page, a sitemap and robots.txt', () => {
    for (const file of ['guide/index.html', 'guide/setup/index.html', 'guide/advanced/index.html', 'components/tree/index.html', '404.html']) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(read('sitemap.xml')).toContain('<loc>https://docs.example.com/guide/setup/</loc>');
    expect(read('robots.txt')).toContain('Sitemap: https://docs.example.com/sitemap.xml');
    expect(read('404.html')).toContain('<meta name="robots" content="noindex">');
  });

  it('writes a complete head: lang, title, description, canonical and Open Graph', () => {
    const html = read('guide/index.html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr"[ >]/);
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="https://docs.example.com/zh/guide/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://docs.example.com/guide/">');
    expect(html).toContain('<title>Guide overview - Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="What this fixture site is about.">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/guide/">');
    expect(html).toContain('<meta property="og:title" content="Guide overview - Fixture Docs">');
  });

  it('links "Edit this page" to the page file in the repository, an untranslated Chinese page to the English file', () => {
    // The fixture lives in this repository: {path} is the file's path from its root.
    expect(read('guide/setup/index.html')).toContain('<a class="docs-edit" href="https://github.com/example/fixture/edit/main/test/fixtures/site-basic/guide/setup/index.md"');
    const zh = read('zh/guide/index.html').match(/<a class="docs-edit" href="([^"]+)"/)?.[1];
    expect(zh).toBe('https://github.com/example/fixture/edit/main/test/fixtures/site-basic/guide/index.md');
  });

  it('renders markdown with Material UI: callouts as Alerts, tables in the prose style, highlighted code', () => {
    const html = read('guide/index.html');
    expect(html).toMatch(/class="MuiPaper-root MuiPaper-elevation MuiPaper-rounded MuiPaper-elevation0 MuiAlert-root MuiAlert-colorWarning MuiAlert-outlinedWarning MuiAlert-outlined docs-callout/);
    expect(html).toContain('<div class="MarkdownTable-scroller"><table class="MarkdownTable"><thead><tr><th scope="col" style="text-align:left">Option</th>');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).not.toMatch(/<script>alert|onclick=/);
  });

  it('rewrites links and marks the active page in a navigation rendered once', () => {
    const html = read('guide/setup/index.html');
    expect(html).toContain('<a href="/guide/#getting-started">guide</a>');
    expect(html).toMatch(/data-nav-path="\/guide\/setup\/" aria-current="page"/);
    expect(html).toContain('<details open="" data-nav-group="g0">');
    expect(html).toContain('<details data-nav-group="g1">');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('shows plan badges and chips from the navigation', () => {
    const html = read('components/tree/index.html');
    expect(html).toContain('class="plan-premium" title="Premium plan"');
    for (const chip of ['New', 'Planned', 'Preview']) expect(read('guide/index.html')).toContain(`>${chip}</span>`);
  });

  it('builds the table of contents, previous/next and edit links', () => {
    const html = read('guide/advanced/index.html');
    expect(html).toContain('<a href="#going-further" data-toc-id="going-further">Going further</a>');
    expect(html).toContain('href="https://github.com/example/fixture/edit/main/test/fixtures/site-basic/guide/advanced/index.md"');
    expect(html).toMatch(/<a href="\/guide\/setup\/" rel="prev">.*Setup<\/a>/);
    expect(html).toMatch(/<a href="\/components\/tree\/" rel="next"/);
  });

  it('shows a demo embed as its highlighted source', () => {
    const html = read('guide/advanced/index.html');
    expect(html).toMatch(/<section id="BasicDemo" class="docs-demo[^"]*"/);
    expect(html).toContain('<span class="hljs-keyword">export</span> <span class="hljs-keyword">default</span>');
  });

  it('puts shared CSS in one hashed file and ships no React to prose pages', () => {
    const files = readdirSync(path.join(out, 'static'));
    const css = files.find((f) => /^docs\.[0-9a-f]{8}\.css$/.test(f));
    const chrome = files.find((f) => /^chrome\.[0-9a-f]{8}\.js$/.test(f));
    expect(css).toBeDefined();
    expect(files.some((f) => /^highlight\.[0-9a-f]{8}\.css$/.test(f))).toBe(true);
    expect(readdirSync(path.join(out, 'static', 'fonts')).every((f) => /\.[0-9a-f]{8}\.woff2$/.test(f))).toBe(true);
    const html = read('guide/index.html');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([`/static/${chrome}`]);
    const js = readFileSync(path.join(out, 'static', chrome!));
    expect(js.toString()).not.toMatch(/react|jsx|useState|__SECRET_INTERNALS/i);
    expect(gzipSync(js).length).toBeLessThan(10 * 1024);
    expect(html).toContain(`<link rel="stylesheet" href="/static/${css}">`);
    expect(statSync(path.join(out, 'static', css!)).size).toBeGreaterThan(1000);
  });

  it('uses a base path for every link and asset', () => {
    const based = path.join(tempDir('base'), 'dist');
    const run = runCli(['build', '--content', site, '--out', based, '--base', '/docs', '--jobs', '1']);
    expect(run.status).toBe(0);
    const html = readFileSync(path.join(based, 'guide', 'setup', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/guide/#getting-started">guide</a>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/docs\/static\/docs\.[0-9a-f]{8}\.css">/);
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/docs/guide/setup/">');
  });

  it('builds a Chinese twin of every page with Chinese chrome, links in Chinese and a not-translated notice', () => {
    const html = read('zh/guide/setup/index.html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh"/);
    expect(html).toContain('<p class="docs-toc-title">目录</p>');
    expect(html).toContain('<a href="/zh/guide/#getting-started">guide</a>');
    expect(html).toMatch(/data-nav-path="\/guide\/setup\/" aria-current="page"/);
    expect(html).toContain('href="/zh/guide/setup/" data-nav-path="/guide/setup/"');
    expect(html).toContain('This page is not translated yet.');
    expect(html).toContain('"userLanguage":"zh"');
    expect(read('sitemap.xml')).toContain('<loc>https://docs.example.com/zh/guide/setup/</loc>');
  });
});
