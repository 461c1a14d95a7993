import { tokenize } from '../../templates/search/tokenize';
import type { SearchIndexManifest, SearchPageRecord } from '../../templates/shared/search';

/**
 * Added to a term's score (in units of its idf) when it appears in the page title, a section heading or
 * the product name. A bonus rather than a BM25F field weight: BM25 saturates term frequency, so a weight
 * of 6 on the title would count for less than two mentions in the prose.
 */
const BONUS = { title: 5, heading: 3, product: 1 } as const;
/** BM25 parameters for the prose (the usual values). */
const K1 = 1.2;
const B = 0.75;
/** Scores travel as small integers: quarters are finer than ranking needs and keep the shards compact. */
const SCORE_SCALE = 4;

interface Document {
  /** Title, heading and product words, with their bonus. */
  labels: { text: string; bonus: number }[];
  text: string;
}

export interface LanguageIndex {
  products: string[];
  pages: SearchIndexManifest['pages'];
  /** Sorted by term; each postings list is `[document delta, score, …]`. */
  postings: [term: string, postings: number[]][];
}

/** One document's terms as `[term, count in the prose, label bonus]`, plain arrays so they travel between threads and into the cache. */
interface DocumentStats {
  terms: [term: string, count: number, bonus: number][];
  length: number;
}

/** A page's share of the index: its manifest entry and the term statistics of its documents. */
export interface IndexedPage {
  record: SearchPageRecord;
  sections: [anchor: string, heading: string][];
  documents: DocumentStats[];
}

/**
 * Tokenises one page: a document for the title, product and the text before the first heading,
 * then one per section, so a hit can link to its heading. The expensive part of indexing, done per
 * page so a build can run it as pages arrive.
 */
export function indexPage(record: SearchPageRecord, lang: string): IndexedPage {
  const intro = record.sections.filter((s) => s.anchor === '');
  const sections = record.sections.filter((s) => s.anchor !== '');
  const documents: Document[] = [
    {
      labels: [
        { text: record.title, bonus: BONUS.title },
        { text: record.product, bonus: BONUS.product },
      ],
      text: intro.map((s) => s.text).join('\n'),
    },
    ...sections.map((s) => ({ labels: [{ text: s.heading, bonus: BONUS.heading }], text: s.text })),
  ];
  return { record, sections: sections.map((s) => [s.anchor, s.heading]), documents: documents.map((d) => documentStats(d, lang)) };
}

function documentStats({ labels, text }: Document, lang: string): DocumentStats {
  const tf = new Map<string, number>();
  const tokens = tokenize(text, lang, { parts: true });
  for (const { term } of tokens) tf.set(term, (tf.get(term) ?? 0) + 1);
  const bonus = new Map<string, number>();
  for (const label of labels) {
    // A word in a short title says more than the same word in a long one ("Tree View" vs "Tree View - Migration from v7").
    const words = tokenize(label.text, lang);
    const value = label.bonus / Math.sqrt(Math.max(1, words.length / 2));
    for (const { term } of tokenize(label.text, lang, { parts: true })) bonus.set(term, Math.max(bonus.get(term) ?? 0, value));
  }
  const terms: DocumentStats['terms'] = [...tf].map(([term, count]) => [term, count, bonus.get(term) ?? 0]);
  for (const [term, value] of bonus) if (!tf.has(term)) terms.push([term, 0, value]);
  return { terms, length: tokens.length };
}

/** Orders the pages by route (so the output does not depend on the order they arrived in) and scores every posting. */
export function assembleLanguage(indexed: IndexedPage[]): LanguageIndex {
  const products: string[] = [];
  const pages: SearchIndexManifest['pages'] = [];
  const stats: DocumentStats[] = [];
  for (const page of [...indexed].sort((a, b) => (a.record.route < b.record.route ? -1 : a.record.route > b.record.route ? 1 : 0))) {
    const { record } = page;
    if (!products.includes(record.product)) products.push(record.product);
    pages.push([record.route, record.title, products.indexOf(record.product), page.sections]);
    stats.push(...page.documents);
  }
  const averageLength = stats.reduce((sum, d) => sum + d.length, 0) / Math.max(1, stats.length);
  const byTerm = new Map<string, number[]>();
  stats.forEach(({ terms }, doc) => {
    for (const [term, count, bonus] of terms) {
      let list = byTerm.get(term);
      if (!list) byTerm.set(term, (list = []));
      list.push(doc, count, bonus);
    }
  });

  const postings: LanguageIndex['postings'] = [];
  for (const term of [...byTerm.keys()].sort()) {
    const entries = byTerm.get(term)!;
    const frequency = entries.length / 3;
    const idf = Math.log(1 + (stats.length - frequency + 0.5) / (frequency + 0.5));
    const encoded: number[] = [];
    let previous = 0;
    for (let i = 0; i < entries.length; i += 3) {
      const doc = entries[i]!;
      const count = entries[i + 1]!;
      const length = stats[doc]!.length;
      const prose = (count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / averageLength));
      encoded.push(doc - previous, Math.max(1, Math.round(idf * (prose + entries[i + 2]!) * SCORE_SCALE)));
      previous = doc;
    }
    postings.push([term, encoded]);
  }
  return { products, pages, postings };
}
