import { contentHash } from '../helpers/hash';
import type { SearchIndexManifest } from '../../templates/shared/search';
import { encodePostings, offsetsInDocumentOrder, POSTINGS_PER_SLICE, scanPostings, scanSince, Triples } from './postings';
import { cutShards, shardContent } from './shard-cuts';

/**
 * How a language's postings become its shard files: the live postings per term, the plan of which
 * shards the last build's files still serve, and the new shards' contents. `LanguageIndexer` runs
 * these steps in slices.
 */

/** A shard of the index, in term order: `content` is absent where the file the previous build wrote is reused. */
export interface AssembledShard {
  first: string;
  name: string;
  content?: string;
}

/** A shard a build wrote: `[first term, last term, how many terms, file name]`. The next build reuses the file while these and its terms' postings are the same. */
export type ShardRecord = [first: string, last: string, terms: number, name: string];

/** The documents' numbers in the output: pages in route order, each page's documents in a row. */
export interface Numbering {
  products: string[];
  pages: SearchIndexManifest['pages'];
  /** By document as added: its number, or -1 for a retired one. */
  number: Int32Array;
  /** By number: the document's length. */
  lengths: number[];
}

/**
 * Per term: its live postings, and whether they differ from the last build's (always, without one).
 * A list scanned ahead since (`ahead`) is read from that scan; the others in slices.
 */
export function* livePostings(lists: readonly Triples[], number: Int32Array, built: Int32Array | undefined, ahead: boolean): Generator<void, { live: Int32Array; changed: Uint8Array }> {
  const live = new Int32Array(lists.length);
  const changed = new Uint8Array(lists.length);
  let work = 0;
  for (let t = 0; t < lists.length; t += 1) {
    const list = lists[t]!;
    const { data, length } = list;
    const since = ahead && list.aheadLength >= 0 ? scanSince(list, number, built) : undefined;
    if (since) {
      live[t] = since.live;
      changed[t] = since.changed ? 1 : 0;
      continue;
    }
    work += length / 3;
    if (work > POSTINGS_PER_SLICE * 4) {
      work = 0;
      yield;
    }
    const scan = scanPostings(data, length, number, built);
    live[t] = scan.live;
    changed[t] = scan.changed ? 1 : 0;
  }
  return { live, changed };
}

/** A shard to write, as the terms `listed[from]` to `listed[to - 1]`; `reuse`: the last build's file that holds it as it is. */
interface PlannedShard {
  from: number;
  to: number;
  reuse?: string;
}

/**
 * The terms the output lists (by index into `terms`) with each one's estimated bytes in a shard, cut
 * into shards; one the last build wrote (`kept`) with the same terms, none of whose postings changed,
 * is reused while `kept.reusable` says its file is still there.
 */
export function planShards(
  terms: readonly string[],
  live: Int32Array,
  changed: Uint8Array,
  targetBytes: number,
  kept: { records: ShardRecord[]; reusable: (name: string) => boolean } | undefined,
): { listed: number[]; sizes: number[]; plan: PlannedShard[] } {
  const listed: number[] = [];
  for (let t = 0; t < terms.length; t += 1) if (live[t]! > 0) listed.push(t);
  const sizes = listed.map((t) => terms[t]!.length + 4 + 6 * live[t]!);
  const ends = cutShards(listed.map((t) => terms[t]!), sizes, targetBytes);
  const previous = new Map((kept?.records ?? []).map((record) => [record[0], record]));
  const plan: PlannedShard[] = [];
  let from = 0;
  for (const to of ends) {
    const first = from < to ? terms[listed[from]!]! : '';
    const last = from < to ? terms[listed[to - 1]!]! : '';
    const record = kept ? previous.get(first) : undefined;
    let same = record !== undefined && record[1] === last && record[2] === to - from && kept!.reusable(record[3]);
    for (let i = from; same && i < to; i += 1) if (changed[listed[i]!]) same = false;
    plan.push({ from, to, ...(same ? { reuse: record![3] } : {}) });
    from = to;
  }
  return { listed, sizes, plan };
}

/**
 * The shards of `plan`, each new one's content made (in slices) from its terms' postings in document
 * order (`ordered`, or each term's put in order here), and their records for the next build.
 */
export function* shardsOf(
  lang: string,
  plan: PlannedShard[],
  scan: { terms: readonly string[]; lists: readonly Triples[]; listed: number[]; live: Int32Array },
  number: Int32Array,
  ordered: { termStart: Int32Array; offsets: Int32Array } | undefined,
): Generator<void, { shards: AssembledShard[]; records: ShardRecord[] }> {
  const { terms, lists, listed, live } = scan;
  const shards: AssembledShard[] = [];
  const records: ShardRecord[] = [];
  let work = 0;
  for (const { from, to, reuse } of plan) {
    const shardTerms = listed.slice(from, to).map((t) => terms[t]!);
    const first = shardTerms[0] ?? '';
    if (reuse !== undefined) {
      shards.push({ first, name: reuse });
      records.push([first, shardTerms.at(-1) ?? '', to - from, reuse]);
      continue;
    }
    const postings = listed.slice(from, to).map((t) => {
      work += live[t]!;
      const offsets = ordered ? ordered.offsets.subarray(ordered.termStart[t]!, ordered.termStart[t + 1]!) : offsetsInDocumentOrder(lists[t]!, number);
      return encodePostings(lists[t]!.data, offsets, number);
    });
    const content = shardContent(shardTerms, postings);
    const name = `${lang}-${contentHash(content)}.json`;
    shards.push({ first, name, content });
    records.push([first, shardTerms.at(-1) ?? '', to - from, name]);
    if (work > POSTINGS_PER_SLICE) {
      work = 0;
      yield;
    }
  }
  return { shards, records };
}
