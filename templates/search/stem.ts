/**
 * Steps 1 and 5a of the Porter stemmer (plurals, -ed, -ing, final y, final e): enough for "items" to
 * find "item", "boxes" "box" and "loading" "load", without the suffix steps that merge unrelated words
 * ("general", "generate"). Stems are only compared with other stems, never shown.
 */
export function stem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  return step5a(step1c(step1b(step1a(IRREGULAR.get(word) ?? word))));
}

/** Plurals and past forms the suffix rules miss: "axes" would become "ax", apart from "axis". */
const IRREGULAR = new Map([
  ['axes', 'axis'],
  ['indices', 'index'],
  ['children', 'child'],
  ['hid', 'hide'],
]);

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  return c !== 'y' || i === 0 || !isConsonant(w, i - 1);
}

/** Porter's m: the number of vowel–consonant sequences in the stem. */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  while (i < w.length && isConsonant(w, i)) i++;
  while (i < w.length) {
    while (i < w.length && !isConsonant(w, i)) i++;
    if (i >= w.length) break;
    m++;
    while (i < w.length && isConsonant(w, i)) i++;
  }
  return m;
}

function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n > 1 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** Consonant–vowel–consonant where the last is not w, x or y ("hop" → "hope" after "hoping"). */
function endsCvc(w: string): boolean {
  const n = w.length;
  return n > 2 && isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && !/[wxy]$/.test(w);
}

function step1a(w: string): string {
  if (w.endsWith('sses') || w.endsWith('ies')) return w.slice(0, -2);
  if (w.endsWith('ss')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  const suffix = w.endsWith('ed') ? 2 : w.endsWith('ing') ? 3 : 0;
  if (suffix === 0) return w;
  const base = w.slice(0, -suffix);
  if (!hasVowel(base)) return w;
  if (/(at|bl|iz)$/.test(base)) return `${base}e`;
  if (endsDoubleConsonant(base) && !/[lsz]$/.test(base)) return base.slice(0, -1);
  if (measure(base) === 1 && endsCvc(base)) return `${base}e`;
  return base;
}

function step1c(w: string): string {
  return w.endsWith('y') && hasVowel(w.slice(0, -1)) ? `${w.slice(0, -1)}i` : w;
}

/** Final e, so "boxes" (→ "boxe") meets "box" and "cache" meets "caches"; kept after cvc ("file", "hope"). */
function step5a(w: string): string {
  if (!w.endsWith('e')) return w;
  const base = w.slice(0, -1);
  const m = measure(base);
  return m > 1 || (m === 1 && !endsCvc(base)) ? base : w;
}
