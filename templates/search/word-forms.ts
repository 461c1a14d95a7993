/**
 * Derived forms of a stem, for words a question writes in another form than the page ("indented" and
 * "Indentation", "expanded" and "Expansion", "clickable" and "click"): Porter's step 1 leaves these
 * apart, and its later steps merge unrelated words ("general" and "generate"), so they are matched
 * here, at query time, as candidates of lower weight rather than by stemming the index harder.
 */

/** Derivational endings as the stemmer leaves them ("editable" → "editabl", "visibility" → "visibiliti"). */
const SUFFIXES = ['', 'ation', 'ition', 'ion', 'ization', 'ment', 'abl', 'ibl', 'abil', 'ibil', 'iti', 'ness', 'al', 'iv', 'or', 'er', 'iz'];
/** Stem endings that change before a suffix: "expand" / "expansion", "extend" / "extension". */
const ALTERNATIONS: [string, string][] = [
  ['nd', 'ns'],
  ['ns', 'nd'],
  ['abl', 'abil'],
  ['ibl', 'ibil'],
];
const MIN_ROOT = 4;

/** The roots a stem's derived forms begin with: the stem less one derivational ending, and its alternations. */
export function rootsOf(term: string): string[] {
  const roots = new Set<string>();
  for (const suffix of SUFFIXES) {
    if (!term.endsWith(suffix) || term.length - suffix.length < MIN_ROOT) continue;
    const root = term.slice(0, term.length - suffix.length);
    roots.add(root);
    for (const [from, to] of ALTERNATIONS) if (root.endsWith(from)) roots.add(root.slice(0, -from.length) + to);
  }
  return [...roots];
}

/** Whether `candidate` is `root` with a derivational ending. */
export function derivedFrom(root: string, candidate: string): boolean {
  return candidate.startsWith(root) && SUFFIXES.includes(candidate.slice(root.length));
}
