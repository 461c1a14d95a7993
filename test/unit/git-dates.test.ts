import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSitemap } from '../../compiler/output/sitemap';
import { folderDatesOf, headCommit, lastCommitDates, pageLastUpdated } from '../../compiler/site/git-dates';
import { tempDir } from '../helpers/cli';

/** A repository whose commits are dated by hand. */
function repository(): { dir: string; commit: (files: Record<string, string>, date: string) => void } {
  const dir = tempDir('git-dates');
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) } });
  git(['init', '-q']);
  return {
    dir,
    commit: (files, date) => {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      git(['add', '-A']);
      git(['commit', '-q', '-m', 'change'], date);
    },
  };
}

describe('last-updated dates from git', () => {
  it("dates a page by its markdown or, in a page folder, by its demos, whichever changed last", () => {
    const repo = repository();
    repo.commit({ 'docs/fans/index.md': '# Fans', 'docs/fans/Fan.tsx': 'v1', 'docs/guide/setup.md': '# Setup', 'docs/guide/Helper.tsx': 'x' }, '2026-01-05T10:00:00Z');
    repo.commit({ 'docs/fans/Fan.tsx': 'v2', 'docs/guide/Helper.tsx': 'y' }, '2026-02-07T23:30:00+05:00');
    repo.commit({ 'docs/guide/setup.md': '# Setup again' }, '2026-01-20T08:00:00Z');
    const docs = path.join(repo.dir, 'docs');
    const dates = lastCommitDates(docs);
    const folders = folderDatesOf(dates);
    expect(pageLastUpdated(path.join(docs, 'fans/index.md'), dates, folders)).toBe('2026-02-07T18:30:00.000Z');
    // A page without a folder of its own is dated by its markdown alone.
    expect(pageLastUpdated(path.join(docs, 'guide/setup.md'), dates, folders)).toBe('2026-01-20T08:00:00.000Z');
    // Never committed: no date.
    expect(pageLastUpdated(path.join(docs, 'fans/index-zh.md'), dates, folders)).toBeUndefined();
    expect(headCommit(docs)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('dates nothing outside a repository', () => {
    const dir = tempDir('no-git');
    expect(lastCommitDates(dir).size).toBe(0);
    expect(headCommit(dir)).toBe('');
  });

  it("gives the sitemap a lastmod where a page has a date", () => {
    expect(renderSitemap([{ url: 'https://a.example/x/', lastmod: '2026-02-07T18:30:00.000Z' }, { url: 'https://a.example/y/' }])).toContain(
      '<url><loc>https://a.example/x/</loc><lastmod>2026-02-07T18:30:00.000Z</lastmod></url>\n<url><loc>https://a.example/y/</loc></url>',
    );
  });
});
