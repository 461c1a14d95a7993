import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../compiler/search/build-index';
import { searchVocabularies } from '../../compiler/search/vocabulary';
import type { SearchIndexManifest, SearchPageRecord } from '../../templates/shared/search';
import { createSearcher } from '../../templates/search/query';

const pages: SearchPageRecord[] = [
  { route: '/licensing/', lang: 'en', title: 'Licensing', product: 'Intro', sections: [{ anchor: '', heading: '', text: 'Set the license key once, before any component renders.' }] },
  { route: '/grid/export/', lang: 'en', title: 'Grid - Export', product: 'Grid', sections: [{ anchor: '', heading: '', text: 'Export the rows as CSV or Excel from the toolbar.' }] },
  {
    route: '/grid/accessibility/',
    lang: 'en',
    title: 'Grid - Accessibility',
    product: 'Grid',
    sections: [{ anchor: '', heading: '', text: 'Roles and labels for assistive technologies.' }],
  },
];

describe('search vocabulary', () => {
  it("spells the site's synonyms and the compiler's English ones as the index does, phrases as phrases", () => {
    const { en, fr } = searchVocabularies({ languages: ['en', 'fr'], defaultLanguage: 'en', searchSynonyms: { Watermark: ['license key'], 'screen readers': ['accessibility'] } });
    expect(en!.synonyms.watermark).toEqual(['licens', 'kei']);
    expect(en!.synonyms['screen reader']).toEqual(['accessibiliti', 'aria']);
    expect(en!.synonyms.notifi).toContain('event');
    expect(en!.fillers).toContain('want');
    // Another language has only the site's entries, and no question words.
    expect(fr!.synonyms).toEqual({ watermark: ['licens', 'kei'], 'screen reader': ['accessibiliti'] });
    expect(fr!.fillers).toEqual([]);
  });

  it("travels in the language's manifest, and a query finds a page by a synonym only it uses", async () => {
    const output = buildSearchIndex(pages, { vocabularies: searchVocabularies({ languages: ['en'], defaultLanguage: 'en', searchSynonyms: { watermark: ['license'], spreadsheet: ['excel'] } }) });
    const files = new Map(output.files.map((file) => [file.name, JSON.parse(file.content) as unknown]));
    const manifest = files.get(output.manifests.en!) as SearchIndexManifest;
    expect(manifest.synonyms?.watermark).toEqual(['licens']);
    const searcher = createSearcher(output.manifests.en!, 'en', async (name) => files.get(name));
    const first = async (query: string) => (await searcher.search(query)).groups[0]?.pages[0]?.route;
    expect(await first('why is there a watermark')).toBe('/licensing/');
    expect(await first('how do I get my rows into a spreadsheet')).toBe('/grid/export/');
    expect(await first('can a screen reader read it')).toBe('/grid/accessibility/');
  });
});
