import { countTerms, tokenize } from '../../templates/search/tokenize';
import type { SearchPageRecord } from '../../templates/shared/search';

/**
 * Added to a term's score (in units of its idf) when it appears in the page title, a section heading,
 * a name the section shows (a demo's title, an API name its prose quotes) or the product name. A bonus
 * rather than a BM25F field weight: BM25 saturates term frequency, so a weight of 6 on the title would
 * count for less than two mentions in the prose.
 */
const BONUS = { title: 5, heading: 3, name: 1.5, product: 1 } as const;

interface Document {
  /** Title, heading and product words, with their bonus. */
  labels: { text: string; bonus: number }[];
  text: string;
}

/**
 * One document's terms as flat triples `term, count in the prose, label bonus × BONUS_SCALE`: one
 * plain array of strings and integers, so it travels between threads and into the cache as such, and
 * a build from the cache parses a site's worth of them (an array per term took 40% longer to parse).
 */
export interface DocumentStats {
  terms: (string | number)[];
  length: number;
}

/** A page's share of the index: its manifest entry and the term statistics of its documents (not its text). */
export interface IndexedPage {
  route: string;
  lang: string;
  title: string;
  product: string;
  sections: [anchor: string, heading: string][];
  documents: DocumentStats[];
  reference?: boolean;
}

/**
 * Tokenises one page: a document for the title, product and the text before the first heading,
 * then one per section, so a hit can link to its heading. The expensive part of indexing, done per
 * page by the render workers.
 */
export function indexPage(record: SearchPageRecord, lang: string): IndexedPage {
  const intro = record.sections.filter((s) => s.anchor === '');
  const sections = record.sections.filter((s) => s.anchor !== '');
  const documents: Document[] = [
    {
      labels: [
        { text: record.title, bonus: BONUS.title },
        { text: record.product, bonus: BONUS.product },
        ...intro.flatMap((s) => s.names ?? []).map((text) => ({ text, bonus: BONUS.name })),
      ],
      text: intro.map((s) => s.text).join('\n'),
    },
    ...sections.map((s) => ({ labels: [{ text: s.heading, bonus: BONUS.heading }, ...(s.names ?? []).map((text) => ({ text, bonus: BONUS.name }))], text: s.text })),
  ];
  return {
    route: record.route,
    lang,
    title: record.title,
    product: record.product,
    sections: sections.map((s) => [s.anchor, s.heading]),
    documents: documents.map((d) => documentStats(d, lang)),
    ...(record.reference ? { reference: true } : {}),
  };
}

function documentStats({ labels, text }: Document, lang: string): DocumentStats {
  const tf = new Map<string, number>();
  const length = countTerms(text, lang, tf);
  const bonus = new Map<string, number>();
  for (const label of labels) {
    // A word in a short title says more than the same word in a long one ("Tree View" vs "Tree View - Migration from v7").
    const words = tokenize(label.text, lang);
    const value = label.bonus / Math.sqrt(Math.max(1, words.length / 2));
    for (const { term } of tokenize(label.text, lang, { parts: true })) bonus.set(term, Math.max(bonus.get(term) ?? 0, value));
  }
  const terms: DocumentStats['terms'] = [];
  for (const [term, count] of tf) terms.push(term, count, Math.round((bonus.get(term) ?? 0) * BONUS_SCALE));
  for (const [term, value] of bonus) if (!tf.has(term)) terms.push(term, 0, Math.round(value * BONUS_SCALE));
  return { terms, length };
}

/** Label bonuses are kept as integers in the documents' stats: ten-thousandths (the shards carry quarters). */
export const BONUS_SCALE = 10_000;
