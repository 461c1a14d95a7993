/** Id of the `<script type="application/json">` carrying the page's `AdsConfig`. */
export const ADS_CONFIG_ID = 'docs-ads-config';

/**
 * The page's reserved slot. Ad blockers' cosmetic lists hide `[data-ad-slot]` (AdSense's attribute) and
 * classes containing `ad-slot`, which would hide the in-house fallback too, hence a neutral name.
 */
export const AD_SLOT_SELECTOR = '[data-spot]';

/** One ad as the block renders it: an in-house ad from `content/ads/`, or a remote one mapped to this shape. */
export interface AdRecord {
  name: string;
  /** Where the ad leads. */
  link: string;
  /** A 130×100 image URL the page can load. */
  img: string;
  /** A line of HTML; only text and a few inline elements are kept. */
  description: string;
  /** Who serves the ad, e.g. `MUI` for in-house ads. */
  poweredby: string;
  /** Analytics label of the ad's clicks, e.g. `in-house-templates`. */
  label: string;
}

/** UI strings of the ad area, from the site's translations (`ads.*`). */
export interface AdStrings {
  likeTheProduct: string;
  adBlocker: string;
  thanks: string;
  publisherCredit: string;
  label: string;
}

/** What the server renders into each page that shows ads. */
export interface AdsConfig {
  /** URL of the ad block's ES module (`runtime/ads/entry.ts` bundled), imported after the page is up. */
  module: string;
  /** The sponsor's script, injected into the slot for image ads; it renders `#carbonads`. */
  sponsorScript: string;
  /** BuySellAds-style JSON endpoint of the inline ads. */
  endpoint: string;
  /** The house backers page: a sponsor block linking there means the sponsor has nothing to show. */
  backersUrl: string;
  inHouse: AdRecord[];
  /** Share of ad displays reported to analytics (0.1). */
  displaySampleRatio: number;
  strings: AdStrings;
}

export type AdShape = 'image' | 'inline';
