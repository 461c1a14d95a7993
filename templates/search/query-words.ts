import { termOf, tokenize } from './tokenize';

/** Terms that ask for a component's reference page rather than its guide ("DataGrid API", "date picker props"). */
const REFERENCE_TERMS = new Set(['api', 'prop']);
/** One word with a capital after a small letter, as components and hooks are written (`DataGridPro`, `useGridApiRef`), not acronyms (`CSV`). */
const IDENTIFIER = /^\s*[A-Za-z][A-Za-z\d]*[a-z\d][A-Z][A-Za-z\d]*\s*$/;
const WORD = /[\p{L}\p{N}]+/gu;

export interface QueryTerm {
  term: string;
  /** The last word, still being typed: it also matches the terms it begins. */
  typing: boolean;
  /** Where the words it stands for are in the query. */
  spans: [start: number, end: number][];
}

export interface ParsedQuery {
  terms: QueryTerm[];
  /** The reader names a component or asks for its API: reference pages first. */
  wantsReference: boolean;
  /** The terms of the query's words in order, stop words aside: phrases of the site's synonyms are looked up in it. */
  sequence: string[];
  /** Two or three words in a row written as one, as names are ("date picker" → `datepicker`): they spell an API page's title. */
  compounds: string[];
  /** Every word of the query, to say which were ignored. */
  words: { text: string; start: number; end: number }[];
  /** Where the reference words that steer the ranking are: used, though not searched for. */
  steering: [start: number, end: number][];
}

/**
 * A query's terms (as the index spells them) and what it asks for. Reference words, and the `fillers`
 * that frame a question (the manifest's), only steer the ranking unless nothing else is asked.
 */
export function parseQuery(query: string, lang: string, fillers: ReadonlySet<string> = new Set()): ParsedQuery {
  const byTerm = new Map<string, QueryTerm>();
  const tokens = tokenize(query, lang);
  for (const token of tokens) {
    let entry = byTerm.get(token.term);
    if (!entry) byTerm.set(token.term, (entry = { term: token.term, typing: false, spans: [] }));
    entry.spans.push([token.start, token.end]);
    if (token.end === query.length) entry.typing = true;
  }
  const all = [...byTerm.values()];
  const topical = all.filter((t) => !fillers.has(t.term));
  const asked = topical.filter((t) => !REFERENCE_TERMS.has(t.term));
  const terms = asked.length > 0 ? asked : topical.length > 0 ? topical : all;
  return {
    terms,
    wantsReference: all.some((t) => REFERENCE_TERMS.has(t.term) && !terms.includes(t)) || IDENTIFIER.test(query),
    sequence: tokens.map((t) => t.term),
    compounds: compoundsOf(tokens.map((t) => query.slice(t.start, t.end))),
    words: [...query.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length })),
    steering: all.filter((t) => REFERENCE_TERMS.has(t.term) && !terms.includes(t)).flatMap((t) => t.spans),
  };
}

/** The words no term in `used` stands for: stop words, single letters and words that matched nothing. */
export function ignoredWords(parsed: ParsedQuery, used: readonly QueryTerm[]): string[] {
  const spans = [...parsed.steering, ...used.flatMap((t) => t.spans)];
  return parsed.words.filter((w) => !spans.some(([start, end]) => start < w.end && end > w.start)).map((w) => w.text);
}

/** Runs of two and three words joined into one term. */
function compoundsOf(words: readonly string[]): string[] {
  const compounds: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= Math.min(words.length, start + 3); end++) {
      const term = termOf(words.slice(start, end).join(''));
      if (term) compounds.push(term);
    }
  }
  return compounds;
}

/** Longest phrase of the site's vocabulary, in words. */
const MAX_PHRASE = 3;

/**
 * The vocabulary's entries for the query: by term, the words that stand in for it; and the words of
 * each phrase of the query that has an entry ("screen reader"), a concept asked about besides its words.
 */
export function synonymsOf(parsed: ParsedQuery, vocabulary: ReadonlyMap<string, readonly string[]>): { byTerm: Map<string, readonly string[]>; phrases: (readonly string[])[] } {
  const byTerm = new Map(parsed.terms.map((t) => [t.term, vocabulary.get(t.term) ?? []]));
  const phrases: (readonly string[])[] = [];
  const { sequence } = parsed;
  for (let end = 1; end < sequence.length; end++) {
    for (let start = Math.max(0, end - MAX_PHRASE + 1); start < end; start++) {
      const words = vocabulary.get(sequence.slice(start, end + 1).join(' '));
      if (words) phrases.push(words);
    }
  }
  return { byTerm, phrases };
}
