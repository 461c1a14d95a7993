import type { DevSplice } from '../../templates/shared/dev';
import { commonEnd, commonStart } from '../helpers/common-parts';

/** The one change that turns `before` into `after`: what lies between their common start and common end. */
export function textSplice(before: string, after: string): DevSplice {
  const start = commonStart(before, after);
  const end = commonEnd(before, after, Math.min(before.length, after.length) - start);
  return { start, removed: before.length - end - start, inserted: after.slice(start, after.length - end) };
}
