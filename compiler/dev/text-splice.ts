import type { DevSplice } from '../../templates/shared/dev';

/** The one change that turns `before` into `after`: what lies between their common start and common end. */
export function textSplice(before: string, after: string): DevSplice {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end += 1;
  return { start, removed: before.length - end - start, inserted: after.slice(start, after.length - end) };
}
