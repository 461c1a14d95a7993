/**
 * Where the sorted term list is cut into shards: after a term whose hash falls under its share of the
 * target size, once the shard holds half the target (a content-defined cut), or at one and a half
 * times the target. A cut depends on the term and the bytes since the last cut, not on a running total
 * from the first term: an edit that changes a few terms' postings moves at most the cuts next to
 * them, so every other shard keeps its bytes and its file name. (Cut every so many bytes from the
 * start, one added posting moved every later cut, and a one-page edit rewrote the whole index.)
 *
 * `sizes[i]` estimates term `i`'s bytes in a shard; returns the end (exclusive) of each shard, one
 * shard at least.
 */
export function cutShards(terms: readonly string[], sizes: ArrayLike<number>, target: number): number[] {
  const least = target / 2;
  const most = target * 1.5;
  // A term of `size` bytes ends a shard with probability size / span: about `target` bytes each.
  const span = target - least;
  const ends: number[] = [];
  let bytes = 0;
  for (let i = 0; i < terms.length; i += 1) {
    const size = sizes[i]!;
    bytes += size;
    if (bytes >= most || (bytes >= least && termHash(terms[i]!) < (size / span) * 2 ** 32)) {
      ends.push(i + 1);
      bytes = 0;
    }
  }
  if (bytes > 0 || ends.length === 0) ends.push(terms.length);
  return ends;
}

/** 32-bit FNV-1a of the term's UTF-16 code units. */
export function termHash(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i += 1) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A shard's JSON: its terms' postings joined in term order (an object printed by JSON.stringify would list integer-like keys first). */
export function shardContent(terms: readonly string[], postings: readonly string[]): string {
  return `{${terms.map((term, i) => `${JSON.stringify(term)}:${postings[i]!}`).join(',')}}`;
}
