import { describe, expect, it } from 'vitest';
import { apiPathToApiDocs, hasTranslations, isPlayground, pathnameToLanguage, productInfoFromPath } from '../../templates/paths';

describe('language from path', () => {
  it('selects zh from a /zh/ prefix and keeps the canonical forms', () => {
    expect(pathnameToLanguage('/zh/x/react-tree-view/#usage', ['en', 'zh'])).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/x/react-tree-view/#usage',
      canonicalAsServer: '/x/react-tree-view/',
      canonicalPathname: '/x/react-tree-view',
    });
  });

  it('recognises zh even when only English is configured, as the ad/path helper does', () => {
    expect(pathnameToLanguage('/zh/x/', ['en']).userLanguage).toBe('zh');
  });

  it('defaults to English for unprefixed and unknown prefixes', () => {
    expect(pathnameToLanguage('/x/react-charts/').userLanguage).toBe('en');
    expect(pathnameToLanguage('/fr/x/react-charts/', ['en']).userLanguage).toBe('en');
    expect(pathnameToLanguage('/xy', ['en']).userLanguage).toBe('en');
  });

  it('rewrites API paths to api-docs paths', () => {
    expect(apiPathToApiDocs('/x/api/data-grid/data-grid/')).toBe('/x/api-docs/data-grid/data-grid/');
    expect(apiPathToApiDocs('/api/button/')).toBe('/api-docs/button/');
    expect(apiPathToApiDocs('/x/react-data-grid/api-object/')).toBe('/x/react-data-grid/api-object/');
    expect(pathnameToLanguage('/zh/x/api/charts/bar-chart/').canonicalPathname).toBe('/x/api-docs/charts/bar-chart');
  });
});

describe('pages without translation', () => {
  it('excludes /blog, /blog/… and /size-snapshot/', () => {
    expect(hasTranslations('/blog')).toBe(false);
    expect(hasTranslations('/blog/mui-x-v8/')).toBe(false);
    expect(hasTranslations('/size-snapshot/')).toBe(false);
    expect(hasTranslations('/blogging/')).toBe(true);
    expect(hasTranslations('/x/react-tree-view/')).toBe(true);
  });
});

describe('playground paths', () => {
  it('are rendered without the theme wrapper', () => {
    expect(isPlayground('/playground/')).toBe(true);
    expect(isPlayground('/zh/playground/grid/')).toBe(true);
    expect(isPlayground('/x/playground-notes/')).toBe(false);
  });
});

describe('product identity and category from path', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/react-menu/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/sorting/', 'x-data-grid', 'x'],
    ['/zh/x/react-tree-view/', 'x-tree-view', 'x'],
    ['/x/react-date-pickers/', 'x-date-pickers', 'x'],
    ['/x/react-charts/bars/', 'x-charts', 'x'],
    ['/x/introduction/licensing/', 'introduction', 'x'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid', 'x'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers', 'x'],
    ['/x/api/charts/bar-chart/', 'x-charts', 'x'],
    ['/toolpad/studio/getting-started/', 'toolpad-studio', 'toolpad'],
    ['/toolpad/core/introduction/', 'toolpad-core', 'toolpad'],
    ['/docs/', 'docs', 'docs'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/', 'docs', 'docs'],
    ['/experiments/docs/demos/', 'docs-infra', 'docs-infra'],
  ])('%s → %s (%s)', (pathname, productId, productCategoryId) => {
    expect(productInfoFromPath(pathname)).toEqual({ productId, productCategoryId });
  });

  it('gives the string "null" for paths of no product', () => {
    expect(productInfoFromPath('/careers/')).toEqual({ productId: 'null', productCategoryId: 'null' });
    expect(productInfoFromPath('/x/')).toEqual({ productId: 'null', productCategoryId: 'x' });
    expect(productInfoFromPath('/experiments/other/')).toEqual({ productId: 'null', productCategoryId: 'null' });
  });
});
