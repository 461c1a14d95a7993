import { BONUS_QUARTERS, WEIGHT_COUNT_FACTOR } from '../shared/search';
import type { TermCandidate } from './term-match';

/** BM25 parameters for the prose (the usual values). */
export const K1 = 1.2;
const B = 0.75;
/** A term found only in the page's title and intro still counts for its sections, at this weight. */
const PAGE_CONTEXT = 0.5;
/**
 * A document's score is scaled by the share of the query it has, to this power: a section with every
 * word comes first, but one that misses a word the index has elsewhere is still listed, so a query
 * never goes empty for one unlucky word. Each term counts for its idf: a question's common words
 * ("column", "show") matter less than its rare ones ("watermark").
 */
const COVERAGE_POWER = 1.5;
/** An API reference page's score when the query asks for one (a component's name, "API", "props"), and when it does not. */
const REFERENCE_WANTED = 2;
const REFERENCE_UNWANTED = 0.4;
/**
 * A migration guide's or changelog's score when the query asks about migrating or a version, and when
 * it does not: such pages mention every feature once, and a feature's own page answers better.
 */
const VERSION_WANTED = 1.5;
const VERSION_UNWANTED = 0.5;
/**
 * A page's score grows by up to this share with how much of its title the query spells (the title's
 * own words: "Lines" of "Charts - Lines", "API" aside), in the query's words or their other forms and
 * synonyms: "date picker" finds the Date Picker guide before pages that only mention both words,
 * "DateRangePicker" its own API page before DateRangePickerDay's, and a question about an expanded
 * tree item the Expansion pages.
 */
const TITLE_MATCH = 1;
/**
 * A page's score when the query names its product ("grid", "chart", "tree", or a synonym of one): a
 * question about the grid's toolbar export wants the Data Grid's export page before the Charts' one.
 */
const PRODUCT_NAMED = 1.3;
/**
 * A page's score is its best document's, plus this share of its second best and this share squared
 * of its third: a page that answers a question in several sections comes before one that mentions
 * its words in passing once.
 */
const PAGE_DEPTH = 0.4;

export interface RankingIndex {
  /** By document: its page. */
  docPage: number[];
  /** By page: the document of its title and intro. */
  pageDoc: number[];
  /** By page: whether it is an API reference page. */
  reference: boolean[];
  /** By page: whether it is about other versions (a migration guide, a changelog). */
  versions: boolean[];
  /** By page: the terms of its title's own words (see `TITLE_MATCH`). */
  titleTerms: string[][];
  /** By page: the terms of its product's name (see `PRODUCT_NAMED`). */
  productTerms: string[][];
  /** By document: BM25's length normalisation, `K1 × (1 − B + B × length / average length)`. */
  norms: Float64Array;
}

export interface RankedPage {
  page: number;
  score: number;
  /** The share of the query (by importance) its best section has, title and intro counted in. */
  coverage: number;
  /** Its matching documents, best first. */
  docs: number[];
}

export function lengthNorms(lengths: readonly number[]): Float64Array {
  const average = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);
  return Float64Array.from(lengths, (length) => K1 * (1 - B + (B * length) / Math.max(1, average)));
}

/** BM25's idf of a term found in `postings` (document, weight pairs) among `documents`. */
export function idfOf(postings: readonly number[], documents: number): number {
  return Math.log(1 + (documents - postings.length / 2 + 0.5) / (postings.length / 2 + 0.5));
}

/** How much a query term counts towards a document's coverage: the idf of the best index term it stands for, by its weight. */
export function termImportance(candidates: readonly TermCandidate[], documents: number): number {
  return Math.max(0, ...candidates.map((c) => idfOf(c.postings, documents) * c.weight));
}

/** Document → score for one query term, the best of the index terms it stands for: BM25 of the prose plus the label bonus, in units of idf. */
export function termScores(candidates: readonly TermCandidate[], norms: Float64Array): Map<number, number> {
  const scores = new Map<number, number>();
  for (const { postings, weight } of candidates) {
    const idf = idfOf(postings, norms.length);
    let doc = 0;
    for (let i = 0; i < postings.length; i += 2) {
      doc += postings[i]!;
      const count = Math.floor(postings[i + 1]! / WEIGHT_COUNT_FACTOR);
      const bonus = (postings[i + 1]! % WEIGHT_COUNT_FACTOR) / BONUS_QUARTERS;
      const score = idf * ((count * (K1 + 1)) / (count + norms[doc]!) + bonus) * weight;
      if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
    }
  }
  return scores;
}

export interface RankingQuery {
  /** By query term: the index terms it stands for (`candidatesFor`). */
  alternatives: readonly ReadonlySet<string>[];
  /** Words in a row written as one (`ParsedQuery.compounds`): they spell titles too. */
  compounds: readonly string[];
  /** By query term (as `perTerm`): how much it counts towards coverage (`termImportance`). */
  importance: readonly number[];
  wantsReference: boolean;
  wantsVersion: boolean;
}

/** Pages by their best document's score, each with its matching documents. */
export function rankPages(index: RankingIndex, perTerm: readonly Map<number, number>[], query: RankingQuery): RankedPage[] {
  const pages = new Map<number, { docs: [number, number][]; coverage: number }>();
  const whole = query.importance.reduce((sum, value) => sum + value, 0) || 1;
  for (const doc of new Set(perTerm.flatMap((scores) => [...scores.keys()]))) {
    const page = index.docPage[doc]!;
    const context = index.pageDoc[page]!;
    let total = 0;
    let covered = 0;
    perTerm.forEach((scores, term) => {
      const score = scores.get(doc) ?? (scores.get(context) ?? 0) * PAGE_CONTEXT;
      if (score > 0) covered += query.importance[term]!;
      total += score;
    });
    const score = total * (covered / whole) ** COVERAGE_POWER;
    let entry = pages.get(page);
    if (!entry) pages.set(page, (entry = { docs: [], coverage: 0 }));
    entry.docs.push([doc, score]);
    entry.coverage = Math.max(entry.coverage, covered / whole);
  }
  const ranked: RankedPage[] = [];
  const spells = (term: string) => query.compounds.includes(term) || query.alternatives.some((alternatives) => alternatives.has(term));
  for (const [page, { docs, coverage }] of pages) {
    const [first = 0, second = 0, third = 0] = docs.map(([, score]) => score).sort((a, b) => b - a);
    const score = first + PAGE_DEPTH * second + PAGE_DEPTH ** 2 * third;
    const reference = index.reference[page] ? (query.wantsReference ? REFERENCE_WANTED : REFERENCE_UNWANTED) : 1;
    const kind = reference * (index.versions[page] ? (query.wantsVersion ? VERSION_WANTED : VERSION_UNWANTED) : 1) * (index.productTerms[page]!.some(spells) ? PRODUCT_NAMED : 1);
    const title = index.titleTerms[page]!;
    const spelled = title.filter(spells).length / Math.max(1, title.length);
    ranked.push({ page, coverage, score: score * kind * (1 + TITLE_MATCH * spelled), docs: docs.sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([doc]) => doc) });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}
