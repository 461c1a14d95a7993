import { describe, expect, it } from 'vitest';
import { cacheLocaleFormats } from '../../compiler/fast-paths/locale-format-cache';

const DATES = [new Date(Date.UTC(2024, 0, 31, 23, 59, 58)), new Date(Date.UTC(1999, 11, 31, 12, 0, 0)), new Date(Date.UTC(2025, 5, 15, 4, 30, 0))];
const CASES: [Intl.LocalesArgument, Intl.DateTimeFormatOptions | undefined][] = [
  [undefined, undefined],
  ['en-US', undefined],
  ['en-US', { timeZone: 'America/New_York' }],
  ['en-US', { timeZone: 'Asia/Kolkata', timeZoneName: 'short' }],
  ['fr-FR', { hour: '2-digit', minute: '2-digit' }],
  ['de-DE', { year: 'numeric', month: 'long' }],
  [['ja-JP', 'en-US'], { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }],
  ['en-GB', { weekday: 'long', timeZone: 'Europe/London' }],
  ['en-US', { era: 'short' }],
];

/** What the runtime writes, before the cache is installed in this test file's thread. */
const expected = CASES.map(([locales, options]) => DATES.map((date) => date.toLocaleString(locales, options)));
const invalid = new Date(Number.NaN).toLocaleString('en-US', { timeZone: 'UTC' });

describe('cacheLocaleFormats', () => {
  it('writes what the runtime writes, for each locale and options, twice in a row', () => {
    cacheLocaleFormats();
    for (let round = 0; round < 2; round += 1) {
      expect(CASES.map(([locales, options]) => DATES.map((date) => date.toLocaleString(locales, options)))).toEqual(expected);
    }
    expect(new Date(Number.NaN).toLocaleString('en-US', { timeZone: 'UTC' })).toBe(invalid);
    expect(() => DATES[0]!.toLocaleString('en-US', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });

  it('makes the default formatter once, and leaves formatters with arguments and subclasses as they were', () => {
    cacheLocaleFormats();
    const first = Intl.DateTimeFormat();
    expect(new Intl.DateTimeFormat()).toBe(first);
    expect(first.resolvedOptions().timeZone).toBe(new Intl.DateTimeFormat(undefined, {}).resolvedOptions().timeZone);
    expect(first).toBeInstanceOf(Intl.DateTimeFormat);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' })).not.toBe(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }));
    class Labelled extends Intl.DateTimeFormat {
      label = 'mine';
    }
    const labelled = new Labelled();
    expect(labelled).toBeInstanceOf(Labelled);
    expect(labelled.label).toBe('mine');
    expect(Intl.DateTimeFormat.supportedLocalesOf(['en-US'])).toEqual(['en-US']);
  });
});
