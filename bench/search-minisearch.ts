/**
 * The relevance set run through MiniSearch (the engine of VitePress's local search), on the same
 * pages: each section of each page, read from the built site's markdown twins, indexed as VitePress
 * indexes them (the section's heading, its text, the page title; boosts 4, 2 and 1, prefix and fuzzy
 * 0.2 matching). Printed beside our own figures by `bench/search-figures.mjs`, with the gzipped
 * size of its serialised index: at full text, and with each section's text cut to fit our index's
 * bytes per page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { sectionTexts, twinUrl } from '../templates/search/snippets';
import type { SearchIndexManifest } from '../templates/shared/search';
import { figuresOf, rankOf, RELEVANCE_SET, type RelevanceFigures, type RelevanceQuery } from './search-relevance';

interface Section {
  id: number;
  route: string;
  title: string;
  heading: string;
  text: string;
}

export interface MiniSearchFigures {
  figures: RelevanceFigures;
  /** Gzipped bytes of the serialised index per page, summed over the languages. */
  bytesPerPage: number;
  /** Words of each section's text indexed; undefined for all. */
  words?: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** MiniSearch splits on spaces and punctuation; a VitePress site in Chinese gives it a word segmenter, as here. */
function tokenizer(lang: string) {
  return lang === 'zh' ? (text: string) => [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment) : (text: string) => text.match(WORD) ?? [];
}

/** Every section of every page of a language, from its markdown twin (tables read as text, code left out). */
export function sectionsOf(dist: string, lang: string): { sections: Section[]; pages: number } {
  const folder = path.join(dist, 'static', 'search');
  const manifests = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Record<string, string>;
  const manifest = JSON.parse(readFileSync(path.join(folder, manifests[lang]!), 'utf8')) as SearchIndexManifest;
  const sections: Section[] = [];
  for (const [route, title, , headings] of manifest.pages) {
    const markdown = readFileSync(path.join(dist, twinUrl('/', route)), 'utf8').replace(/^\s*\|(.*)$/gm, (_, row: string) => row.replace(/\|/g, ' '));
    const texts = sectionTexts(markdown);
    sections.push({ id: sections.length, route, title, heading: title, text: texts.get('') ?? '' });
    for (const section of headings) {
      const heading = typeof section === 'string' ? section : section[1];
      sections.push({ id: sections.length, route, title, heading, text: texts.get(heading.replace(/\s+/g, ' ').trim().toLowerCase()) ?? '' });
    }
  }
  return { sections, pages: manifest.pages.length };
}

function indexOf(sections: readonly Section[], lang: string, words?: number): MiniSearch<Section> {
  const index = new MiniSearch<Section>({ fields: ['heading', 'text', 'title'], storeFields: ['route'], tokenize: tokenizer(lang) });
  const cut = (text: string) => (words === undefined ? text : (text.match(WORD) ?? []).slice(0, words).join(' '));
  index.addAll(sections.map((s) => ({ ...s, text: cut(s.text) })));
  return index;
}

/** MiniSearch's figures on the relevance set, its text cut to `words` per section when given. */
export function miniSearchFigures(dist: string, words?: number, set: readonly RelevanceQuery[] = RELEVANCE_SET): MiniSearchFigures {
  const byLang = new Map<string, { index: MiniSearch<Section>; pages: number }>();
  let bytes = 0;
  let pages = 0;
  for (const lang of new Set(set.map((q) => q.lang ?? 'en'))) {
    const { sections, pages: count } = sectionsOf(dist, lang);
    const index = indexOf(sections, lang, words);
    byLang.set(lang, { index, pages: count });
    bytes += gzipSync(JSON.stringify(index), { level: 9 }).length;
    pages += count;
  }
  const outcomes = set.map((entry) => {
    const { index } = byLang.get(entry.lang ?? 'en')!;
    const hits = index.search(entry.query, { prefix: true, fuzzy: 0.2, boost: { heading: 4, text: 2, title: 1 } });
    const routes = [...new Set(hits.map((hit) => hit.route as string))];
    return { ...entry, rank: rankOf(routes, entry.pages), top: routes.slice(0, 3) };
  });
  return { figures: figuresOf(outcomes), bytesPerPage: bytes / pages, ...(words === undefined ? {} : { words }) };
}

/** The most words per section whose index stays within `budget` gzipped bytes per page (halving steps). */
export function miniSearchAtBudget(dist: string, budget: number): MiniSearchFigures {
  let low = 0;
  let high = 400;
  let best = miniSearchFigures(dist, 0);
  while (high - low > 4) {
    const middle = Math.floor((low + high) / 2);
    const tried = miniSearchFigures(dist, middle);
    if (tried.bytesPerPage <= budget) {
      best = tried;
      low = middle;
    } else high = middle;
  }
  return best;
}
