import type { DevSplice } from '../../templates/shared/dev';

/** Characters compared at once before the last stretch is compared one by one (pages are 100-300 KB). */
const STRETCH = 256;

/** The length of the longest common start of `a` and `b`. */
export function commonStart(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  let length = 0;
  while (length + STRETCH <= shorter && a.substring(length, length + STRETCH) === b.substring(length, length + STRETCH)) length += STRETCH;
  while (length < shorter && a.charCodeAt(length) === b.charCodeAt(length)) length += 1;
  return length;
}

/** The length of the longest common end of `a` and `b`, at most `limit`. */
export function commonEnd(a: string, b: string, limit = Math.min(a.length, b.length)): number {
  let length = 0;
  while (length + STRETCH <= limit && a.substring(a.length - length - STRETCH, a.length - length) === b.substring(b.length - length - STRETCH, b.length - length)) length += STRETCH;
  while (length < limit && a.charCodeAt(a.length - 1 - length) === b.charCodeAt(b.length - 1 - length)) length += 1;
  return length;
}

/** The one change that turns `before` into `after`: what lies between their common start and common end. */
export function textSplice(before: string, after: string): DevSplice {
  const start = commonStart(before, after);
  const end = commonEnd(before, after, Math.min(before.length, after.length) - start);
  return { start, removed: before.length - end - start, inserted: after.slice(start, after.length - end) };
}
