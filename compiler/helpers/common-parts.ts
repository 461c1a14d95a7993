/** Characters compared at once before the last stretch is compared one by one (pages are 100-300 KB, markdown files a few). */
const STRETCH = 256;

/** The length of the longest common start of `a` and `b`. */
export function commonStart(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  let length = 0;
  while (length + STRETCH <= shorter && a.substring(length, length + STRETCH) === b.substring(length, length + STRETCH)) length += STRETCH;
  while (length < shorter && a.charCodeAt(length) === b.charCodeAt(length)) length += 1;
  return length;
}

/** The length of the longest common end of `a` and `b`, at most `limit`; `known`: a length already known to be common. */
export function commonEnd(a: string, b: string, limit = Math.min(a.length, b.length), known = 0): number {
  let length = known;
  while (length + STRETCH <= limit && a.substring(a.length - length - STRETCH, a.length - length) === b.substring(b.length - length - STRETCH, b.length - length)) length += STRETCH;
  while (length < limit && a.charCodeAt(a.length - 1 - length) === b.charCodeAt(b.length - 1 - length)) length += 1;
  return length;
}
