import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeKind } from '../../compiler/dev/classify-change';
import { watchSources, type SourceWatcher } from '../../compiler/dev/watch-sources';
import { contentFilesEndingWith } from '../../compiler/helpers/content-files';
import { tempDir } from '../helpers/cli';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let watcher: SourceWatcher | undefined;
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
});

describe('source watcher started after the sources were read', () => {
  /** A content folder read at `since`, then edited (one page changed, one added) before watching starts. */
  async function editedBeforeWatching() {
    const dir = tempDir('watch-since');
    writeFileSync(path.join(dir, 'kept.md'), '# Kept\n');
    writeFileSync(path.join(dir, 'edited.md'), '# Edited\n');
    writeFileSync(path.join(dir, 'Demo.tsx'), 'export default function Demo() { return null; }\n');
    await wait(50);
    const since = Date.now();
    await wait(50);
    writeFileSync(path.join(dir, 'edited.md'), '# Edited\n\nA second paragraph.\n');
    writeFileSync(path.join(dir, 'added.md'), '# Added\n');
    return { dir, since };
  }

  function start(dir: string, since?: number, listedAtSince?: Promise<readonly string[]>) {
    const batches: [string, ChangeKind][][] = [];
    watcher = watchSources({
      paths: [dir],
      ignored: () => false,
      classify: (file) => (file.endsWith('.md') ? 'page' : file.endsWith('.tsx') ? 'demo' : 'other'),
      run: async (batch) => {
        batches.push([...batch].map(([file, kind]) => [path.basename(file), kind] as [string, ChangeKind]).sort());
      },
      onError: (error) => {
        throw error;
      },
      ...(since === undefined ? {} : { since }),
      ...(listedAtSince ? { listedAtSince } : {}),
    });
    return batches;
  }

  it('reports the files changed since, once it is ready', async () => {
    const { dir, since } = await editedBeforeWatching();
    const batches = start(dir, since);
    await watcher!.ready;
    await expect.poll(() => batches, { timeout: 5000 }).toEqual([[['added.md', 'page'], ['edited.md', 'page']]]);
  });

  it('reports nothing from before it was started without that moment', async () => {
    const { dir } = await editedBeforeWatching();
    const batches = start(dir);
    await watcher!.ready;
    await wait(200);
    expect(batches).toEqual([]);
  });

  it('takes a file written in the millisecond of that moment as read with the sources', async () => {
    const dir = tempDir('watch-same-ms');
    const file = path.join(dir, 'copied.md');
    writeFileSync(file, '# Copied\n');
    // Date.now() drops the fraction a file's times keep: written at 1000.4 ms, the file looked newer than a start at 1000.
    const written = statSync(file).mtimeMs;
    const batches = start(dir, Math.floor(written));
    await watcher!.ready;
    await wait(200);
    expect(batches).toEqual([]);
  });

  it('reports the files deleted since, listed then, once it is ready', async () => {
    const dir = tempDir('watch-deleted');
    for (const name of ['kept.md', 'gone.md', 'GoneDemo.tsx']) writeFileSync(path.join(dir, name), name.endsWith('.md') ? '# Page\n' : 'export default function Demo() { return null; }\n');
    await wait(50);
    const since = Date.now();
    const listed = await contentFilesEndingWith(dir, '');
    rmSync(path.join(dir, 'gone.md'));
    rmSync(path.join(dir, 'GoneDemo.tsx'));
    const batches = start(dir, since, Promise.resolve(listed));
    await watcher!.ready;
    await expect.poll(() => batches, { timeout: 5000 }).toEqual([[['GoneDemo.tsx', 'demo'], ['gone.md', 'page']]]);
  });
});

describe('source watcher, a file saved in two steps', () => {
  /** Watches a folder with one page; each batch records the page's text as the batch reads it. */
  async function watchPage() {
    const dir = tempDir('watch-emptied');
    const page = path.join(dir, 'page.md');
    writeFileSync(page, '# Page\n');
    const read: string[] = [];
    watcher = watchSources({
      paths: [dir],
      ignored: () => false,
      classify: (file) => (file.endsWith('.md') ? 'page' : 'other'),
      run: async (batch) => {
        for (const file of batch.keys()) read.push(readFileSync(file, 'utf8'));
      },
      onError: (error) => {
        throw error;
      },
    });
    await watcher.ready;
    return { page, read };
  }

  it('hands the file over once written, not while it is empty between the two steps', async () => {
    const { page, read } = await watchPage();
    // Emptied, then written a moment later: as an editor that writes in place saves.
    writeFileSync(page, '');
    await wait(20);
    writeFileSync(page, '# Page\n\nA second paragraph.\n');
    await expect.poll(() => read, { timeout: 5000 }).toContain('# Page\n\nA second paragraph.\n');
    await wait(300);
    expect(read).not.toContain('');
  });

  it('still hands over a file left empty', async () => {
    const { page, read } = await watchPage();
    writeFileSync(page, '');
    await expect.poll(() => read, { timeout: 5000 }).toEqual(['']);
  });
});
