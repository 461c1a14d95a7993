// @module-tag heavy
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, FAST_PATHS_ON, filesOf, runCli, tempDir } from '../helpers/cli';
import { expectSameFiles } from '../helpers/same-files';

/** A copy of the basic fixture (a demo, code blocks, two languages) with its own cache and output, built with `env`. */
function basicSite(label: string, env: Record<string, string> = {}) {
  const site = copyFixture('site-basic');
  const cache = tempDir(`${label}-cache`);
  const out = path.join(tempDir(`${label}-out`), 'dist');
  const build = (...extra: string[]): string => {
    // The start-up caches in the cache folder, where a user's are: some tests spoil them, or look past them.
    const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache, '--explain-cache', ...extra], undefined, { DOCS_STARTUP_CACHE: path.join(cache, 'startup'), ...env });
    expect(result.status, result.stderr).toBe(0);
    return result.stderr;
  };
  const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(site, file), change(readFileSync(path.join(site, file), 'utf8')));
  return { site, cache, out, build, edit };
}

/** The `--explain-cache` line of cache `name`, or undefined when the build did not read it. */
function explained(stderr: string, name: string): string | undefined {
  return stderr.split('\n').find((line) => new RegExp(`^  ${name} +\\d+ hits?,`).test(line));
}

/** Every file under `dir`, relative to it, with `/` between folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Bytes that are no cache's entry: not JSON, not V8's serialization, not a search snapshot, not a listing with its hash. */
const GARBAGE = Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x63, 0x75, 0x74, 0x0a]);

/**
 * How to spoil one entry of each cache: its file replaced by garbage, or, for the caches kept as the
 * lines of an index, every line's value cut short. `render`: the cache is read only where a page is
 * rendered, so the page cache is emptied too.
 */
const SPOILS: { cache: string; file: RegExp; lines?: true; render?: true }[] = [
  { cache: 'bundles', file: /^bundles\/[0-9a-f]+\.json$/ },
  { cache: 'typecheck', file: /^typecheck\/[^/]+\.json$/ },
  { cache: 'shared', file: /^shared\/latest\.json$/ },
  { cache: 'code', file: /^code\/[^/]+\.html$/ },
  { cache: 'pages', file: /^pages\/index\.log$/, lines: true },
  { cache: 'build-plan', file: /^builds\/[0-9a-f]+\.plan$/ },
  { cache: 'planned-keys', file: /^builds\/[0-9a-f]+\.keys\.json$/ },
  { cache: 'build-manifest', file: /^builds\/[0-9a-f]+\.json$/ },
  { cache: 'search', file: /^builds\/[0-9a-f]+\.search$/ },
  { cache: 'file-hashes', file: /^builds\/file-hashes$/ },
  { cache: 'page-facts', file: /^builds\/page-facts$/ },
  { cache: 'import-verdicts', file: /^builds\/demo-imports\.json$/ },
  { cache: 'demo-renders', file: /^demo-renders\/[^/]+\/[^/]+\.json$/, render: true },
  { cache: 'demo-code', file: /^demo-code\/[^/]+\.log$/, lines: true, render: true },
  { cache: 'highlight', file: /^highlight\/[^/]+\/[^/]+\.log$/, lines: true, render: true },
  // The render workers' start-up caches, read as each starts.
  { cache: 'module-code', file: /^startup\/render-worker\.bin$/ },
  { cache: 'module-resolution', file: /^startup\/render-worker\.resolved\.[0-9a-f]+\.json$/ },
];

describe('each cache, one of its entries spoiled in turn', () => {
  // The start-up caches are among them: fast paths on, even in a run of the suite without them.
  const { cache, out, build } = basicSite('spoiled', FAST_PATHS_ON);
  let first: Map<string, Buffer>;
  beforeAll(() => {
    build();
    first = filesOf(out);
  });

  it.each(SPOILS)('$cache: the entry is a miss the build names, and the site comes out the same', ({ cache: name, file, lines, render }) => {
    const entry = filesUnder(cache).find((candidate) => file.test(candidate));
    expect(entry, `an entry of ${name}`).toBeDefined();
    const at = path.join(cache, entry!);
    if (lines) writeFileSync(at, readFileSync(at, 'utf8').replace(/\t.*$/gm, '\t{"cut'));
    else writeFileSync(at, GARBAGE);
    // A build into a new output reads every cache of the output's last build; a page rendered, those of a render.
    rmSync(out, { recursive: true, force: true });
    if (render) rmSync(path.join(cache, 'pages'), { recursive: true, force: true });
    const stderr = build();
    expect(explained(stderr, name), `${name}:\n${stderr}`).toMatch(/\bunreadable [1-9]/);
    expectSameFiles(filesOf(out), first, name);
  });
});

describe('the cache layer', () => {
  it('names the caches a one-page edit missed and why, and those an edit of the navigation missed', () => {
    const { build, edit } = basicSite('explained-edit');
    build();
    edit('guide/setup/index.md', (text) => text.replace('Install the package.', 'Install the package today.'));
    const page = build();
    // The page's entry is under a new key; the frames and the bundles are as they were.
    expect(explained(page, 'pages')).toMatch(/\d+ hits, [1-9]\d* miss(es)? \(absent \d+\)$/);
    expect(explained(page, 'shared')).toMatch(/1 hit, 0 misses$/);
    expect(explained(page, 'bundles')).toMatch(/, 0 misses$/);
    edit('pages.ts', (text) => text.replace("title: 'Advanced usage'", "title: 'Going further'"));
    const nav = build();
    expect(explained(nav, 'shared')).toMatch(/0 hits, 1 miss \(inputs 1: roots\)$/);
    expect(explained(nav, 'build-plan')).toMatch(/\(inputs 1: content or packages\)$/);
  });

  it("leaves the cache folder as it was with --no-cache, the threads' start-up caches aside", () => {
    const { cache, build, edit } = basicSite('no-cache');
    build();
    const stamps = () => new Map(filesUnder(cache).filter((file) => !file.startsWith('startup/')).map((file) => [file, statSync(path.join(cache, file)).mtimeMs]));
    const before = stamps();
    // An edit a build with its cache would render, store and mark as used.
    edit('guide/setup/index.md', (text) => `${text}\nOne more sentence.\n`);
    build('--no-cache');
    // A hit would have marked its entry used; a miss, stored a new one.
    expect(stamps()).toEqual(before);
  });

  it('prunes the cache to its limit at the end of a build, the least recently used first, keeping what the build used', () => {
    const { site, cache, build, edit } = basicSite('pruned');
    build();
    const entriesSize = () => filesUnder(cache).reduce((sum, file) => sum + statSync(path.join(cache, file)).size, 0);
    const used = entriesSize();
    // Entries of other builds, the first the least recently used.
    const fillers = Array.from({ length: 10 }, (_, i) => path.join(cache, 'typecheck', `other-build-${i}.json`));
    fillers.forEach((file, i) => {
      writeFileSync(file, 'x'.repeat(100_000));
      const lastUsed = new Date(Date.now() - (10 - i) * 3600_000);
      utimesSync(file, lastUsed, lastUsed);
    });
    const limit = used + 250_000;
    edit('site.config.ts', (text) => text.replace(/\n\};?\s*$/, `\n  cacheSizeLimit: ${limit},\n};\n`));
    expect(readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toContain(`cacheSizeLimit: ${limit}`);
    const stderr = build();
    // A new limit changes no page: all come from the cache, which pruning left them in.
    expect(stderr).toMatch(/\(8 unchanged, from the cache\)/);
    expect(entriesSize()).toBeLessThanOrEqual(limit);
    const kept = fillers.map((file) => filesUnder(cache).includes(path.relative(cache, file).split(path.sep).join('/')));
    expect(kept[9]).toBe(true);
    expect(kept[0]).toBe(false);
    // Least recently used first: whatever was kept is the newest.
    expect(kept.indexOf(true)).toBe(kept.lastIndexOf(false) + 1);
  });
});
