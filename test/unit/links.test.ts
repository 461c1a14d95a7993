import { describe, expect, it } from 'vitest';
import { checkLinks, closest, idsOfPages } from '../../compiler/checks/links';
import { seededRandom } from '../helpers/seeded-random';
import { resolveHref } from '../../compiler/markdown/links';
import { compile } from '../helpers/compile';

const ctx = { route: '/x/react-tree-view/items/', contentPath: 'x/react-tree-view/items/index.md', base: '/', defaultLanguage: 'en' };

describe('link resolution', () => {
  it('resolves routes, relative routes and relative .md files', () => {
    expect(resolveHref('/x/react-tree-view/quickstart', ctx)).toEqual({ route: '/x/react-tree-view/quickstart/', hash: '' });
    expect(resolveHref('../selection/#multi', ctx)).toEqual({ route: '/x/react-tree-view/selection/', hash: 'multi' });
    expect(resolveHref('../focus/index.md#keys', ctx)).toEqual({ route: '/x/react-tree-view/focus/', hash: 'keys' });
    expect(resolveHref('./other.md', ctx)).toEqual({ route: '/x/react-tree-view/items/other/', hash: '' });
    expect(resolveHref('#usage', ctx)).toEqual({ route: '/x/react-tree-view/items/', hash: 'usage' });
  });

  it('leaves asset files alone', () => {
    expect(resolveHref('/static/logo.png', ctx)).toBeUndefined();
  });

  it('rewrites links to served URLs under the base and records their position', () => {
    const result = compile('# T\n\nSee [setup](../setup/index.md#install) and [site](https://mui.com).\n', { route: '/guide/intro/' });
    expect(result.html).toContain('<a href="/guide/setup/#install">setup</a>');
    expect(result.html).toContain('<a href="https://mui.com" target="_blank" rel="noopener noreferrer">site</a>');
    expect(result.links).toEqual([{ route: '/guide/setup/', hash: 'install', line: 3, column: 5 }]);
  });
});

describe('link check', () => {
  const ids = new Map([
    ['/a/', new Set(['usage', 'props'])],
    ['/b/', new Set<string>()],
  ]);
  it('reports a missing page and a missing anchor with their position and a suggestion', () => {
    const diagnostics = checkLinks(
      [
        {
          route: '/b/',
          displayPath: 'content/b/index.md',
          links: [
            { route: '/a/', hash: 'usage', line: 3, column: 1 },
            { route: '/c/', hash: '', line: 4, column: 7 },
            { route: '/a/', hash: 'prop', line: 5, column: 9 },
          ],
        },
      ],
      ids,
    );
    expect(diagnostics).toMatchObject([
      { code: 'link-broken', file: 'content/b/index.md', line: 4, column: 7, hint: 'Did you mean /a/?' },
      { code: 'anchor-broken', line: 5, column: 9, hint: 'Did you mean #props?' },
    ]);
  });

  it('finds the same with the ids of the pages as lists, making a set only for a route whose anchor a link names', () => {
    const pages = [
      { route: '/a/', displayPath: 'content/a/index.md', ids: ['usage', 'props'], links: [{ route: '/b/', hash: '', line: 2, column: 1 }, { route: '/a/', hash: 'prop', line: 3, column: 4 }] },
      { route: '/b/', displayPath: 'content/b/index.md', ids: [], links: [{ route: '/a/', hash: 'usage', line: 1, column: 1 }, { route: '/b/', hash: 'top', line: 6, column: 2 }, { route: '/d/', hash: '', line: 7, column: 3 }] },
      { route: '/c/', displayPath: 'content/c/index.md', ids: ['intro'], links: [] },
    ];
    const expected = checkLinks(pages, new Map(pages.map((page) => [page.route, new Set(page.ids)])));
    // The routes whose ids were read into a set: only those a link names an anchor of.
    const read: string[] = [];
    const tracked = pages.map((page) => {
      const ids = [...page.ids];
      ids[Symbol.iterator] = () => {
        read.push(page.route);
        return page.ids[Symbol.iterator]();
      };
      return { ...page, ids };
    });
    const lazy = idsOfPages(tracked);
    expect(checkLinks(tracked, lazy)).toEqual(expected);
    expect(read).toEqual(['/a/', '/b/']);
    expect(checkLinks(pages, lazy).map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['anchor-broken 3:4', 'anchor-broken 6:2', 'link-broken 7:3']);
    expect([...lazy.keys()]).toEqual(['/a/', '/b/', '/c/']);
    expect(lazy.has('/c/') && !lazy.has('/d/')).toBe(true);
    expect(lazy.get('/c/')).toEqual(new Set(['intro']));
    expect(lazy.get('/c/')).toBe(lazy.get('/c/'));
  });
});

/** Every distance worked out in full, the first candidate of the smallest kept when close enough: what `closest` must answer. */
function closestInFull(target: string, candidates: string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i += 1) for (let j = 1; j <= b.length; j += 1) rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    return rows[a.length]![b.length]!;
  };
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(target, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(3, Math.floor(target.length / 3)) ? best : undefined;
}

describe('closest', () => {
  it('suggests what the full edit distances suggest, ties to the first candidate', () => {
    const random = seededRandom(52);
    const word = () => Array.from({ length: 1 + random(24) }, () => 'abc/-'[random(5)]).join('');
    for (let round = 0; round < 1000; round += 1) {
      const candidates = Array.from({ length: 1 + random(12) }, word);
      const target = random(2) ? word() : candidates[random(candidates.length)]!.replace(/a/, 'b');
      expect(closest(target, candidates), `${target} among ${candidates.join(' ')}`).toBe(closestInFull(target, candidates));
    }
    expect(closest('/x/react-data-grid/sortin/', ['/x/react-data-grid/', '/x/react-data-grid/sorting/'])).toBe('/x/react-data-grid/sorting/');
    expect(closest('/qqqqqqqqqqqq/', ['/x/react-data-grid/', '/x/react-data-grid/sorting/'])).toBeUndefined();
  });
});
