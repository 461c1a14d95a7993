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

/**
 * One language's documents and inverted index. Each page is a document (title, product and the text
 * before the first heading) followed by one document per section, so a hit can link to its heading.
 * BM25 is computed here, once, so the browser only adds precomputed scores.
 */
export function indexLanguage(records: SearchPageRecord[], lang: string): LanguageIndex {
  const products: string[] = [];
  const pages: SearchIndexManifest['pages'] = [];
  const documents: Document[] = [];
  for (const record of [...records].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))) {
    if (!products.includes(record.product)) products.push(record.product);
    const intro = record.sections.filter((s) => s.anchor === '');
    const sections = record.sections.filter((s) => s.anchor !== '');
    pages.push([record.route, record.title, products.indexOf(record.product), sections.map((s) => [s.anchor, s.heading])]);
    documents.push({
      labels: [
        { text: record.title, bonus: BONUS.title },
        { text: record.product, bonus: BONUS.product },
      ],
      text: intro.map((s) => s.text).join('\n'),
    });
    for (const s of sections) documents.push({ labels: [{ text: s.heading, bonus: BONUS.heading }], text: s.text });
  }

  const stats = documents.map(({ labels, text }) => {
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
    return { tf, bonus, length: tokens.length };
  });
  const averageLength = stats.reduce((sum, d) => sum + d.length, 0) / Math.max(1, stats.length);
  const byTerm = new Map<string, number[]>();
  stats.forEach(({ tf, bonus }, doc) => {
    for (const term of new Set([...tf.keys(), ...bonus.keys()])) {
      let list = byTerm.get(term);
      if (!list) byTerm.set(term, (list = []));
      list.push(doc);
    }
  });

  const postings: LanguageIndex['postings'] = [];
  for (const term of [...byTerm.keys()].sort()) {
    const docs = byTerm.get(term)!;
    const idf = Math.log(1 + (documents.length - docs.length + 0.5) / (docs.length + 0.5));
    const encoded: number[] = [];
    let previous = 0;
    for (const doc of docs) {
      const { tf, bonus, length } = stats[doc]!;
      const count = tf.get(term) ?? 0;
      const prose = (count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / averageLength));
      encoded.push(doc - previous, Math.max(1, Math.round(idf * (prose + (bonus.get(term) ?? 0)) * SCORE_SCALE)));
      previous = doc;
    }
    postings.push([term, encoded]);
  }
  return { products, pages, postings };
}
