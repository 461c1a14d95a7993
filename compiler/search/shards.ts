/** A shard as written: its first term and its JSON text, an object of term → postings list. */
export interface ShardText {
  first: string;
  content: string;
}

/**
 * Cuts the sorted term list (each term with its postings list's JSON text) into contiguous ranges of
 * about `targetBytes` of JSON each. Ranges rather than one file per prefix: shard sizes stay even
 * whatever the vocabulary, an exact term lives in one shard and a prefix query reads one or two
 * neighbours.
 *
 * The JSON is joined from the pieces in term order, not printed from an object: an object lists
 * integer-like keys ("2", "10") before the others, which both printed every number twice and, where
 * such a term followed another in a shard, named the shard after a term that was not its first.
 */
export function splitShards(postings: readonly [term: string, json: string][], targetBytes: number): ShardText[] {
  const shards: ShardText[] = [];
  let pieces: string[] = [];
  let first = '';
  let bytes = 0;
  const close = () => shards.push({ first, content: `{${pieces.join(',')}}` });
  for (const [term, json] of postings) {
    if (bytes >= targetBytes) {
      close();
      pieces = [];
      bytes = 0;
    }
    const key = JSON.stringify(term);
    if (pieces.length === 0) first = term;
    pieces.push(`${key}:${json}`);
    bytes += key.length + json.length + 2;
  }
  if (bytes > 0 || shards.length === 0) close();
  return shards;
}
