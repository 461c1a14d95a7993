import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchIndexOutput } from '../../compiler/search/build-index';
import { createDocsSearch, searchDocsText, type SearchDocsResult } from '../../compiler/mcp/search-docs';
import { isToolFailure } from '../../compiler/mcp/failure';
import type { SiteSource } from '../../compiler/mcp/site-source';
import { createSearcher } from '../../templates/search/query';
import type { SearchPageRecord } from '../../templates/shared/search';
import type { SiteIndex } from '../../templates/shared/site-index';
import { contentRecords } from '../fixtures/search/content-records';
import { ROOT } from '../helpers/cli';

const CONTENT = path.join(ROOT, 'content', 'x');
const records = contentRecords(CONTENT);

const index: SiteIndex = { v: 1, title: 'MUI X', url: 'https://mui.com', base: '/x/', defaultLanguage: 'en', languages: ['en'], nav: [], routes: records.map((r) => r.route).sort(), api: [] };

/** A built site's search files and twins (the pages' markdown sources, as near as a twin is), by name. */
function siteOf(output: SearchIndexOutput, twins: (route: string) => string | undefined = () => undefined): SiteSource & { reads: string[] } {
  const files = new Map(output.files.map((file) => [file.name, file.content]));
  const reads: string[] = [];
  return {
    reads,
    index: async () => index,
    twin: async (route) => twins(route),
    searchFile: async (name) => {
      reads.push(name);
      return JSON.parse(files.get(name) ?? 'null') as unknown;
    },
  };
}

const sourceOf = (route: string) => readFileSync(path.join(CONTENT, route, 'index.md'), 'utf8');

async function routesFound(output: SearchIndexOutput, query: string): Promise<string[]> {
  const files = new Map(output.files.map((file) => [file.name, file.content]));
  const searcher = createSearcher('manifest.json', 'en', async (name) => JSON.parse(files.get(name)!) as unknown);
  const results = await searcher.search(query);
  // Where nothing matched, the dialog's pages to start from are not hits for an assistant.
  return results.match === 'none' ? [] : results.groups.flatMap((group) => group.pages.map((page) => page.route));
}

function found(result: SearchDocsResult | unknown): SearchDocsResult {
  if (isToolFailure(result)) throw new Error(result.message);
  return result as SearchDocsResult;
}

const QUERIES = ['sorting', 'lazy loading', 'column pinning', 'localization', 'date range', 'tooltip', 'selection checkbox', 'export csv', 'custom slots', 'server side data'];

describe('search_docs', () => {
  const output = buildSearchIndex(records);

  it('lists pages in the order the search dialog does, under their public URLs', async () => {
    const search = createDocsSearch(siteOf(output));
    for (const query of QUERIES) {
      const routes = await routesFound(output, query);
      const result = found(await search(index, query, { limit: 10 }));
      expect(result.hits.map((hit) => hit.url), query).toEqual(routes.map((route) => `https://mui.com/x${route}`));
    }
  });

  it('ranks a product\'s pages as an index of that product alone would', async () => {
    const search = createDocsSearch(siteOf(output));
    for (const product of ['Data Grid', 'Charts', 'Tree View']) {
      const alone = buildSearchIndex(records.filter((record: SearchPageRecord) => record.product === product));
      for (const query of QUERIES) {
        const result = found(await search(index, query, { product: product.toLowerCase(), limit: 10 }));
        expect(result.product).toBe(product);
        expect(result.hits.map((hit) => hit.url), `${product}: ${query}`).toEqual((await routesFound(alone, query)).map((route) => `https://mui.com/x${route}`));
      }
    }
  });

  it('gives each page its best section and a snippet of it around the words found', async () => {
    const search = createDocsSearch(siteOf(output, sourceOf));
    const [hit] = found(await search(index, 'cell editing', { limit: 1 })).hits;
    expect(hit!.section.url.startsWith(`${hit!.url}#`)).toBe(true);
    expect(hit!.snippet.length).toBeLessThanOrEqual(242);
    expect(hit!.snippet).toMatch(/edit/i);
    // The snippet is the prose of that section: a sentence of its markdown source.
    const plainSource = sourceOf(new URL(hit!.url).pathname.slice(2)).replace(/[`*_]/g, '').replace(/\s+/g, ' ');
    expect(plainSource).toContain(hit!.snippet.replace(/^…|…$/g, '').split(' ').slice(0, 6).join(' '));
  });

  it('names a page that matched on its title and introduction as its own section', async () => {
    const page: SearchPageRecord = {
      route: '/guides/quokkas/',
      lang: 'en',
      title: 'Quokka guide',
      product: 'Guides',
      sections: [
        { anchor: '', heading: '', text: 'Everything about quokkas.' },
        { anchor: 'other', heading: 'Other animals', text: 'Wombats and wallabies.' },
      ],
    };
    const twin = '# Quokka guide\n\nEverything about quokkas.\n\n## Other animals\n\nWombats and wallabies.\n';
    const search = createDocsSearch(siteOf(buildSearchIndex([page]), () => twin));
    expect(found(await search(index, 'quokka')).hits).toEqual([
      { title: 'Quokka guide', product: 'Guides', url: 'https://mui.com/x/guides/quokkas/', section: { heading: 'Quokka guide', url: 'https://mui.com/x/guides/quokkas/' }, snippet: 'Everything about quokkas.', alsoIn: [] },
    ]);
    expect(found(await search(index, 'wombats')).hits[0]).toMatchObject({ section: { heading: 'Other animals', url: 'https://mui.com/x/guides/quokkas/#other' }, snippet: 'Wombats and wallabies.' });
  });

  it('answers questions in the order the dialog does, and says when its hits only come closest rather than listing nothing', async () => {
    const search = createDocsSearch(siteOf(output));
    for (const query of ['how do I keep the first column visible while scrolling', 'where do I put the license key', 'is there a way to export the grid to excel']) {
      const routes = await routesFound(output, query);
      expect(routes.length, query).toBeGreaterThan(0);
      expect(found(await search(index, query, { limit: 10 })).hits.map((hit) => hit.url), query).toEqual(routes.map((route) => `https://mui.com/x${route}`));
    }
    // Words no one section has together: the closest sections, said to be only that.
    const closest = found(await search(index, 'gauge jalali watermark', { limit: 10 }));
    expect(closest.hits.length).toBeGreaterThan(2);
    expect(closest.closest).toBe(true);
    expect(searchDocsText(closest)).toMatch(/^No section of the docs answers all of "gauge jalali watermark"; these come closest\./);
    expect(found(await search(index, 'column pinning', { limit: 10 })).closest).toBeUndefined();
  });

  it('keeps to the limit, five pages by default', async () => {
    const search = createDocsSearch(siteOf(output));
    expect(found(await search(index, 'grid')).hits).toHaveLength(5);
    expect(found(await search(index, 'grid', { limit: 2 })).hits).toHaveLength(2);
  });

  it('answers an empty query, a query of stop words and an unknown product with a failure', async () => {
    const search = createDocsSearch(siteOf(output));
    expect(await search(index, '  ')).toMatchObject({ failure: 'empty-query' });
    expect(await search(index, 'the of a')).toMatchObject({ failure: 'empty-query' });
    const unknown = await search(index, 'sorting', { product: 'Spreadsheet' });
    expect(unknown).toMatchObject({ failure: 'unknown-product' });
    expect(isToolFailure(unknown) && unknown.hint).toContain('Data Grid');
  });

  it('loads the index files once, and a new build\'s index when the site is built again', async () => {
    const site = siteOf(output);
    const search = createDocsSearch(site);
    await search(index, 'sorting');
    const first = site.reads.length;
    await search(index, 'sorting');
    // Only the languages' list is read again: it names the current index.
    expect(site.reads.slice(first)).toEqual(['manifest.json']);

    let current = buildSearchIndex(records.slice(0, 20));
    const rebuilt: SiteSource = { ...site, searchFile: async (name) => JSON.parse(current.files.find((file) => file.name === name)?.content ?? 'null') as unknown };
    const again = createDocsSearch(rebuilt);
    const before = found(await again(index, 'tooltip', { limit: 10 })).hits.map((hit) => hit.url);
    current = output;
    const after = found(await again(index, 'tooltip', { limit: 10 })).hits.map((hit) => hit.url);
    expect(after).toEqual((await routesFound(output, 'tooltip')).map((route) => `https://mui.com/x${route}`));
    expect(after).not.toEqual(before);
  });
});
