import { describe, expect, it } from 'vitest';
import { commonEnd, commonStart } from '../../compiler/helpers/common-parts';
import { textSplice } from '../../compiler/dev/text-splice';
import { applySplice } from '../../templates/shared/dev';
import { seededRandom } from '../helpers/seeded-random';

const naiveStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};
const naiveEnd = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
};

describe('the splice between two documents', () => {
  it('is the least change that turns one into the other, at any length and position', () => {
    const random = seededRandom(5);
    for (let round = 0; round < 400; round += 1) {
      // Long runs of one letter make the common parts end anywhere, across the stretches compared at once.
      const before = Array.from({ length: random(400) }, () => 'abc'[random(3)]!.repeat(1 + (random(4) ? random(8) : random(300)))).join('').slice(0, random(3000));
      const at = random(before.length + 1);
      const after = before.slice(0, at) + 'ab'.slice(0, random(3)).repeat(random(3)) + before.slice(at + random(600));
      const splice = textSplice(before, after);
      expect(applySplice(before, splice)).toBe(after);
      // Nothing more of either end could be kept.
      const end = before.length - splice.start - splice.removed;
      expect(splice.start === before.length || splice.start === after.length || before[splice.start] !== after[splice.start]).toBe(true);
      expect(end === before.length - splice.start || end === after.length - splice.start || before.at(-1 - end) !== after.at(-1 - end)).toBe(true);
      expect(commonStart(before, after)).toBe(naiveStart(before, after));
      expect(commonEnd(before, after)).toBe(naiveEnd(before, after));
    }
  });
});
