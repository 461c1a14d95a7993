import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFilesEndingWith } from '../../compiler/helpers/content-files';
import { tempDir } from '../helpers/cli';

describe("the content folder's files", () => {
  it('are listed sorted, leaving out installed packages, hidden folders and hidden files', () => {
    const dir = tempDir('content-files');
    for (const file of ['guide/b/Late.tsx', 'guide/a/Early.tsx', 'node_modules/pkg/Inside.tsx', '.cache/Kept.tsx', 'guide/.Hidden.tsx', 'guide/notes.md']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '');
    }
    const relative = (files: string[]) => files.map((file) => path.relative(dir, file).split(path.sep).join('/'));
    expect(relative(contentFilesEndingWith(dir, '.tsx'))).toEqual(['guide/a/Early.tsx', 'guide/b/Late.tsx']);
    expect(relative(contentFilesEndingWith(dir, ['.md', '.tsx']))).toEqual(['guide/a/Early.tsx', 'guide/b/Late.tsx', 'guide/notes.md']);
  });

  it('are none for a folder that does not exist', () => {
    expect(contentFilesEndingWith(path.join(tempDir('content-files'), 'missing'), '.md')).toEqual([]);
  });
});
