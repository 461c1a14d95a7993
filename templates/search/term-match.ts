import { withinEdits } from './edit-distance';
import { derivedFrom, rootsOf } from './word-forms';

/** Every index term in `[from, to)` with its postings. */
export type TermRange = (from: string, to: string) => Promise<[string, number[]][]>;

export interface TermCandidate {
  term: string;
  postings: number[];
  /** How much a match on it counts, 1 for the term itself. */
  weight: number;
}

const MAX_PREFIX_TERMS = 40;
/**
 * The terms a word being typed begins count for this share of their weight when the index has the
 * word itself: it is likely finished ("past" of "a date in the past" rather than "pasteShiftPlan").
 */
const COMPLETION_OF_WORD = 0.5;
/** While a word is being typed ("loadi"), the index terms it extends ("load") match too. */
const MAX_TYPED_PAST_STEM = 3;
/** A term that matched nothing else may be a typo of one this many edits away (two from eight letters on). */
const TYPO_WEIGHT = 0.6;
/** Another derived form of the word ("indentation" for "indented"). */
const DERIVED_WEIGHT = 0.7;
/** A term the site's vocabulary gives for the word ("licens" for "watermark"), or one of its derived forms. */
const SYNONYM_WEIGHT = 0.8;
const LATIN = /^[a-z\d]+$/;

/**
 * The index terms a query term stands for: itself, its derived forms and the site's synonyms of it;
 * while it is typed, the terms it begins and the stems it extends. A term the index lacks is tried as
 * the start of longer terms (the stem of "migrate" is "migrat", the index has "migration"), then as
 * a typo of a term sharing its first two letters. Empty when nothing fits: the caller drops the word
 * and says so. Each index term is listed once, with its best weight.
 */
export async function candidatesFor(term: string, typing: boolean, termsIn: TermRange, synonyms: readonly string[] = []): Promise<TermCandidate[]> {
  const found = await ownCandidates(term, typing, termsIn);
  if (LATIN.test(term)) found.push(...(await derivedTerms(term, DERIVED_WEIGHT, termsIn)));
  return best([...found, ...(await synonymCandidates(synonyms, termsIn))]);
}

/**
 * The index terms of synonyms, and their derived forms: those of a word stand in for it, those of a
 * phrase ("screen reader" → accessibility, aria) are a concept the query asks about besides its words.
 */
export async function synonymCandidates(synonyms: readonly string[], termsIn: TermRange): Promise<TermCandidate[]> {
  const found: TermCandidate[] = [];
  for (const synonym of synonyms) {
    for (const [t, postings] of await termsIn(synonym, `${synonym}\u0000`)) found.push({ term: t, postings, weight: SYNONYM_WEIGHT });
    if (LATIN.test(synonym)) found.push(...(await derivedTerms(synonym, SYNONYM_WEIGHT * DERIVED_WEIGHT, termsIn)));
  }
  return best(found);
}

/** Each index term once, with its best weight. */
function best(candidates: readonly TermCandidate[]): TermCandidate[] {
  const byTerm = new Map<string, TermCandidate>();
  for (const candidate of candidates) if ((byTerm.get(candidate.term)?.weight ?? 0) < candidate.weight) byTerm.set(candidate.term, candidate);
  return [...byTerm.values()];
}

async function ownCandidates(term: string, typing: boolean, termsIn: TermRange): Promise<TermCandidate[]> {
  const found = (await termsIn(term, `${term}\u0000`)).map(([t, postings]) => ({ term: t, postings, weight: 1 }));
  if (typing || (found.length === 0 && term.length >= 3)) found.push(...(await longerTerms(term, termsIn, found.length > 0 ? COMPLETION_OF_WORD : 1)));
  if (typing) {
    for (let cut = 1; cut <= MAX_TYPED_PAST_STEM && term.length - cut >= 3; cut++) {
      const shorter = term.slice(0, -cut);
      for (const [t, postings] of await termsIn(shorter, `${shorter}\u0000`)) found.push({ term: t, postings, weight: shorter.length / term.length });
    }
  }
  if (found.length === 0 && term.length >= 4 && LATIN.test(term)) found.push(...(await typosOf(term, termsIn)));
  return found;
}

/** The index's other derived forms of `term` (see `word-forms.ts`). */
async function derivedTerms(term: string, weight: number, termsIn: TermRange): Promise<TermCandidate[]> {
  const found: TermCandidate[] = [];
  for (const root of rootsOf(term)) {
    for (const [t, postings] of await termsIn(root, `${root}\uffff`)) if (t !== term && derivedFrom(root, t)) found.push({ term: t, postings, weight });
  }
  return found;
}

/** The shortest terms `term` begins, weighted by how much of them it spells, times `share`. */
async function longerTerms(term: string, termsIn: TermRange, share: number): Promise<TermCandidate[]> {
  const longer = (await termsIn(`${term}\u0000`, `${term}\uffff`)).sort((a, b) => a[0].length - b[0].length).slice(0, MAX_PREFIX_TERMS);
  return longer.map(([t, postings]) => ({ term: t, postings, weight: (share * term.length) / t.length }));
}

async function typosOf(term: string, termsIn: TermRange): Promise<TermCandidate[]> {
  const most = term.length >= 8 ? 2 : 1;
  const head = term.slice(0, 2);
  const near = (await termsIn(head, `${head}\uffff`)).filter(([t]) => withinEdits(term, t, most));
  return near.map(([t, postings]) => ({ term: t, postings, weight: TYPO_WEIGHT }));
}
