/** Why a cache read found nothing it could use. */
export type MissReason = 'absent' | 'format' | 'inputs' | 'unreadable';

/** What a cache read found: its value, or why not (with the key input that changed, where the cache can tell). */
export type CacheRead<T> = { hit: true; value: T } | { hit: false; reason: MissReason; input?: string };

/** One cache's reads in this process: its hits, its misses by reason, and the inputs named by its `inputs` misses. */
export interface CacheCount {
  hits: number;
  misses: Record<MissReason, number>;
  changed: Record<string, number>;
}

/** Every cache's reads, by namespace: plain data, so that a worker posts its own to the main thread (`addTally`). */
export type CacheTally = Record<string, CacheCount>;

const REASONS: readonly MissReason[] = ['absent', 'format', 'inputs', 'unreadable'];

let tally: CacheTally = {};

const emptyCount = (): CacheCount => ({ hits: 0, misses: { absent: 0, format: 0, inputs: 0, unreadable: 0 }, changed: {} });

export function countRead(namespace: string, read: CacheRead<unknown>): void {
  const count = (tally[namespace] ??= emptyCount());
  if (read.hit) {
    count.hits += 1;
    return;
  }
  count.misses[read.reason] += 1;
  if (read.input !== undefined) count.changed[read.input] = (count.changed[read.input] ?? 0) + 1;
}

/** This thread's reads since the last `takeTally`, which then starts again from none (a worker kept for the next build reports each build's once). */
export function takeTally(): CacheTally {
  const taken = tally;
  tally = {};
  return taken;
}

/** Adds another thread's reads (a render worker's) to this thread's. */
export function addTally(other: CacheTally): void {
  for (const [namespace, theirs] of Object.entries(other)) {
    const ours = (tally[namespace] ??= emptyCount());
    ours.hits += theirs.hits;
    for (const reason of REASONS) ours.misses[reason] += theirs.misses[reason];
    for (const [input, n] of Object.entries(theirs.changed)) ours.changed[input] = (ours.changed[input] ?? 0) + n;
  }
}

/**
 * `--explain-cache`: a line per cache, its hits then its misses by reason, each `inputs` miss with the
 * inputs that changed (`shared: 0 hits, 1 miss (inputs 1: roots)`).
 */
export function explainTally(counts: CacheTally): string {
  const names = Object.keys(counts).sort();
  if (!names.length) return 'Caches: none read.\n';
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => {
    const { hits, misses, changed } = counts[name]!;
    const missed = REASONS.reduce((sum, reason) => sum + misses[reason], 0);
    const reasons = REASONS.filter((reason) => misses[reason] > 0).map((reason) => {
      const inputs = reason === 'inputs' ? Object.entries(changed).map(([input, n]) => (n === 1 ? input : `${input} ×${n}`)) : [];
      return `${reason} ${misses[reason]}${inputs.length ? `: ${inputs.join(', ')}` : ''}`;
    });
    return `  ${name.padEnd(width)}  ${plural(hits, 'hit')}, ${plural(missed, 'miss', 'misses')}${reasons.length ? ` (${reasons.join('; ')})` : ''}`;
  });
  return `Caches, hits and misses by reason:\n${lines.join('\n')}\n`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
