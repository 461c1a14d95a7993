// @module-tag heavy
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, FIXTURES, filesOf, ROOT, runCli, tempDir } from '../helpers/cli';
import { expectSameFiles } from '../helpers/same-files';

/** How many pages the build took from the cache ("N unchanged", or every page when nothing changed), 0 when none. */
function unchanged(stderr: string): number {
  return Number(stderr.match(/\((\d+) unchanged, from the cache\)/)?.[1] ?? stderr.match(/Nothing changed since the last build: .* is up to date \((\d+) pages/)?.[1] ?? 0);
}

/**
 * The folder of the basic fixture's copy in every test that edits it (a fresh copy each time, see
 * `basicSite`). One folder rather than one per test: the demo's bundle and type check are keyed by the
 * demo's path, so the cold builds the tests compare with take them from the CLI's default cache, and
 * each test's cache starts with them (`seedCache`) as a second build of the site would.
 */
const SITE = path.join(tempDir('cache-site'), 'site');

/** Caches of what is the same for every fresh copy at `SITE`: the bundles, the demo's type check and its code, the highlighted fences, the threads' start-up caches. None of what the tests look into. */
const SEEDED = ['bundles', 'typecheck', 'demo-code', 'code', 'highlight', 'startup'];

let seed: string | undefined;

/** A new cache for `basicSite`, holding the `SEEDED` folders of a build of the fixture at `SITE` (made once). */
function seedCache(label: string): string {
  if (!seed) {
    const cache = tempDir('cache-seed');
    freshSite();
    const result = runCli(['build', '--content', SITE, '--out', path.join(tempDir('cache-seed-out'), 'dist'), '--cache-dir', cache]);
    expect(result.status, result.stderr).toBe(0);
    seed = cache;
  }
  const cache = tempDir(`${label}-cache`);
  for (const folder of SEEDED) if (existsSync(path.join(seed, folder))) cpSync(path.join(seed, folder), path.join(cache, folder), { recursive: true });
  return cache;
}

function freshSite(): string {
  rmSync(SITE, { recursive: true, force: true });
  cpSync(path.join(FIXTURES, 'site-basic'), SITE, { recursive: true });
  return SITE;
}

/**
 * A fresh copy of the basic fixture at `SITE` with its own cache and output: `build` runs `docs
 * build` on it (and expects success), returning what it printed; `edit` changes one of its files.
 */
function basicSite(label: string) {
  const cache = seedCache(label);
  const site = freshSite();
  const out = path.join(tempDir(`${label}-out`), 'dist');
  const build = (...extra: string[]): string => {
    const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache, ...extra]);
    expect(result.status, result.stderr).toBe(0);
    return result.stderr;
  };
  const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(site, file), change(readFileSync(path.join(site, file), 'utf8')));
  return { site, cache, out, build, edit };
}

describe('incremental builds', () => {
  it('re-render exactly the pages a change affects', () => {
    const { cache, out, edit, ...fixture } = basicSite('affected');
    const build = () => unchanged(fixture.build('--jobs', '1'));

    expect(build()).toBe(0);
    expect(build()).toBe(8);

    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package first.'));
    expect(build()).toBe(6);
    expect(readFileSync(path.join(out, 'guide', 'setup', 'index.html'), 'utf8')).toContain('Install the package first.');

    edit('guide/advanced/BasicDemo.tsx', (t) => t.replace('Clicked {count} times', 'Pressed {count} times'));
    expect(build()).toBe(6);
    expect(readFileSync(path.join(out, 'guide', 'advanced', 'index.html'), 'utf8')).toContain('Pressed <!-- -->0<!-- --> times');

    edit('translations/zh.json', (t) => t.replace('"toc": "目录"', '"toc": "本页目录"'));
    expect(build()).toBe(4);
    expect(readFileSync(path.join(out, 'zh', 'guide', 'index.html'), 'utf8')).toContain('本页目录');

    // The entries of the pages before the last edit were outgrown: the index keeps the 8 in use, and the
    // files of the others are gone.
    const index = () => readFileSync(path.join(cache, 'pages', 'index.log'), 'utf8').trim().split('\n');
    expect(index()).toHaveLength(16);
    edit('pages.ts', (t) => t.replace("title: 'Advanced usage'", "title: 'Going further'"));
    expect(build()).toBe(0);
    expect(readFileSync(path.join(out, 'guide', 'index.html'), 'utf8')).toContain('>Going further<');
    expect(index()).toHaveLength(8);
    const stored = readdirSync(path.join(cache, 'pages'), { recursive: true }).filter((name) => String(name).endsWith('.html'));
    expect(stored).toHaveLength(8);
  });

  it("deletes the folders of the cache's former layouts (a folder per key prefix, a result JSON per page) when its index starts, and keeps entries as files of one folder", () => {
    const { cache, build } = basicSite('former');
    // As former versions left them: each page's HTML and twin in a folder named by its key's first two
    // characters, with its result JSON beside them in the oldest.
    const shard = path.join(cache, 'pages', 'ab');
    mkdirSync(shard, { recursive: true });
    for (const ext of ['result.json', 'html', 'md']) writeFileSync(path.join(shard, `ab12.${ext}`), 'former');
    build('--jobs', '1');
    expect(existsSync(shard)).toBe(false);
    const entries = readdirSync(path.join(cache, 'pages'), { withFileTypes: true });
    expect(entries.filter((entry) => entry.isDirectory())).toEqual([]);
    expect(entries.filter((entry) => entry.name.endsWith('.html'))).toHaveLength(8);
    expect(readFileSync(path.join(cache, 'pages', 'index.log'), 'utf8').trim().split('\n')).toHaveLength(8);
  });

  it('reuses the frames of the last build when a page text changed, and renders them again when the navigation did', () => {
    const { cache, out, build, edit } = basicSite('frames');
    const guide = () => readFileSync(path.join(out, 'guide', 'index.html'), 'utf8');
    build();
    const kept = readdirSync(path.join(cache, 'shared'));
    expect(kept).toHaveLength(1);
    // Marked where only the kept frames can bring it from: a build that reuses them shows it.
    const entry = path.join(cache, 'shared', kept[0]!);
    const frames = readFileSync(entry, 'utf8');
    expect(frames).toContain('>Advanced usage<');
    writeFileSync(entry, frames.replaceAll('>Advanced usage<', '>Advanced usage (kept)<'));
    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package today.'));
    build();
    expect(guide()).toContain('>Advanced usage (kept)<');
    // Without the cache, the frames are rendered afresh.
    build('--no-cache');
    expect(guide()).not.toContain('(kept)');
    edit('pages.ts', (t) => t.replace("title: 'Advanced usage'", "title: 'Going further'"));
    build();
    expect(guide()).toContain('>Going further<');
    expect(guide()).not.toContain('(kept)');
    expect(readdirSync(path.join(cache, 'shared'))).toHaveLength(1);
  });

  it('links the unchanged pages of an untouched previous output into the next one, and copies them from the cache once it was touched', () => {
    const { out, build, ...fixture } = basicSite('link');
    const page = path.join(out, 'components', 'tree', 'index.html');
    const twin = path.join(out, 'components', 'tree.md');
    const edit = (text: string) => fixture.edit('guide/setup/index.md', (t) => `${t}\n${text}\n`);
    build();
    const before = { page: statSync(page).ino, twin: statSync(twin).ino, html: readFileSync(page, 'utf8') };
    edit('A first edit.');
    build();
    // The same files (the previous folder is gone, its links with it), the same bytes.
    expect(statSync(page).ino).toBe(before.page);
    expect(statSync(twin).ino).toBe(before.twin);
    expect(readFileSync(page, 'utf8')).toBe(before.html);

    // A hand edit in the output: nothing is linked from it, and the edit does not survive.
    writeFileSync(page, `${before.html}<!-- edited by hand -->`);
    edit('A second edit.');
    build();
    expect(statSync(page).ino).not.toBe(before.page);
    expect(readFileSync(page, 'utf8')).toBe(before.html);
  });

  it('patches an untouched previous output in place when a page changed, to the bytes of a cold build', () => {
    const { site, out, build, edit } = basicSite('patch');
    const expectCold = () => {
      const cold = path.join(tempDir('patch-cold'), 'dist');
      const result = runCli(['build', '--content', site, '--out', cold, '--no-cache']);
      expect(result.status, result.stderr).toBe(0);
      const [patched, fresh] = [filesOf(out), filesOf(cold)];
      expectSameFiles(patched, fresh);
      // Nothing left beside the output: no staging folder, no journal, no lock.
      expect(readdirSync(path.dirname(out))).toEqual(['dist']);
    };
    build();
    const folder = statSync(out).ino;
    const tree = statSync(path.join(out, 'components', 'tree', 'index.html')).ino;

    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package, then read on.'));
    expect(unchanged(build())).toBeGreaterThan(0);
    // The same folder, the unchanged page's file where it was: a patch, not a new folder swapped in.
    expect(statSync(out).ino).toBe(folder);
    expect(statSync(path.join(out, 'components', 'tree', 'index.html')).ino).toBe(tree);
    expectCold();
    // What the patched build recorded of its output (from the patch, without a walk of the output) is what is there.
    expect(build()).toMatch(/Nothing changed since the last build/);
    // A file added deep in the output changes its folder, which the check stats: the build runs, and
    // the output is the build's again.
    writeFileSync(path.join(out, 'components', 'tree', 'notes.txt'), 'added by hand');
    expect(build()).not.toMatch(/Nothing changed/);
    expect(existsSync(path.join(out, 'components', 'tree', 'notes.txt'))).toBe(false);
    expectCold();

    mkdirSync(path.join(site, 'guide', 'extra'));
    writeFileSync(path.join(site, 'guide', 'extra', 'index.md'), '# Extra\n\n<p class="description">One more page.</p>\n\nSee the [setup](/guide/setup/).\n');
    edit('pages.ts', (t) => t.replace("{ pathname: '/guide/setup/' },", "{ pathname: '/guide/setup/' },\n      { pathname: '/guide/extra/' },"));
    // Every page shows the navigation: all of them changed, and a new folder is swapped in.
    build();
    expect(existsSync(path.join(out, 'guide', 'extra', 'index.html'))).toBe(true);
    expectCold();

    edit('pages.ts', (t) => t.replace("\n      { pathname: '/guide/extra/' },", ''));
    rmSync(path.join(site, 'guide', 'extra'), { recursive: true });
    build();
    expect(existsSync(path.join(out, 'guide', 'extra'))).toBe(false);
    expectCold();
    // Patched again: the search index files of the previous build (named by content) are gone.
    const patchedFolder = statSync(out).ino;
    edit('guide/setup/index.md', (t) => t.replace('then read on.', 'then read the guide.'));
    build();
    expect(statSync(out).ino).toBe(patchedFolder);
    expectCold();
  });

  it("takes an edited page's unchanged demos from their last render, to the bytes of a cold build, and renders an edited demo again", () => {
    const { site, cache, out, build, edit } = basicSite('demo-renders');
    const page = () => readFileSync(path.join(out, 'guide', 'advanced', 'index.html'), 'utf8');
    build();
    edit('guide/advanced/index.md', (t) => t.replace('For experts.', 'For experts and the curious.'));
    build();
    const cold = path.join(tempDir('demo-renders-cold'), 'dist');
    expect(runCli(['build', '--content', site, '--out', cold, '--no-cache']).status).toBe(0);
    const [built, fresh] = [filesOf(out), filesOf(cold)];
    expectSameFiles(built, fresh);

    // Taken, not rendered: a kept render changed by hand shows in the page edited next.
    const dir = path.join(cache, 'demo-renders');
    const entries = readdirSync(dir).flatMap((version) => readdirSync(path.join(dir, version)).map((name) => path.join(dir, version, name)));
    const kept = entries.find((file) => readFileSync(file, 'utf8').includes('Clicked'))!;
    writeFileSync(kept, readFileSync(kept, 'utf8').replace('Clicked', 'Tapped'));
    edit('guide/advanced/index.md', (t) => t.replace('and the curious.', 'and the curious alike.'));
    build();
    expect(page()).toContain('Tapped');
    // The demo's own source changed: rendered again.
    edit('guide/advanced/BasicDemo.tsx', (t) => t.replace('Clicked {count} times', 'Pressed {count} times'));
    build();
    expect(page()).toContain('Pressed');
    expect(page()).not.toContain('Tapped');
  });

  it('stops at once when nothing changed, builds again when the output folder is gone, and renders everything with --no-cache', () => {
    const { site, out, build } = basicSite('same');
    build();
    const before = filesOf(out);
    expect(build()).toMatch(/Nothing changed since the last build: .*dist\/ is up to date \(8 pages, checked in [\d.]+ s\)/);
    expectSameFiles(filesOf(out), before);
    // A hand edit deep inside the output is not what the build wrote: the next build puts it back.
    // The edit was made in place, so the cache entry linked to that file changed with it: the entry
    // no longer matches what was stored, and the page is rendered again rather than served edited.
    const setupHtml = path.join(out, 'guide', 'setup', 'index.html');
    writeFileSync(setupHtml, 'edited by hand');
    expect(build()).toMatch(/Built 8 pages \(7 unchanged, from the cache\)/);
    expectSameFiles(filesOf(out), before);
    rmSync(out, { recursive: true });
    expect(build()).toMatch(/Built 8 pages \(8 unchanged, from the cache\)/);
    expect(existsSync(path.join(out, 'guide', 'setup', 'index.html'))).toBe(true);
    // Any content file counts, even one no page uses yet.
    writeFileSync(path.join(site, 'guide', 'notes.txt'), 'draft');
    expect(build()).toMatch(/Built 8 pages \(8 unchanged, from the cache\)/);
    // Every page rendered, none taken from the warm cache.
    expect(build('--no-cache')).toMatch(/Built 8 pages in/);
  });

  it('writes byte-identical output from a warm cache and from a cold one', () => {
    const site = copyFixture('site-basic');
    const cache = tempDir('page-cache');
    const build = (out: string, cacheDir: string) => {
      const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cacheDir]);
      expect(result.status, result.stderr).toBe(0);
      return unchanged(result.stderr);
    };
    const cold = path.join(tempDir('cold'), 'dist');
    const warm = path.join(tempDir('warm'), 'dist');
    const again = path.join(tempDir('again'), 'dist');
    expect(build(cold, cache)).toBe(0);
    expect(build(warm, cache)).toBe(8);
    expect(build(again, tempDir('fresh-cache'))).toBe(0);
    const coldFiles = filesOf(cold);
    expect(coldFiles.size).toBeGreaterThan(20);
    for (const other of [filesOf(warm), filesOf(again)]) {
      expectSameFiles(other, coldFiles);
    }
  });

  it('renders both the edited pages and those whose cache entry the lookup finds spoiled, to the bytes of a cold build', () => {
    const { site, out, build, edit } = basicSite('two-batches');
    build();
    // An edit (no entry for its new key: rendered at once) and a page whose output was edited by hand
    // (its entry is linked to that file, found spoiled only when looked up).
    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package today.'));
    writeFileSync(path.join(out, 'components', 'tree', 'index.html'), 'edited by hand');
    // The edited page and its untranslated twin, and the English tree page.
    expect(unchanged(build())).toBe(5);
    const cold = path.join(tempDir('two-batches-cold'), 'dist');
    expect(runCli(['build', '--content', site, '--out', cold, '--no-cache']).status).toBe(0);
    const [built, fresh] = [filesOf(out), filesOf(cold)];
    expectSameFiles(built, fresh);
  });

  it('serves a build run from another folder, naming the files of a page\'s findings from there', () => {
    const { site, cache, out, build, edit } = basicSite('working-folder');
    edit('guide/setup/index.md', (t) => `---\ntitle: A setup title far longer than any search result or browser tab would show\n---\n\n${t}`);
    const first = build();
    expect(unchanged(first)).toBe(0);
    expect(first).toContain(`${path.relative(ROOT, site)}/guide/setup/index.md:2:1  warning`);
    const before = filesOf(out);
    // The same site, cache and output, from the site's own folder: only the page with a finding (and
    // its untranslated twin, from the same file) is rendered again; the demo page keeps its islands.
    const again = runCli(['build', '--content', '.', '--out', out, '--cache-dir', cache], site);
    expect(again.status, again.stderr).toBe(0);
    expect(unchanged(again.stderr)).toBe(6);
    expect(again.stderr).toMatch(/^guide\/setup\/index.md:2:1  warning/m);
    const after = filesOf(out);
    expectSameFiles(after, before);
  });

  it('takes the unchanged pages\' search terms from the last build\'s index: the same files as a cold build', () => {
    const { site, cache, out, build, edit } = basicSite('search-snapshot');
    expect(unchanged(build())).toBe(0);
    // Every page's terms are in the snapshot: a build that read them from the cache's own log would miss them all.
    rmSync(path.join(cache, 'pages', 'search.log'));
    // An edit of no searchable text: the page is rendered again, and every shard is the file the last build wrote.
    const searchFolder = path.join(out, 'static', 'search');
    const shards = () => new Map(readdirSync(searchFolder).filter((name) => /-[0-9a-f]{8}\.json$/.test(name)).map((name) => [name, statSync(path.join(searchFolder, name)).ino]));
    const written = shards();
    edit('guide/setup/index.md', (t) => `${t}\n<!-- Reviewed. -->\n`);
    expect(unchanged(build())).toBe(6);
    expect(shards()).toEqual(written);
    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package with a quokka.'));
    expect(unchanged(build())).toBe(6);
    const cold = path.join(tempDir('search-cold'), 'dist');
    expect(runCli(['build', '--content', site, '--out', cold, '--cache-dir', tempDir('search-cold-cache')]).status).toBe(0);
    const searchFiles = (dir: string) => filesOf(path.join(dir, 'static', 'search'));
    const expected = searchFiles(cold);
    expectSameFiles(searchFiles(out), expected);
    expect([...expected.values()].some((content) => content.includes('"quokka"'))).toBe(true);
  });

  it('re-renders every page after an edit of the page layout, a template all pages use', () => {
    // A copy of the compiler whose templates the test may edit, sharing this checkout's node_modules.
    const pkg = tempDir('package');
    for (const entry of ['bin', 'compiler', 'templates', 'runtime', 'scripts', 'package.json']) cpSync(path.join(ROOT, entry), path.join(pkg, entry), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(pkg, 'node_modules'), 'dir');
    const compile = () => expect(spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: pkg, encoding: 'utf8' }).status).toBe(0);
    const site = copyFixture('site-basic');
    const cache = tempDir('page-cache');
    const out = path.join(tempDir('layout-out'), 'dist');
    const build = () => {
      const result = spawnSync(process.execPath, [path.join(pkg, 'bin', 'docs.mjs'), 'build', '--content', site, '--out', out, '--cache-dir', cache], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
      expect(result.status, result.stderr).toBe(0);
      return unchanged(result.stderr);
    };
    compile();
    expect(build()).toBe(0);
    expect(build()).toBe(8);
    const layout = path.join(pkg, 'templates', 'page', 'PageLayout.tsx');
    writeFileSync(layout, readFileSync(layout, 'utf8').replace('<main className="docs-main">', '<main className="docs-main" data-layout-edit="">'));
    compile();
    expect(build()).toBe(0);
    const pages = [...filesOf(out).keys()].filter((f) => f.endsWith('index.html'));
    expect(pages).toHaveLength(8);
    for (const page of pages) expect(readFileSync(path.join(out, page), 'utf8'), page).toContain('data-layout-edit=""');

    // Code only the main thread runs (the sitemap) is part of the compiler too: not "nothing changed".
    const sitemap = path.join(pkg, 'compiler', 'output', 'sitemap.ts');
    writeFileSync(sitemap, readFileSync(sitemap, 'utf8').replace('<urlset xmlns=', '<!-- edited -->\n<urlset xmlns='));
    compile();
    expect(build()).toBe(8);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<!-- edited -->');
  });
});

describe("the last build's plan of the site", () => {
  /** `docs build` of a copy of the basic fixture with its own cache, traced: whether it took the site and its jobs from the last build's plan. */
  function plannedSite(label: string) {
    const { site, cache, out, edit } = basicSite(label);
    const traced = (...extra: string[]): string => {
      const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache, ...extra], ROOT, { DOCS_TRACE: '1' });
      expect(result.status, result.stderr).toBe(0);
      return result.stderr;
    };
    const build = (...extra: string[]): boolean => traced(...extra).includes('site loaded as the last build planned it');
    /** The output is what a build without a cache writes (with the same `extra` options), to the byte. */
    const expectCold = (...extra: string[]) => {
      const cold = path.join(tempDir(`${label}-cold`), 'dist');
      expect(runCli(['build', '--content', site, '--out', cold, '--no-cache', ...extra]).status).toBe(0);
      const [built, fresh] = [filesOf(out), filesOf(cold)];
      expectSameFiles(built, fresh);
    };
    return { site, out, build, traced, edit, expectCold };
  }

  it('is taken when only pages\' text changed, and the pages come out as a cold build writes them', () => {
    const { out, build, edit, expectCold } = plannedSite('plan-text');
    expect(build()).toBe(false);
    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package, then restart.').replace('## Install', '## Install it'));
    expect(build()).toBe(true);
    expect(readFileSync(path.join(out, 'guide', 'setup', 'index.html'), 'utf8')).toContain('id="install-it"');
    expectCold();
    // A second edit of another page: the first one's key is the plan's now.
    edit('components/tree/index.md', (t) => `${t}\nA closing paragraph.\n`);
    expect(build()).toBe(true);
    expectCold();
    // Another base path: the same plan (its jobs do not depend on it), but no page keeps its key.
    edit('guide/index.md', (t) => `${t}\nOne more line.\n`);
    expect(build('--base', '/docs/')).toBe(true);
    expectCold('--base', '/docs/');
  });

  it('is planned again after an edit of a page title, the navigation, a translation or a demo, and when a page is added', () => {
    const { site, out, build, edit, expectCold } = plannedSite('plan-again');
    expect(build()).toBe(false);
    const changes: [string, () => void][] = [
      ['a page title, which the navigation shows', () => edit('guide/setup/index.md', (t) => t.replace('# Setup', '# Setting up'))],
      ['the navigation', () => edit('pages.ts', (t) => t.replace("title: 'Advanced usage'", "title: 'Going further'"))],
      ['a translation', () => edit('translations/zh.json', (t) => t.replace(/"([^"]+)": "([^"]+)"/, '"$1": "$2 (修订)"'))],
      ['a demo', () => edit('guide/advanced/BasicDemo.tsx', (t) => `${t}\n// A note for readers of the code.\n`)],
      ['a translation of a page, added', () => writeFileSync(path.join(site, 'guide', 'setup', 'index-zh.md'), '# 安装\n\n<p class="description">安装这个包。</p>\n\n先安装，再导入。\n')],
    ];
    for (const [what, change] of changes) {
      change();
      expect(build(), what).toBe(false);
    }
    expect(readFileSync(path.join(out, 'guide', 'index.html'), 'utf8')).toContain('>Setting up<');
    expect(readFileSync(path.join(out, 'zh', 'guide', 'setup', 'index.html'), 'utf8')).toContain('先安装，再导入。');
    expectCold();
  });

  it('leaves the check of translations against git history to every build', () => {
    const { site, traced, edit } = plannedSite('plan-stale');
    const git = (args: string[], day: number) => {
      const date = `2026-01-${String(day).padStart(2, '0')}T12:00:00Z`;
      const result = spawnSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', ...args], { cwd: site, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }, encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
    };
    writeFileSync(path.join(site, 'guide', 'setup', 'index-zh.md'), '# Setup\n\n<p class="description">安装这个包。</p>\n\n先安装。\n');
    // The repository's folder outside the content, as a project's is: only a `.git` file points to it.
    git(['init', '-q', '--separate-git-dir', tempDir('plan-stale-git')], 1);
    git(['add', '-A'], 1);
    git(['commit', '-qm', 'pages'], 1);
    edit('guide/setup/index.md', (t) => t.replace('Install the package.', 'Install the package, then import it.'));
    git(['commit', '-qam', 'English page'], 3);
    const stale = /guide\/setup\/index-zh\.md:1:1 {2}warning {2}Stale translation/;
    expect(traced()).toMatch(stale);
    edit('guide/setup/index-zh.md', (t) => t.replace('先安装。', '先安装，再导入。'));
    git(['commit', '-qam', 'Chinese page'], 5);
    // Only the page's text changed: the plan is taken, and the translation is up to date now.
    const after = traced();
    expect(after).toContain('site loaded as the last build planned it');
    expect(after).not.toMatch(stale);
  });
});

