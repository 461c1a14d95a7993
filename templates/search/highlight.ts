import { tokenize } from './tokenize';

/** Offsets `[start, end)` of the words of `text` whose terms matched, overlapping ranges merged. */
export function highlightRanges(text: string, lang: string, terms: ReadonlySet<string>): [number, number][] {
  const ranges: [number, number][] = [];
  const hits = tokenize(text, lang, { parts: true })
    .filter((t) => terms.has(t.term))
    .sort((a, b) => a.start - b.start);
  for (const { start, end } of hits) {
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}
