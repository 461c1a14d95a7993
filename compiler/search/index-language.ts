import { countTerms, tokenize } from '../../templates/search/tokenize';
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
  /**
   * Sorted by term; each postings list `[document delta, score, …]` already as its JSON text: the
   * shards are written from these pieces, and a large site has millions of numbers to print.
   */
  postings: [term: string, json: string][];
}

/**
 * One document's terms as flat triples `term, count in the prose, label bonus × BONUS_SCALE`: one
 * plain array of strings and integers, so it travels between threads and into the cache as such, and
 * a build from the cache parses a site's worth of them (an array per term took 40% longer to parse).
 */
interface DocumentStats {
  terms: (string | number)[];
  length: number;
}

/** A language's pages and postings as `LanguageIndexer.snapshot` keeps them: documents numbered in page order. */
export interface IndexerSnapshot {
  lang: string;
  /** Route, title, product, sections and how many documents, of each page. */
  pages: [route: string, title: string, product: string, sections: [anchor: string, heading: string][], documents: number][];
  /** Each document's length in terms. */
  lengths: Int32Array;
  /** The terms in order, each with `counts[t]` numbers (document, count, bonus triples) in `triples`. */
  terms: string[];
  counts: Int32Array;
  triples: Int32Array;
}

/** A page's share of the index: its manifest entry and the term statistics of its documents (not its text). */
export interface IndexedPage {
  route: string;
  lang: string;
  title: string;
  product: string;
  sections: [anchor: string, heading: string][];
  documents: DocumentStats[];
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
      ],
      text: intro.map((s) => s.text).join('\n'),
    },
    ...sections.map((s) => ({ labels: [{ text: s.heading, bonus: BONUS.heading }], text: s.text })),
  ];
  return {
    route: record.route,
    lang,
    title: record.title,
    product: record.product,
    sections: sections.map((s) => [s.anchor, s.heading]),
    documents: documents.map((d) => documentStats(d, lang)),
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

/** A few milliseconds of work at a time: short enough for an edit to wait for. */
const POSTINGS_PER_SLICE = 20_000;
const PAGES_PER_SLICE = 2_000;

/** Inserts `value` into the ascending `list` (default string order, as `sort()` orders). */
function insertSorted(list: string[], value: string): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, value);
}

/** Runs a sliced computation without pausing. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Label bonuses are kept as integers in the postings: ten-thousandths are finer than the scores' quarters. */
const BONUS_SCALE = 10_000;

/** A growable list of `[document, count, bonus]` triples in one typed array: a large site's postings, without an object per number. */
class Triples {
  constructor(
    public data: Int32Array<ArrayBufferLike> = new Int32Array(12),
    public length = 0,
  ) {}

  push(doc: number, count: number, bonus: number): void {
    if (this.length + 3 > this.data.length) {
      const grown = new Int32Array(Math.max(12, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = doc;
    this.data[this.length++] = count;
    this.data[this.length++] = bonus;
  }
}

/**
 * One language's inverted index, built page by page. Postings are merged as pages arrive, so memory
 * grows with the vocabulary and the postings, not with every page's term lists; documents are
 * renumbered in route order at the end, so the output does not depend on arrival order. Adding a page
 * again (watch mode) retires its previous documents: their postings stay, but they get no number
 * at the end, which leaves them out.
 */
export class LanguageIndexer {
  constructor(readonly lang: string) {}

  private readonly pages = new Map<string, { page: Omit<IndexedPage, 'documents'>; docs: number[] }>();
  private readonly lengths: number[] = [];
  private readonly postings = new Map<string, Triples>();
  /** The terms in order, kept from one `assemble` to the next: a large site has hundreds of thousands, an edit adds a few. */
  private sortedTerms: string[] | undefined;

  add({ documents, ...page }: IndexedPage): void {
    const docs = documents.map(({ terms, length }) => {
      const doc = this.lengths.length;
      this.lengths.push(length);
      for (let i = 0; i < terms.length; i += 3) {
        const term = terms[i] as string;
        let list = this.postings.get(term);
        if (!list) {
          this.postings.set(term, (list = new Triples()));
          if (this.sortedTerms) insertSorted(this.sortedTerms, term);
        }
        list.push(doc, terms[i + 1] as number, terms[i + 2] as number);
      }
      return doc;
    });
    this.pages.set(page.route, { page, docs });
  }

  /** Drops a page (gone from the site): its documents are retired as `add` retires them. */
  remove(route: string): void {
    this.pages.delete(route);
  }

  /** The routes of the pages it holds. */
  routes(): IterableIterator<string> {
    return this.pages.keys();
  }

  /**
   * Its pages in a compact form, retired documents left out and the rest numbered afresh, in plain
   * arrays and typed arrays that `v8.serialize` writes as they are in memory.
   */
  snapshot(): IndexerSnapshot {
    const renumber = new Int32Array(this.lengths.length).fill(-1);
    const pages: IndexerSnapshot['pages'] = [];
    const lengths: number[] = [];
    for (const { page, docs } of this.pages.values()) {
      pages.push([page.route, page.title, page.product, page.sections, docs.length]);
      for (const doc of docs) {
        renumber[doc] = lengths.length;
        lengths.push(this.lengths[doc]!);
      }
    }
    const terms: string[] = [];
    const counts: number[] = [];
    const live: Int32Array[] = [];
    let total = 0;
    for (const term of (this.sortedTerms ??= [...this.postings.keys()].sort())) {
      const { data, length } = this.postings.get(term)!;
      const kept = new Int32Array(length);
      let size = 0;
      for (let i = 0; i < length; i += 3) {
        const doc = renumber[data[i]!]!;
        if (doc < 0) continue;
        kept[size++] = doc;
        kept[size++] = data[i + 1]!;
        kept[size++] = data[i + 2]!;
      }
      if (size === 0) continue;
      terms.push(term);
      counts.push(size);
      live.push(kept.subarray(0, size));
      total += size;
    }
    const triples = new Int32Array(total);
    let at = 0;
    for (const list of live) {
      triples.set(list, at);
      at += list.length;
    }
    return { lang: this.lang, pages, lengths: Int32Array.from(lengths), terms, counts: Int32Array.from(counts), triples };
  }

  /** An indexer holding what `snapshot` took: its postings are views of the snapshot's array until they grow. */
  static fromSnapshot(snapshot: IndexerSnapshot): LanguageIndexer {
    const indexer = new LanguageIndexer(snapshot.lang);
    // One push per document: spread into a single call, a large site's lengths overflow the stack.
    for (const length of snapshot.lengths) indexer.lengths.push(length);
    let doc = 0;
    for (const [route, title, product, sections, docCount] of snapshot.pages) {
      indexer.pages.set(route, { page: { route, lang: snapshot.lang, title, product, sections }, docs: Array.from({ length: docCount }, () => doc++) });
    }
    let at = 0;
    snapshot.terms.forEach((term, t) => {
      const size = snapshot.counts[t]!;
      indexer.postings.set(term, new Triples(snapshot.triples.subarray(at, at + size), size));
      at += size;
    });
    indexer.sortedTerms = [...snapshot.terms];
    return indexer;
  }

  /** BM25 for every posting, computed once here so the browser only adds precomputed scores. */
  assemble(): LanguageIndex {
    return runToEnd(this.assembleInSlices());
  }

  /**
   * `assemble` in slices of about 20,000 postings, so a caller can let other work run (watch
   * mode rewrites the index of a large site between edits) or stop. The indexer must not change while
   * paused.
   */
  *assembleInSlices(): Generator<void, LanguageIndex> {
    const products: string[] = [];
    const pages: SearchIndexManifest['pages'] = [];
    const number = new Int32Array(this.lengths.length).fill(-1);
    let documents = 0;
    let totalLength = 0;
    const ordered = [...this.pages.values()].sort((a, b) => (a.page.route < b.page.route ? -1 : a.page.route > b.page.route ? 1 : 0));
    let sliced = 0;
    for (const { page, docs } of ordered) {
      if (++sliced % PAGES_PER_SLICE === 0) yield;
      if (!products.includes(page.product)) products.push(page.product);
      pages.push([page.route, page.title, products.indexOf(page.product), page.sections]);
      for (const doc of docs) {
        number[doc] = documents++;
        totalLength += this.lengths[doc]!;
      }
    }
    const averageLength = totalLength / Math.max(1, documents);
    // BM25's length normalisation of each document, once per document instead of once per posting.
    const norms = new Float64Array(this.lengths.length);
    for (let doc = 0; doc < norms.length; doc += 1) norms[doc] = K1 * (1 - B + (B * this.lengths[doc]!) / averageLength);
    yield;
    const terms = (this.sortedTerms ??= [...this.postings.keys()].sort());
    const lists = terms.map((term) => this.postings.get(term)!);
    const order = yield* this.postingsInDocumentOrder(lists, number, documents);
    const postings: LanguageIndex['postings'] = [];
    let work = 0;
    for (let t = 0; t < terms.length; t += 1) {
      const first = order.termStart[t]!;
      const live = order.termStart[t + 1]! - first;
      if (live === 0) continue;
      work += live;
      if (work > POSTINGS_PER_SLICE) {
        work = 0;
        yield;
      }
      const data = lists[t]!.data;
      const idf = Math.log(1 + (documents - live + 0.5) / (live + 0.5));
      const encoded: number[] = [];
      let previous = 0;
      for (let j = first; j < first + live; j += 1) {
        const i = order.offsets[j]!;
        const doc = number[data[i]!]!;
        const count = data[i + 1]!;
        const prose = (count * (K1 + 1)) / (count + norms[data[i]!]!);
        encoded.push(doc - previous, Math.max(1, Math.round(idf * (prose + data[i + 2]! / BONUS_SCALE) * SCORE_SCALE)));
        previous = doc;
      }
      postings.push([terms[t]!, JSON.stringify(encoded)]);
    }
    return { products, pages, postings };
  }

  /**
   * Every term's live postings (offsets into its `data`) in the order of their documents' new
   * numbers, for all terms at once: the postings are moved into document order and back into term
   * order (two counting passes), instead of each term's list being sorted. Pages arrive in the
   * order they were rendered or found in the cache, not in route order, so nearly every list was out
   * of order, and sorting them was a third of a large site's scoring. Retired documents have no
   * number and are left out.
   */
  private *postingsInDocumentOrder(lists: readonly Triples[], number: Int32Array, documents: number): Generator<void, { termStart: Int32Array; offsets: Int32Array }> {
    const termStart = new Int32Array(lists.length + 1);
    const docStart = new Int32Array(documents + 1);
    for (let t = 0; t < lists.length; t += 1) {
      const { data, length } = lists[t]!;
      let live = 0;
      for (let i = 0; i < length; i += 3) {
        const doc = number[data[i]!]!;
        if (doc < 0) continue;
        live += 1;
        docStart[doc + 1] = docStart[doc + 1]! + 1;
      }
      termStart[t + 1] = termStart[t]! + live;
    }
    for (let doc = 0; doc < documents; doc += 1) docStart[doc + 1] = docStart[doc + 1]! + docStart[doc]!;
    const total = termStart[lists.length]!;
    yield;
    // Document-major: for each posting, its term and its offset in that term's list.
    const byDocTerm = new Int32Array(total);
    const byDocOffset = new Int32Array(total);
    let work = 0;
    for (let t = 0; t < lists.length; t += 1) {
      const { data, length } = lists[t]!;
      work += length / 3;
      if (work > POSTINGS_PER_SLICE * 4) {
        work = 0;
        yield;
      }
      for (let i = 0; i < length; i += 3) {
        const doc = number[data[i]!]!;
        if (doc < 0) continue;
        const at = docStart[doc]!;
        docStart[doc] = at + 1;
        byDocTerm[at] = t;
        byDocOffset[at] = i;
      }
    }
    yield;
    // Back to term-major, now in document order within each term.
    const offsets = new Int32Array(total);
    const cursor = termStart.slice(0, lists.length);
    for (let at = 0; at < total; at += 1) {
      const t = byDocTerm[at]!;
      offsets[cursor[t]!] = byDocOffset[at]!;
      cursor[t] = cursor[t]! + 1;
    }
    return { termStart, offsets };
  }
}
