import { describe, expect, it } from 'vitest';
import { BLOCKED_AFTER_POLLS, MAX_POLLS, POLL_INTERVAL_MS, isCrawler, pickBackersFallback, pickBlockedFallback, pickShape } from '../../runtime/ads/policy';
import { pollSponsor, type SponsorState } from '../../runtime/ads/poll';
import type { AdRecord } from '../../templates/shared/ads';
import { seeded, sequence } from '../fixtures/ads/random';

const ads: AdRecord[] = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, link: `https://example.test/${name}`, img: `${name}.svg`, description: name, poweredby: 'MUI', label: `in-house-${name}` }));

/** Runs the poller on a fake clock: `states` answers each check in turn (then `absent`). */
function runPoll(states: SponsorState[] = []) {
  const log: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let checks = 0;
  pollSponsor(
    {
      check: () => {
        checks += 1;
        log.push(`check@${now}`);
        return states[checks - 1] ?? 'absent';
      },
      onSponsor: () => log.push(`sponsor@${now}`),
      onBackers: () => log.push(`backers@${now}`),
      onBlocked: () => log.push(`blocked@${now}`),
    },
    (run, ms) => timers.push({ at: now + ms, run }),
  );
  while (timers.length > 0) {
    const next = timers.shift()!;
    now = next.at;
    next.run();
  }
  return { log, checks: () => checks, events: log.filter((entry) => !entry.startsWith('check')) };
}

describe('sponsor polling', () => {
  it('checks at once and every 500 ms, 30 times at most', () => {
    const { log, checks } = runPoll();
    expect(POLL_INTERVAL_MS).toBe(500);
    expect(checks()).toBe(MAX_POLLS);
    expect(MAX_POLLS).toBe(30);
    expect(log.filter((entry) => entry.startsWith('check'))).toEqual(Array.from({ length: 30 }, (_, i) => `check@${i * 500}`));
  });

  it('calls the sponsor blocked only after more than 6 empty checks, once', () => {
    const { events } = runPoll();
    expect(BLOCKED_AFTER_POLLS).toBe(6);
    // The 7th check happens at 3000 ms: six empty checks are not enough.
    expect(events).toEqual(['blocked@3000']);
  });

  it('a sponsor found by the 6th check is never blocked, and polling stops', () => {
    const { events, checks } = runPoll(['absent', 'absent', 'absent', 'absent', 'absent', 'present']);
    expect(events).toEqual(['sponsor@2500']);
    expect(checks()).toBe(6);
  });

  it('a sponsor found after the blocked verdict still wins, and polling stops', () => {
    const { events, checks } = runPoll([...Array<SponsorState>(11).fill('absent'), 'present']);
    expect(events).toEqual(['blocked@3000', 'sponsor@5500']);
    expect(checks()).toBe(12);
  });

  it('a sponsor block linking to the backers page ends polling with the backers answer', () => {
    const { events, checks } = runPoll(['absent', 'backers']);
    expect(events).toEqual(['backers@500']);
    expect(checks()).toBe(2);
  });
});

describe('ad decisions', () => {
  it('uses the inline shape for 20% of page loads', () => {
    expect(pickShape(sequence(0.19))).toBe('inline');
    expect(pickShape(sequence(0.2))).toBe('image');
    const random = seeded(1);
    const inline = Array.from({ length: 20_000 }, () => pickShape(random)).filter((shape) => shape === 'inline').length;
    expect(inline / 20_000).toBeCloseTo(0.2, 1);
  });

  it('shows blocked readers the support request 20% of the time, else a random in-house ad', () => {
    expect(pickBlockedFallback(sequence(0.19), ads)).toEqual({ kind: 'support', label: 'in-house-adblock' });
    expect(pickBlockedFallback(sequence(0.2, 0), ads)).toMatchObject({ kind: 'in-house', label: 'in-house', ad: { name: 'a' } });
    expect(pickBlockedFallback(sequence(0.5, 0.999), ads)).toMatchObject({ kind: 'in-house', ad: { name: 'e' } });
    const random = seeded(2);
    const picks = Array.from({ length: 20_000 }, () => pickBlockedFallback(random, ads));
    expect(picks.filter((pick) => pick.kind === 'support').length / 20_000).toBeCloseTo(0.2, 1);
    const names = new Set(picks.flatMap((pick) => (pick.kind === 'in-house' ? [pick.ad.name] : [])));
    expect([...names].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('asks for support when there is no in-house ad to show', () => {
    expect(pickBlockedFallback(sequence(0.9), [])).toEqual({ kind: 'support', label: 'in-house-adblock' });
  });

  it('replaces a backers-only sponsor block with an in-house ad, never the support request', () => {
    expect(pickBackersFallback(sequence(0.1), ads)).toMatchObject({ kind: 'in-house', label: 'in-house-backers', ad: { name: 'a' } });
    expect(pickBackersFallback(sequence(0.1), [])).toBeUndefined();
  });

  it('recognises crawlers by their user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
      'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
      'facebookexternalhit/1.1 Crawler',
      'Mozilla/5.0 (compatible; Robot/1.0)',
    ]) {
      expect(isCrawler(agent), agent).toBe(true);
    }
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    ]) {
      expect(isCrawler(agent), agent).toBe(false);
    }
  });
});
