import { safeUrl } from '../sanitize-html';
import type { AdRecord } from '../../templates/shared/ads';

/** Fetches made at most while the endpoint answers without a usable ad. */
export const MAX_FETCH_ATTEMPTS = 10;

/** The fields read from one entry of the endpoint's `ads` list; the rest is ignored. */
export interface RemoteAd {
  company?: string;
  description?: string;
  image?: string;
  statlink: string;
  statimp?: string;
  /** Tracking URLs separated by `||`, each with a `[timestamp]` placeholder. */
  pixel?: string;
  timestamp?: string | number;
}

/** The first entry that is not empty and has a click link; the endpoint pads its list with `{}`. */
export function firstValidAd(body: unknown): RemoteAd | undefined {
  const ads = (body as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return undefined;
  return ads.find(
    (ad): ad is RemoteAd => typeof ad === 'object' && ad !== null && typeof ad.statlink === 'string' && ad.statlink !== '',
  );
}

/**
 * Asks the endpoint until it returns a usable ad, at most `MAX_FETCH_ATTEMPTS` times. A network error
 * (usually an ad blocker) or a malformed answer means no ad, silently: the block falls back on its own.
 */
export async function fetchRemoteAd(endpoint: string, fetchJson: (url: string) => Promise<unknown> = (url) => fetch(url).then((r) => r.json())): Promise<RemoteAd | undefined> {
  try {
    for (let attempt = 0; attempt < MAX_FETCH_ATTEMPTS; attempt += 1) {
      const ad = firstValidAd(await fetchJson(endpoint));
      if (ad) return ad;
    }
  } catch {
    // Blocked or offline: no ad.
  }
  return undefined;
}

/** The impression URL and every pixel URL with its timestamp filled in; only http(s) URLs are kept. */
export function trackingUrls(ad: RemoteAd, base?: string): string[] {
  const pixels = ad.pixel ? ad.pixel.split('||').map((url) => url.replaceAll('[timestamp]', String(ad.timestamp ?? ''))) : [];
  return [ad.statimp ?? '', ...pixels].flatMap((url) => {
    const safe = url.trim() ? safeUrl(url.trim(), base) : undefined;
    return safe ? [safe] : [];
  });
}

/** A remote ad in the block's shape; a link or image that is not http(s) is dropped. */
export function toAdRecord(ad: RemoteAd, base?: string): AdRecord | undefined {
  const link = safeUrl(ad.statlink, base);
  if (!link) return undefined;
  const img = ad.image ? safeUrl(ad.image, base) : undefined;
  return { name: ad.company ?? '', link, img: img ?? '', description: ad.description ?? '', poweredby: 'Carbon', label: 'remote-inline' };
}
