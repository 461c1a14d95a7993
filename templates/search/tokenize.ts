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
    for (const piece of text.matchAll(ALPHANUMERIC)) {
      const start = piece.index;
      const term = termOf(piece[0]);
      if (term) tokens.push({ term, start, end: start + piece[0].length });
      if (options.parts) tokens.push(...camelParts(piece[0], start));
    }
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
    for (const piece of segment.segment.matchAll(ALPHANUMERIC)) {
      const start = segment.index + piece.index;
      const term = termOf(piece[0]);
      if (term) tokens.push({ term, start, end: start + piece[0].length });
      if (options.parts) tokens.push(...camelParts(piece[0], start));
    }
  }
  flushRun();
  return tokens;
}

function camelParts(word: string, offset: number): Token[] {
  const parts = [...word.matchAll(CAMEL_PARTS)];
  if (parts.length < 2) return [];
  return parts.flatMap((part) => {
    const term = termOf(part[0]);
    const start = offset + part.index;
    return term ? [{ term, start, end: start + part[0].length }] : [];
  });
}
