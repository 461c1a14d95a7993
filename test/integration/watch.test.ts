import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, ROOT, tempDir } from '../helpers/cli';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

/** Polls until `check` holds, failing after `ms` with what the process printed. */
async function until(check: () => boolean, log: () => string, ms = 20000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out; docs build --watch printed:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The file's text, or nothing while it is missing. */
function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Starts `docs build --watch` and waits for its first build: what it prints so far, on each call. */
async function startWatching(site: string, out: string, cacheDir: string): Promise<() => string> {
  child = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'build', '--watch', '--content', site, '--out', out, '--cache-dir', cacheDir], {
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
  });
  let log = '';
  child.stderr!.on('data', (chunk) => (log += chunk));
  const printed = () => log;
  await until(() => log.includes('Watching'), printed, 60000);
  return printed;
}

describe('docs build --watch', () => {
  it('updates an edited page in place, keeps the last good version on a bad edit, and rebuilds on a navigation edit', async () => {
    const site = copyFixture('site-basic');
    const out = path.join(tempDir('watch-out'), 'dist');
    const printed = await startWatching(site, out, tempDir('watch-cache'));
    expect(printed()).toMatch(/Built 8 pages/);

    const setup = path.join(site, 'guide', 'setup', 'index.md');
    const setupHtml = path.join(out, 'guide', 'setup', 'index.html');
    const overviewHtml = path.join(out, 'guide', 'index.html');
    const overviewBefore = readFileSync(overviewHtml, 'utf8');
    const original = readFileSync(setup, 'utf8');
    writeFileSync(setup, original.replace('Install the package.', 'Install the package with npm.'));
    await until(() => readFileSync(setupHtml, 'utf8').includes('Install the package with npm.'), printed);
    // The page and its Chinese twin (untranslated, so built from the same file).
    await until(() => /Updated 2 pages in \d+ ms/.test(printed()), printed);
    // Only the edited page was written.
    expect(readFileSync(overviewHtml, 'utf8')).toBe(overviewBefore);
    // Its markdown twin at once, llms-full.txt once the edits pause.
    expect(readFileSync(path.join(out, 'guide', 'setup.md'), 'utf8')).toContain('Install the package with npm.');
    await until(() => readFileSync(path.join(out, 'llms-full.txt'), 'utf8').includes('Install the package with npm.'), printed);

    const updates = (printed().match(/Updated /g) ?? []).length;
    writeFileSync(setup, `${original.replace('Install the package.', 'Install the package from npm.')}\nSee [the missing page](/guide/missing/).\n`);
    await until(() => printed().includes('Not updated 2 pages'), printed);
    expect(printed()).toMatch(/guide\/setup\/index\.md:\d+:\d+ {2}error {2}Broken link: \/guide\/missing\/ is not a page of this site\. {2}\[link-broken\]/);
    expect(readFileSync(setupHtml, 'utf8')).toContain('Install the package with npm.');

    writeFileSync(setup, original.replace('Install the package.', 'Install the package, then import it.'));
    await until(() => readFileSync(setupHtml, 'utf8').includes('Install the package, then import it.'), printed);
    // The line is printed once the files are written: it may reach the log a moment after them.
    await until(() => (printed().match(/Updated /g) ?? []).length >= updates + 1, printed);
    expect((printed().match(/Updated /g) ?? []).length).toBe(updates + 1);

    const nav = path.join(site, 'pages.ts');
    writeFileSync(nav, readFileSync(nav, 'utf8').replace("title: 'Advanced usage'", "title: 'Going further'"));
    // A navigation edit rebuilds the whole site, whose output then takes the old one's place: the page is briefly missing.
    await until(() => readIfThere(overviewHtml).includes('>Going further<'), printed, 60000);
    await until(() => (printed().match(/Built 8 pages/g) ?? []).length === 2, printed);
  });

  it('builds the whole site again when a page is deleted: it leaves the navigation and the output', async () => {
    const site = tempDir('watch-deleted');
    writeFileSync(path.join(site, 'harbour.md'), '# Harbour\n\n<p class="description">Where the boats come in.</p>\n\nThe tide is high.\n');
    writeFileSync(path.join(site, 'lighthouse.md'), '# Lighthouse\n\n<p class="description">The light on the point.</p>\n\nIt turns all night.\n');
    const out = path.join(tempDir('watch-deleted-out'), 'dist');
    const printed = await startWatching(site, out, tempDir('watch-deleted-cache'));
    const harbour = path.join(out, 'harbour', 'index.html');
    expect(readFileSync(harbour, 'utf8')).toContain('href="/lighthouse/"');
    rmSync(path.join(site, 'lighthouse.md'));
    // The new output replaces the old one whole: in between, neither page is there.
    await until(() => !existsSync(path.join(out, 'lighthouse', 'index.html')) && existsSync(harbour), printed, 60000);
    expect(readFileSync(harbour, 'utf8')).not.toContain('href="/lighthouse/"');
    expect(printed()).not.toMatch(/Not updated/);
  });
});
