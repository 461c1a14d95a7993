import { stem } from './stem';

/**
 * Text → index terms, shared by the index build and the browser so both sides agree on every term.
 * Kept free of DOM and Node APIs for that reason.
 */
export interface Token {
  term: string;
  /** UTF-16 offsets of the matched text, for highlighting. */
  start: number;
  end: number;
}

/** Too common to tell sections apart; dropping them keeps postings lists short. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how if in into is it its of on or so than that the their them then there these they this those to was we were what when which will with you your'.split(' '),
);

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const ALPHANUMERIC = /[\p{L}\p{N}]+/gu;
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(lang: string): Intl.Segmenter {
  let s = segmenters.get(lang);
  if (!s) segmenters.set(lang, (s = new Intl.Segmenter(lang, { granularity: 'word' })));
  return s;
}

/** A Latin-script word's term: lower-cased and stemmed; `undefined` for stop words and single letters. */
export function termOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower) || /^\p{L}$/u.test(lower)) return undefined;
  return stem(lower);
}

/**
 * Words are found by `Intl.Segmenter` in the page's language. ICU's Chinese dictionary misses many
 * technical words (组件 and 加载 come out as single characters), so runs of single-character segments
 * are indexed as overlapping bigrams: a two-character query then finds the word inside a sentence
 * whatever the dictionary knows. With `parts`, identifiers also yield their camelCase parts
 * ("RichTreeView" is found by "tree view"); queries leave it off so they match whole identifiers.
 */
export function tokenize(text: string, lang: string, options: { parts?: boolean } = {}): Token[] {
  const tokens: Token[] = [];
  // Text without CJK characters splits into the same words by a regular expression, several times
  // faster than the segmenter, which matters when a build indexes thousands of sections.
  if (!CJK.test(text)) {
    for (const piece of text.matchAll(ALPHANUMERIC)) pushWord(tokens, piece[0], piece.index, options.parts);
    return tokens;
  }
  let run: Intl.SegmentData[] = [];
  const flushRun = () => {
    if (run.length === 1) tokens.push({ term: run[0]!.segment, start: run[0]!.index, end: run[0]!.index + 1 });
    for (let i = 1; i < run.length; i++) {
      tokens.push({ term: run[i - 1]!.segment + run[i]!.segment, start: run[i - 1]!.index, end: run[i]!.index + run[i]!.segment.length });
    }
    run = [];
  };
  for (const segment of segmenter(lang).segment(text)) {
    if (!segment.isWordLike) {
      flushRun();
      continue;
    }
    if (CJK.test(segment.segment)) {
      if ([...segment.segment].length === 1) {
        run.push(segment);
        continue;
      }
      flushRun();
      tokens.push({ term: segment.segment, start: segment.index, end: segment.index + segment.segment.length });
      continue;
    }
    flushRun();
    for (const piece of segment.segment.matchAll(ALPHANUMERIC)) pushWord(tokens, piece[0], segment.index + piece.index, options.parts);
  }
  flushRun();
  return tokens;
}

/** A word's own term and its camelCase parts' terms (offsets within the word). */
interface WordTerms {
  term: string | undefined;
  parts: Token[];
}

/** Words repeat a lot across a site: each is lower-cased, stemmed and split once. Bounded, as a build indexes any vocabulary. */
const wordTerms = new Map<string, WordTerms>();
const WORD_CACHE_LIMIT = 100_000;

function termsOfWord(word: string): WordTerms {
  let terms = wordTerms.get(word);
  if (!terms) {
    if (wordTerms.size >= WORD_CACHE_LIMIT) wordTerms.clear();
    terms = { term: termOf(word), parts: camelParts(word) };
    wordTerms.set(word, terms);
  }
  return terms;
}

function pushWord(tokens: Token[], word: string, start: number, parts: boolean | undefined): void {
  const terms = termsOfWord(word);
  if (terms.term) tokens.push({ term: terms.term, start, end: start + word.length });
  if (parts) for (const part of terms.parts) tokens.push({ term: part.term, start: start + part.start, end: start + part.end });
}

function camelParts(word: string): Token[] {
  const parts = [...word.matchAll(CAMEL_PARTS)];
  if (parts.length < 2) return [];
  return parts.flatMap((part) => {
    const term = termOf(part[0]);
    return term ? [{ term, start: part.index, end: part.index + part[0].length }] : [];
  });
}

/**
 * Adds each term of `text` to `counts` (as `tokenize` with `parts` finds them) and returns how many
 * there were: what the index needs, without a token object per word.
 */
export function countTerms(text: string, lang: string, counts: Map<string, number>): number {
  if (CJK.test(text)) {
    const tokens = tokenize(text, lang, { parts: true });
    for (const { term } of tokens) counts.set(term, (counts.get(term) ?? 0) + 1);
    return tokens.length;
  }
  let length = 0;
  for (const piece of text.matchAll(ALPHANUMERIC)) {
    const terms = termsOfWord(piece[0]);
    if (terms.term) {
      counts.set(terms.term, (counts.get(terms.term) ?? 0) + 1);
      length += 1;
    }
    for (const part of terms.parts) counts.set(part.term, (counts.get(part.term) ?? 0) + 1);
    length += terms.parts.length;
  }
  return length;
}
