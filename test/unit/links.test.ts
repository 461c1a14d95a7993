import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../compiler/checks/links';
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
});
