import type { SearchShard } from '../../templates/shared/search';

/**
 * Cuts the sorted term list into contiguous ranges of about `targetBytes` of JSON each. Ranges rather
 * than one file per prefix: shard sizes stay even whatever the vocabulary, an exact term lives in one
 * shard and a prefix query reads one or two neighbours.
 */
export function splitShards(postings: [term: string, postings: number[]][], targetBytes: number): SearchShard[] {
  const shards: SearchShard[] = [];
  let current: SearchShard = {};
  let bytes = 0;
  for (const [term, list] of postings) {
    if (bytes >= targetBytes) {
      shards.push(current);
      current = {};
      bytes = 0;
    }
    current[term] = list;
    bytes += JSON.stringify(term).length + JSON.stringify(list).length + 2;
  }
  if (bytes > 0 || shards.length === 0) shards.push(current);
  return shards;
}
