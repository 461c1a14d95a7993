import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli';

/**
 * A one-page edit patches the output in place and leaves the public files the last build copied
 * where they are: a public file changed, added or deleted since must still reach the output.
 */
describe("the public folder's files across one-page edits", () => {
  const content = copyFixture('site-basic');
  const work = tempDir('public-files');
  const out = path.join(work, 'dist');
  const page = path.join(content, 'guide', 'index.md');
  const publicFile = (name: string) => path.join(content, 'public', 'static', name);
  const built = (name: string) => path.join(out, 'static', name);
  const config = path.join(content, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  publicDir: 'public',"));
  mkdirSync(path.join(content, 'public', 'static'), { recursive: true });
  writeFileSync(publicFile('kept.txt'), 'left alone\n');
  writeFileSync(publicFile('changed.txt'), 'first words\n');
  writeFileSync(publicFile('deleted.txt'), 'soon gone\n');

  const editAndBuild = (words: string) => {
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n${words}\n`);
    const result = runCli(['build', '--content', content, '--out', out, '--cache-dir', path.join(work, 'cache'), '--jobs', '1']);
    expect(result.status, result.stderr).toBe(0);
    return result.stdout + result.stderr;
  };

  it('copies them on the first build', () => {
    editAndBuild('A first paragraph.');
    expect(readFileSync(built('kept.txt'), 'utf8')).toBe('left alone\n');
    expect(readFileSync(built('deleted.txt'), 'utf8')).toBe('soon gone\n');
  });

  it('brings a changed file of the same size, an added one and a deletion into a patched output', () => {
    const keptBefore = statSync(built('kept.txt'));
    // Same size, another time: only the stamp tells it from the copy the output has.
    writeFileSync(publicFile('changed.txt'), 'other words\n');
    utimesSync(publicFile('changed.txt'), new Date(), new Date(Date.now() + 5_000));
    writeFileSync(publicFile('added.txt'), 'new here\n');
    rmSync(publicFile('deleted.txt'));
    expect(editAndBuild('A second paragraph.')).toMatch(/unchanged, from the cache/);
    expect(readFileSync(built('changed.txt'), 'utf8')).toBe('other words\n');
    expect(readFileSync(built('added.txt'), 'utf8')).toBe('new here\n');
    expect(existsSync(built('deleted.txt'))).toBe(false);
    expect(statSync(built('kept.txt')).ino).toBe(keptBefore.ino);
    expect(readFileSync(built('kept.txt'), 'utf8')).toBe('left alone\n');
  });

  it('copies a file again when its output copy was removed by hand', () => {
    rmSync(built('kept.txt'));
    editAndBuild('A third paragraph.');
    expect(readFileSync(built('kept.txt'), 'utf8')).toBe('left alone\n');
  });
});
