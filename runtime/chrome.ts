import { applyColorMode, followSystemColorMode, readColorMode, setColorMode } from './color-mode';
import { initCodeTabs } from './code-tabs';
import { initCopyButtons, initCopyPageMarkdown, initCopyShortcut } from './copy';
import { loadListings } from './lazy-listing';
import { registerServiceWorker } from './service-worker';
import { initSearchTrigger } from './search/trigger';
import { initAds } from './ads/index';
import { ADS_CONFIG_ID, type AdsConfig } from '../templates/shared/ads';
import { ANALYTICS_CONFIG_ID, type AnalyticsConfig } from '../templates/shared/analytics';
import { initAnalytics } from './analytics';
import { FEEDBACK_CONFIG_ID, type FeedbackConfig } from '../templates/shared/feedback';
import { initFeedback } from './feedback';

function pageConfig<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
import { initDrawer } from './drawer';
import { initLazyNav } from './nav-lazy';
import { initSettings } from './settings';
import { initTocHighlight } from './toc';

/**
 * The script every page loads: plain DOM code for the app frame, no React.
 * Islands (demos and other interactive components) are hydrated by their own chunks.
 */
function start(): void {
  // Third-party stylesheets load as print-only so they never block rendering, then apply to the screen.
  document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]').forEach((link) => {
    if (link.sheet) link.media = 'all';
    else link.addEventListener('load', () => (link.media = 'all'), { once: true });
  });
  applyColorMode(readColorMode());
  followSystemColorMode();
  document.querySelector('[data-color-mode-toggle]')?.addEventListener('click', () => {
    setColorMode(document.documentElement.classList.contains('mode-dark') ? 'light' : 'dark');
  });
  // A reader who chose JavaScript (cookie or `.js` hash, applied by the head script) gets the
  // JavaScript listings, kept out of the page, at once.
  if (document.documentElement.classList.contains('code-js')) void loadListings();
  initCodeTabs();
  initCopyButtons();
  initCopyPageMarkdown();
  initCopyShortcut();
  initDrawer();
  initLazyNav();
  initSettings();
  initTocHighlight();
  registerServiceWorker();
  initSearchTrigger();
  const analytics = pageConfig<AnalyticsConfig>(ANALYTICS_CONFIG_ID);
  if (analytics) initAnalytics(analytics);
  const feedback = pageConfig<FeedbackConfig>(FEEDBACK_CONFIG_ID);
  if (feedback) initFeedback(feedback);
  const ads = pageConfig<AdsConfig>(ADS_CONFIG_ID);
  if (ads) initAds(ads);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
