import type { AdRecord, AdShape } from '../../templates/shared/ads';

/** How often the slot is checked for the sponsor's block, and how many times at most. */
export const POLL_INTERVAL_MS = 500;
export const MAX_POLLS = 30;
/** The sponsor counts as blocked only after this many checks found nothing (about 3 s): slow networks are not ad blockers. */
export const BLOCKED_AFTER_POLLS = 6;
/** A display is reported only once the ad has been on screen this long. */
export const DISPLAY_DELAY_MS = 2500;
export const INLINE_SHARE = 0.2;
/** Share of blocked readers asked to allow ads instead of being shown an in-house ad. */
export const SUPPORT_SHARE = 0.2;

const CRAWLER = /bot|crawler|spider|robot/i;

/** Crawlers get an empty block, so ads are never indexed as page content. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

export function pickShape(random: () => number): AdShape {
  return random() < INLINE_SHARE ? 'inline' : 'image';
}

export type Fallback = { kind: 'support'; label: string } | { kind: 'in-house'; label: string; ad: AdRecord };

/** What a blocked reader sees: the support request, else a random in-house ad. */
export function pickBlockedFallback(random: () => number, ads: AdRecord[]): Fallback {
  if (random() < SUPPORT_SHARE || ads.length === 0) return { kind: 'support', label: 'in-house-adblock' };
  return { kind: 'in-house', label: 'in-house', ad: ads[Math.floor(random() * ads.length)]! };
}

/** What replaces a sponsor block that only links to the backers page: always an in-house ad. */
export function pickBackersFallback(random: () => number, ads: AdRecord[]): Fallback | undefined {
  const ad = ads[Math.floor(random() * ads.length)];
  return ad ? { kind: 'in-house', label: 'in-house-backers', ad } : undefined;
}
