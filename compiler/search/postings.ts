/**
 * A term's postings as the indexer keeps them: stored, compared with the last build's output, put in
 * document order and printed as a shard prints them.
 */
import { BONUS_QUARTERS, WEIGHT_COUNT_FACTOR } from '../../templates/shared/search';
import { BONUS_SCALE } from './index-language';

/** A few milliseconds of work at a time: short enough for an edit to wait for. */
export const POSTINGS_PER_SLICE = 20_000;

/** A growable list of `[document, count, bonus]` triples in one typed array: a large site's postings, without an object per number. */
export class Triples {
  /** Set by `scanAhead`: how many postings it covered (-1: none, the build scans the whole list), … */
  aheadLength = -1;
  /** … how many of them were live, … */
  aheadLive = 0;
  /** … and those whose documents left the term since the last build, as `[number there, count, bonus]`. */
  aheadGone: number[][] | undefined = undefined;

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

/** Whether every document numbered in both kept its number: then a term's postings changed only where its documents came or went. */
export function sameNumbers(built: Int32Array, number: Int32Array): boolean {
  for (let doc = 0; doc < built.length; doc += 1) {
    const before = built[doc]!;
    const now = number[doc]!;
    if (before >= 0 && now >= 0 && before !== now) return false;
  }
  return true;
}

/**
 * One term's postings against the output of the last build (`built`, by document: its number there):
 * how many are live, and whether the term's entry in the output changes. It does when the documents
 * that left the term differ from those that came, compared by number, count and bonus: a page edited
 * without touching this term leaves it as it was. Without `built`, it changes.
 */
export function scanPostings(data: Int32Array, length: number, number: Int32Array, built: Int32Array | undefined): { live: number; changed: boolean } {
  const { live, gone, came } = pass(data, 0, length, number, built, false)!;
  return { live, changed: !built || !samePostings(gone ?? [], came ?? []) };
}

/**
 * The part of `scanPostings` that can be done while documents may still come but none may retire (a
 * build waiting for the few pages it renders): the live postings, and those of the documents that left
 * the term. Not done (`aheadLength` -1) for a term a document already came to: whether it changed
 * depends on the numbers the documents get at the end.
 */
export function scanAhead(list: Triples, number: Int32Array, built: Int32Array | undefined): void {
  const found = pass(list.data, 0, list.length, number, built, true);
  list.aheadLength = found ? list.length : -1;
  list.aheadLive = found?.live ?? 0;
  list.aheadGone = found?.gone;
}

/**
 * `scanPostings` of a list `scanAhead` covered, at the build: only the postings pushed since are
 * read, documents that came (the last build had none of them, and none retired since).
 */
export function scanSince(list: Triples, number: Int32Array, built: Int32Array | undefined): { live: number; changed: boolean } {
  const { live, came } = pass(list.data, list.aheadLength, list.length, number, built, false)!;
  return { live: list.aheadLive + live, changed: !built || !samePostings(list.aheadGone ?? [], came ?? []) };
}

/**
 * One pass over the postings from offset `from`: the live ones, and as `[number, count, bonus]` those
 * of the documents that left the term since the last build (`built`) and of those that came;
 * undefined at the first that came when `stopAtCame`. A function of its own rather than a loop in a
 * generator, which V8 optimises.
 */
function pass(data: Int32Array, from: number, length: number, number: Int32Array, built: Int32Array | undefined, stopAtCame: boolean): { live: number; gone: number[][] | undefined; came: number[][] | undefined } | undefined {
  let live = 0;
  let gone: number[][] | undefined;
  let came: number[][] | undefined;
  for (let i = from; i < length; i += 3) {
    const doc = data[i]!;
    const now = number[doc]!;
    if (now >= 0) live += 1;
    if (!built) continue;
    const before = doc < built.length ? built[doc]! : -1;
    if (before >= 0 && now < 0) (gone ??= []).push([before, data[i + 1]!, data[i + 2]!]);
    else if (before < 0 && now >= 0) {
      if (stopAtCame) return undefined;
      (came ??= []).push([now, data[i + 1]!, data[i + 2]!]);
    }
  }
  return { live, gone, came };
}

function samePostings(gone: number[][], came: number[][]): boolean {
  if (gone.length !== came.length) return false;
  const byDoc = (a: number[], b: number[]) => a[0]! - b[0]!;
  gone.sort(byDoc);
  came.sort(byDoc);
  return gone.every((posting, i) => posting.every((value, k) => value === came[i]![k]));
}

/** One term's live postings (offsets into its `data`) in the order of their documents' numbers. */
export function offsetsInDocumentOrder({ data, length }: Triples, number: Int32Array): Int32Array {
  const offsets: number[] = [];
  for (let i = 0; i < length; i += 3) if (number[data[i]!]! >= 0) offsets.push(i);
  return Int32Array.from(offsets.sort((a, b) => number[data[a]!]! - number[data[b]!]!));
}

/** A term's postings as the shard prints them: `[document delta, weight, …]` (see `SearchShard`). */
export function encodePostings(data: Int32Array, offsets: Int32Array, number: Int32Array): string {
  const encoded: number[] = [];
  let previous = 0;
  for (const i of offsets) {
    const doc = number[data[i]!]!;
    encoded.push(doc - previous, data[i + 1]! * WEIGHT_COUNT_FACTOR + Math.round((data[i + 2]! * BONUS_QUARTERS) / BONUS_SCALE));
    previous = doc;
  }
  return JSON.stringify(encoded);
}

/**
 * Every term's live postings (offsets into its `data`) in the order of their documents' numbers, for
 * all terms at once: the postings are moved into document order and back into term order (two
 * counting passes), instead of each term's list being sorted. Pages arrive in the order they were
 * rendered or found in the cache, not in route order, so nearly every list was out of order, and
 * sorting them was a third of a large site's index build. Retired documents have no number and are
 * left out.
 */
export function* postingsInDocumentOrder(lists: readonly Triples[], number: Int32Array, documents: number): Generator<void, { termStart: Int32Array; offsets: Int32Array }> {
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
