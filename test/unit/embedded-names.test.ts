import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedNames, namedFiles } from '../../compiler/typescript/embedded-names';
import { contentFilesEndingWith } from '../../compiler/helpers/content-files';
import { tempDir } from '../helpers/cli';

describe('the names the embeds of the content give', () => {
  it('are every string of every embed, by file name up to its first dot, in pages, translations and subfolders', () => {
    const content = tempDir('embedded-names');
    mkdirSync(path.join(content, 'grid', 'sorting'), { recursive: true });
    writeFileSync(path.join(content, 'grid', 'sorting', 'index.md'), '\uFEFF# Sorting\r\n\r\n{{"demo": "SortedRows.js", "bg": "inline"}}\r\n\r\n{{"demo": "../shared/PlanBadge.js"}}\r\n');
    writeFileSync(path.join(content, 'grid', 'index-zh.md'), '# 表格\n\n{{"component": "modules/components/GridIntro.js"}}\n\n{{ "playground": "Slider",\n  "data": "slider-knobs.ts" }}\n');
    // Strings outside `{{…}}` do not count: prose and code name components all the time.
    writeFileSync(path.join(content, 'notes.md'), '# Notes\n\nUse `"ProseOnly.js"` as you like.\n\n```json\n{ "demo": "FencedToo" }\n```\n');
    // The keys and option values are strings of the embeds too: a file of such a name is checked early, no harm.
    const names = ['GridIntro', 'PlanBadge', 'Slider', 'SortedRows', 'slider-knobs'];
    expect([...embeddedNames(contentFilesEndingWith(content, '.md'))].sort()).toEqual([...names, 'bg', 'component', 'data', 'demo', 'inline', 'playground'].sort());
  });

  it('pick the files of a name with any variant or extension, and no file of another name', () => {
    const files = ['/c/SortedRows.tsx', '/c/SortedRows.tailwind.tsx', '/c/SortedRowsLegacy.tsx', '/c/app/Layout.tsx', '/c/shared/PlanBadge.tsx'];
    expect(namedFiles(files, new Set(['SortedRows', 'PlanBadge']))).toEqual(['/c/SortedRows.tsx', '/c/SortedRows.tailwind.tsx', '/c/shared/PlanBadge.tsx']);
  });
});
