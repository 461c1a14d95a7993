import { plainAnchor } from '../../templates/search/plain-anchor';
import type { SearchIndexManifest } from '../../templates/shared/search';
import type { IndexedPage } from './index-language';
import { postingsInDocumentOrder, sameNumbers, scanAhead, Triples } from './postings';
import { livePostings, planShards, shardsOf, type AssembledShard, type Numbering, type ShardRecord } from './shard-assembly';

/** About 4.5 kB gzipped: small enough to fetch while typing, large enough to keep the request count low. */
const SHARD_TARGET_BYTES = 12_000;

export interface LanguageIndex {
  products: string[];
  pages: SearchIndexManifest['pages'];
  lengths: number[];
  /** In term order. `content` is absent where the file the previous build wrote is reused (`reusable`). */
  shards: AssembledShard[];
}

/**
 * Room left after a term's postings in a snapshot (in numbers: whole triples), so that a restored
 * term whose list is a view of the snapshot's array takes the postings of an edited page in place.
 * Without it, each term an edit touched was copied into a list twice its size: at 10,000 pages of a
 * small vocabulary, 0.15 s of a one-page rebuild. A long list gets a triple per 16 it holds, up to 64
 * (a page adds one per section that has the term); a short one, none: copying it costs nothing.
 */
function slackAfter(size: number): number {
  return 3 * Math.min(64, Math.floor(size / 48));
}

/** A language's pages and postings as `LanguageIndexer.snapshot` keeps them: documents numbered in page order. */
export interface IndexerSnapshot {
  lang: string;
  /** Route, title, product, sections, how many documents and whether it is an API reference page, of each page. */
  pages: [route: string, title: string, product: string, sections: [anchor: string, heading: string][], documents: number, reference: boolean][];
  /** Each document's length in terms. */
  lengths: Int32Array;
  /** The terms in order, each with `counts[t]` numbers (document, count, bonus triples) in `triples`, then `slackAfter(counts[t])` unused ones. */
  terms: string[];
  counts: Int32Array;
  triples: Int32Array;
}

/** The ascending lists `a` and `b` (default string order, as `sort()` orders) as one. */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(a[i]! < b[j]! ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}

/** A page about other versions, by its route or title: a migration guide, an upgrade guide, a changelog, release notes. */
const VERSIONS_PAGE = /migrat|upgrad|changelog|release[-\s]notes|what[’']?s[-\s]new/i;

/** The page's kind as the manifest marks it: 1 an API reference page, 2 a page about other versions, none a guide (see `SearchIndexManifest.pages`). */
function pageKind(page: Pick<IndexedPage, 'route' | 'title' | 'reference'>): 1 | 2 | undefined {
  if (page.reference) return 1;
  return VERSIONS_PAGE.test(page.route) || VERSIONS_PAGE.test(page.title) ? 2 : undefined;
}

/**
 * Marks each product's first guide (the shortest route) as kind 3, where a reader starts when no word
 * of a query is in the index: decided here, once, so the dialog's code need not.
 */
function markStartPages(pages: SearchIndexManifest['pages']): void {
  const first = new Map<number, SearchIndexManifest['pages'][number]>();
  for (const page of pages) {
    const known = first.get(page[2]);
    if (page[4] === undefined && (!known || page[0].length < known[0].length)) first.set(page[2], page);
  }
  for (const page of first.values()) page[4] = 3;
}

/** Runs a sliced computation without pausing. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * One language's inverted index, built page by page. Postings are merged as pages arrive, so memory
 * grows with the vocabulary and the postings, not with every page's term lists; documents are
 * renumbered in route order at the end, so the output does not depend on arrival order. Adding a page
 * again (watch mode) retires its previous documents: their postings stay, but they get no number
 * at the end, which leaves them out.
 *
 * Each build remembers the numbers it gave and the shards it wrote, so the next writes only the
 * shards whose terms' postings changed (see `assembleInSlices`).
 */
export class LanguageIndexer {
  /** `targetBytes`: what a shard aims at (tests set it small to get many). */
  constructor(
    readonly lang: string,
    private readonly targetBytes = SHARD_TARGET_BYTES,
  ) {}

  private readonly pages = new Map<string, { page: Omit<IndexedPage, 'documents'>; docs: number[] }>();
  private readonly lengths: number[] = [];
  private readonly postings = new Map<string, Triples>();
  /** The terms in order, kept from one build to the next: a large site has hundreds of thousands, an edit adds a few. */
  private sortedTerms: string[] | undefined;
  /** Terms added since `sortedTerms` was made, merged in when the order is next needed. */
  private newTerms: string[] = [];
  /** By document as added: its number in the output the last build wrote (-1: not in it). */
  private built: Int32Array | undefined;
  /** The shards that output holds. */
  private shards: ShardRecord[] = [];
  /** Whether the lists hold a `scanAhead` (their `ahead…` fields) no retired document has made stale since. */
  private scannedAhead = false;

  add({ documents, ...page }: IndexedPage): void {
    // Adding a page again retires its documents: terms no document joins may change too.
    if (this.pages.has(page.route)) this.scannedAhead = false;
    const docs = documents.map(({ terms, length }) => {
      const doc = this.lengths.length;
      this.lengths.push(length);
      for (let i = 0; i < terms.length; i += 3) {
        const term = terms[i] as string;
        let list = this.postings.get(term);
        if (!list) {
          this.postings.set(term, (list = new Triples()));
          if (this.sortedTerms) this.newTerms.push(term);
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
    this.scannedAhead = false;
  }

  /**
   * Does the part of the next build's scan that does not depend on pages still to come (see
   * `scanAhead` in postings.ts): a build calls it while it waits for the pages it renders, and then
   * reads only the postings those pages brought. Pages may be added after it; one retired undoes it.
   */
  scanAhead(): void {
    const { number } = this.numbering();
    for (const list of this.postings.values()) scanAhead(list, number, this.built);
    this.scannedAhead = true;
  }

  /** The routes of the pages it holds. */
  routes(): IterableIterator<string> {
    return this.pages.keys();
  }

  /** The shards of the last build's output (see `restoreOutput`). */
  shardRecords(): ShardRecord[] {
    return this.shards;
  }

  /**
   * Declares the index as it stands the one an output was built from, with that output's shards: a
   * build from a restored snapshot then writes only what changed since.
   */
  restoreOutput(shards: ShardRecord[]): void {
    this.built = this.numbering().number;
    this.shards = shards;
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
      pages.push([page.route, page.title, page.product, page.sections, docs.length, page.reference === true]);
      for (const doc of docs) {
        renumber[doc] = lengths.length;
        lengths.push(this.lengths[doc]!);
      }
    }
    const terms: string[] = [];
    const counts: number[] = [];
    const live: Int32Array[] = [];
    let total = 0;
    for (const term of this.termsInOrder()) {
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
      total += size + slackAfter(size);
    }
    const triples = new Int32Array(total);
    let at = 0;
    for (const list of live) {
      triples.set(list, at);
      at += list.length + slackAfter(list.length);
    }
    return { lang: this.lang, pages, lengths: Int32Array.from(lengths), terms, counts: Int32Array.from(counts), triples };
  }

  /** An indexer holding what `snapshot` took: its postings are views of the snapshot's array (with the room after each) until they grow past it. */
  static fromSnapshot(snapshot: IndexerSnapshot, targetBytes?: number): LanguageIndexer {
    const indexer = new LanguageIndexer(snapshot.lang, targetBytes);
    // One push per document: spread into a single call, a large site's lengths overflow the stack.
    for (const length of snapshot.lengths) indexer.lengths.push(length);
    let doc = 0;
    for (const [route, title, product, sections, docCount, reference] of snapshot.pages) {
      const page = { route, lang: snapshot.lang, title, product, sections, ...(reference ? { reference } : {}) };
      indexer.pages.set(route, { page, docs: Array.from({ length: docCount }, () => doc++) });
    }
    let at = 0;
    snapshot.terms.forEach((term, t) => {
      const size = snapshot.counts[t]!;
      const room = size + slackAfter(size);
      indexer.postings.set(term, new Triples(snapshot.triples.subarray(at, at + room), size));
      at += room;
    });
    indexer.sortedTerms = snapshot.terms;
    return indexer;
  }

  /**
   * The manifest's parts and the shards, in slices of about 20,000 postings, so a caller can let
   * other work run (watch mode rewrites the index of a large site between edits) or stop. The
   * indexer must not change while paused.
   *
   * A shard of the last build is reused, its file not written again, when `reusable` says the output
   * still holds it, every document kept its number, and the shard has the same terms with the same
   * postings: after a one-page edit, the shards of the terms whose postings the edit changed.
   */
  *assembleInSlices(reusable?: (name: string) => boolean): Generator<void, LanguageIndex> {
    const { products, pages, number, lengths } = this.numbering();
    const ahead = this.scannedAhead;
    this.scannedAhead = false;
    yield;
    const terms = this.termsInOrder();
    const lists = terms.map((term) => this.postings.get(term)!);
    const built = reusable && this.built && sameNumbers(this.built, number) ? this.built : undefined;
    const { live, changed } = yield* livePostings(lists, number, built, ahead);
    yield;
    const { listed, sizes, plan } = planShards(terms, live, changed, this.targetBytes, built ? { records: this.shards, reusable: reusable! } : undefined);
    yield;
    const written = plan.filter((shard) => shard.reuse === undefined);
    const bytesToWrite = written.reduce((sum, { from, to }) => sum + sizes.slice(from, to).reduce((a, b) => a + b, 0), 0);
    const allBytes = sizes.reduce((a, b) => a + b, 0);
    // Most of the index: every term's postings moved into document order at once. A few shards: term by term.
    const ordered = bytesToWrite * 4 > allBytes ? yield* postingsInDocumentOrder(lists, number, lengths.length) : undefined;
    const { shards, records } = yield* shardsOf(this.lang, plan, { terms, lists, listed, live }, number, ordered);
    this.built = number;
    this.shards = records;
    return { products, pages, lengths, shards };
  }

  private termsInOrder(): string[] {
    if (!this.sortedTerms) this.sortedTerms = [...this.postings.keys()].sort();
    else if (this.newTerms.length > 0) this.sortedTerms = mergeSorted(this.sortedTerms, this.newTerms.sort());
    this.newTerms = [];
    return this.sortedTerms;
  }

  /** Pages in route order, their documents numbered in that order. */
  private numbering(): Numbering {
    const products: string[] = [];
    const pages: SearchIndexManifest['pages'] = [];
    const number = new Int32Array(this.lengths.length).fill(-1);
    const lengths: number[] = [];
    const ordered = [...this.pages.values()].sort((a, b) => (a.page.route < b.page.route ? -1 : a.page.route > b.page.route ? 1 : 0));
    for (const { page, docs } of ordered) {
      if (!products.includes(page.product)) products.push(page.product);
      const kind = pageKind(page);
      const sections = page.sections.map((section) => (plainAnchor(section[1]) === section[0] ? section[1] : section));
      pages.push(kind ? [page.route, page.title, products.indexOf(page.product), sections, kind] : [page.route, page.title, products.indexOf(page.product), sections]);
      for (const doc of docs) {
        number[doc] = lengths.length;
        lengths.push(this.lengths[doc]!);
      }
    }
    markStartPages(pages);
    return { products, pages, number, lengths };
  }
}
