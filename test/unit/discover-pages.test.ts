import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverPages } from '../../compiler/site/discover-pages';
import { routeOfFile } from '../../compiler/output/file-route';
import { tempDir } from '../helpers/cli';

/** A content folder with the given files, each a one-line page. */
function contentWith(files: string[]): string {
  const dir = tempDir('discover');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `# ${file}\n`);
  }
  return dir;
}

describe('page discovery', () => {
  it('maps files to routes and languages, names them from the working folder, and leaves out exclusions', async () => {
    const dir = contentWith(['index.md', 'README.md', 'guide/index.md', 'guide/index-zh.md', 'guide/first steps.md', 'guide/deep/readme.md', 'guide/deep/notes.txt', 'drafts/wip.md', 'top.md']);
    const pages = await discoverPages(dir, 'en', ['drafts/wip.md', './top.md']);
    const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file));
    expect(pages).toEqual([
      { route: '/guide/deep/', lang: 'en', file: path.join(dir, 'guide', 'deep', 'readme.md'), displayPath: shown('guide/deep/readme.md') },
      { route: '/guide/first-steps/', lang: 'en', file: path.join(dir, 'guide', 'first steps.md'), displayPath: shown('guide/first steps.md') },
      { route: '/zh/guide/', lang: 'zh', file: path.join(dir, 'guide', 'index-zh.md'), displayPath: shown('guide/index-zh.md') },
      { route: '/guide/', lang: 'en', file: path.join(dir, 'guide', 'index.md'), displayPath: shown('guide/index.md') },
      { route: '/', lang: 'en', file: path.join(dir, 'index.md'), displayPath: shown('index.md') },
      { route: '/', lang: 'en', file: path.join(dir, 'README.md'), displayPath: shown('README.md') },
    ]);
  });

  it('gives a file the route its folder and name make, wherever it is asked from', () => {
    expect(routeOfFile([], 'index.md')).toEqual({ route: '/', lang: 'en' });
    expect(routeOfFile(['data grid'], 'sorting.md')).toEqual({ route: '/data-grid/sorting/', lang: 'en' });
    expect(routeOfFile(['x', 'react-charts'], 'index-pt-BR.md')).toEqual({ route: '/pt-BR/x/react-charts/', lang: 'pt-BR' });
    expect(routeOfFile(['x'], 'index-zh.md', 'zh')).toEqual({ route: '/x/', lang: 'zh' });
  });
});
