import { isCrawler } from './policy';
import { AD_SLOT_SELECTOR, type AdsConfig } from '../../templates/shared/ads';

type AdBlockModule = typeof import('./block');

/**
 * The part of the ad block every page loads: finds the reserved slot and imports the block itself
 * (`config.module`) once the page is up. Crawlers keep the slot empty and download nothing. A failed
 * import (the block's file blocked or offline) leaves the slot empty too: its height stays reserved.
 */
export function initAds(config: AdsConfig): void {
  const slot = document.querySelector<HTMLElement>(AD_SLOT_SELECTOR);
  if (!slot || isCrawler(navigator.userAgent)) return;
  (import(/* @vite-ignore */ config.module) as Promise<AdBlockModule>).then((module) => module.startAdBlock(slot, config)).catch(() => undefined);
}
