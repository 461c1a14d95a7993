import { describe, expect, it } from 'vitest';
import { firstPageUnder } from '../../compiler/twins/first-page';
import type { SiteIndex } from '../../templates/shared/site-index';

/** A site that starts at /x/introduction/, as the shipped one does, in English and Chinese. */
const index: Pick<SiteIndex, 'nav' | 'routes' | 'languages' | 'defaultLanguage'> = {
  defaultLanguage: 'en',
  languages: ['en', 'zh'],
  nav: [
    { title: 'Introduction', children: [{ title: 'Overview', route: '/x/introduction/' }, { title: 'Licensing', route: '/x/introduction/licensing/' }] },
    { title: 'Data Grid', children: [{ title: 'Overview', route: '/x/react-data-grid/' }, { title: 'Sorting', route: '/x/react-data-grid/sorting/' }] },
    { title: 'Changelog', href: 'https://example.com/changelog/' },
  ],
  routes: ['/x/api/data-grid/data-grid/', '/x/introduction/', '/x/introduction/licensing/', '/x/react-data-grid/', '/x/react-data-grid/sorting/', '/zh/x/introduction/', '/zh/x/react-data-grid/'],
};

describe('the page a folder opens on', () => {
  it.each([
    ['/', '/x/introduction/'],
    ['/x/', '/x/introduction/'],
    ['/x', '/x/introduction/'],
    ['/zh/', '/zh/x/introduction/'],
    ['/zh/x/', '/zh/x/introduction/'],
    // Not in the navigation: the first page under it by name.
    ['/x/api/', '/x/api/data-grid/data-grid/'],
  ])('%s is %s, as the navigation orders the pages', (folder, page) => {
    expect(firstPageUnder(index, folder)).toBe(page);
  });

  it('is none for a path with no page under it', () => {
    expect(firstPageUnder(index, '/x/no-such-page/')).toBeUndefined();
    expect(firstPageUnder(index, '/zh/x/no-such-page/')).toBeUndefined();
  });
});
