import { describe, expect, it } from 'vitest';
import type { SiteIndex } from '../../templates/shared/site-index';
import { publicTwinUrl, publicUrl, resourceUri, routeOfAddress } from '../../compiler/mcp/address';

function site(base = '/'): SiteIndex {
  return {
    v: 1,
    title: 'Docs',
    url: 'https://docs.example.com/',
    base,
    defaultLanguage: 'en',
    languages: ['en', 'zh'],
    nav: [],
    routes: ['/', '/guide/', '/guide/setup/', '/zh/guide/setup/', '/reference/setup/'].sort(),
    api: [],
  };
}

describe('public URLs', () => {
  it('are the configured url and base followed by the route', () => {
    expect(publicUrl(site(), '/guide/setup/')).toBe('https://docs.example.com/guide/setup/');
    expect(publicUrl(site('/docs/'), '/guide/setup/#options')).toBe('https://docs.example.com/docs/guide/setup/#options');
    expect(publicTwinUrl(site('/docs/'), '/guide/setup/')).toBe('https://docs.example.com/docs/guide/setup.md');
    expect(publicTwinUrl(site(), '/')).toBe('https://docs.example.com/index.md');
  });

  it('name resources by route, the home page as index', () => {
    expect(resourceUri('/guide/setup/')).toBe('docs://guide/setup');
    expect(resourceUri('/')).toBe('docs://index');
  });
});

describe('routeOfAddress', () => {
  it('takes every way a page is written', () => {
    for (const address of [
      '/guide/setup/',
      '/guide/setup',
      'guide/setup',
      '/guide/setup.md',
      '/guide/setup/index.html',
      '/guide/setup/?tab=1#options',
      'https://docs.example.com/guide/setup/#options',
      'docs://guide/setup',
      ' /guide/setup/ ',
    ]) {
      expect(routeOfAddress(address, site()), address).toEqual({ route: '/guide/setup/' });
    }
    expect(routeOfAddress('https://docs.example.com', site())).toEqual({ route: '/' });
    expect(routeOfAddress('docs://index', site())).toEqual({ route: '/' });
    expect(routeOfAddress('/index.md', site())).toEqual({ route: '/' });
    expect(routeOfAddress('/zh/guide/setup/', site())).toEqual({ route: '/zh/guide/setup/' });
  });

  it('strips the base, from paths and URLs, and takes other roots the caller names', () => {
    expect(routeOfAddress('/docs/guide/setup/', site('/docs/'))).toEqual({ route: '/guide/setup/' });
    expect(routeOfAddress('https://docs.example.com/docs/guide/', site('/docs/'))).toEqual({ route: '/guide/' });
    expect(routeOfAddress('http://127.0.0.1:3000/guide/', site(), ['http://127.0.0.1:3000/'])).toEqual({ route: '/guide/' });
  });

  it('refuses whatever climbs out of the site, however it is written', () => {
    for (const address of ['../../etc/passwd', '/guide/../../etc/passwd', '%2e%2e/%2e%2e/etc/passwd', 'docs://../secret', '/guide/..\\..\\x', '/guide/%00']) {
      expect(routeOfAddress(address, site()), address).toMatchObject({ failure: 'outside-output' });
    }
  });

  it('says when a page is not there, with the pages of that name elsewhere', () => {
    expect(routeOfAddress('/tutorial/setup/', site())).toEqual({
      failure: 'unknown-page',
      message: 'No page of this site is at /tutorial/setup/.',
      hint: 'Did you mean https://docs.example.com/guide/setup/ or https://docs.example.com/reference/setup/? search_docs finds pages by topic.',
    });
    expect(routeOfAddress('/nothing/', site())).toMatchObject({ failure: 'unknown-page', hint: 'search_docs finds pages by topic, and list_pages lists them all.' });
    expect(routeOfAddress('https://elsewhere.example.com/guide/', site())).toMatchObject({ failure: 'not-a-page' });
    expect(routeOfAddress('', site())).toMatchObject({ failure: 'not-a-page' });
    expect(routeOfAddress('/%E0%A4%A/', site())).toMatchObject({ failure: 'not-a-page' });
  });
});
