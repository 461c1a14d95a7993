import type { AnalyticsConfig, AnalyticsEvent } from '../templates/shared/analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * gtag.js only runs `dataLayer` entries that are `arguments` objects, so a bare array push would be
 * ignored: push `arguments` itself. Without a tag on the page (development, blocked) nothing happens.
 */
function gtag(...args: unknown[]): void {
  if (window.gtag) window.gtag(...args);
  else window.dataLayer?.push(arguments);
}

/** Sends one event in MUI's shape, so existing reports keep working. */
export function track(event: AnalyticsEvent): void {
  gtag('event', event.category, { eventAction: event.action, eventLabel: event.label });
}

function cookie(name: string): string | undefined {
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}

/** One listener for the whole page: any element inside `[data-ga-event-category]` reports its click. */
function trackClicks(): void {
  document.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-ga-event-category]');
    if (!element) return;
    const { gaEventCategory, gaEventAction, gaEventLabel } = element.dataset;
    track({ category: gaEventCategory!, action: gaEventAction ?? 'click', label: gaEventLabel });
  });
}

/**
 * Largest contentful paint, cumulative layout shift and the slowest interaction (an INP estimate),
 * reported once when the page is hidden: the last moment their values are known on every browser.
 */
function reportWebVitals(): void {
  const values: Record<string, number> = {};
  const observe = (type: string, read: (entry: PerformanceEntry) => void, options: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(read)).observe({ type, buffered: true, ...options } as PerformanceObserverInit);
    } catch {
      // An entry type this browser does not support: that metric is simply not reported.
    }
  };
  observe('largest-contentful-paint', (entry) => (values.LCP = entry.startTime));
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) values.CLS = (values.CLS ?? 0) + shift.value;
  });
  observe('event', (entry) => (values.INP = Math.max(values.INP ?? 0, entry.duration)), { durationThreshold: 40 });
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e12)}`;
  document.addEventListener('visibilitychange', function send() {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', send);
    for (const [name, value] of Object.entries(values)) {
      gtag('event', name, { value: Math.round(name === 'CLS' ? value * 1000 : value), metric_label: 'Web Vitals', metric_value: value, metric_id: id });
    }
  });
}

/** Page view, user properties, click tracking and (for a tiny sample of loads) web vitals. */
export function initAnalytics(config: AnalyticsConfig, random: () => number = Math.random): void {
  gtag('set', 'user_properties', { codeVariant: cookie('codeVariant') ?? 'TS', userLanguage: config.lang });
  gtag('event', 'page_view', {
    page_title: document.title,
    page_location: config.page,
    productId: config.productId,
    productCategoryId: config.productCategoryId,
  });
  trackClicks();
  if (random() < config.webVitalsSampleRatio) reportWebVitals();
}
