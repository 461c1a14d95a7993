/** The contract between the page the compiler writes and the analytics of the runtime. */
/** Id of the `<script type="application/json">` carrying the page's `AnalyticsConfig`. */
export const ANALYTICS_CONFIG_ID = 'docs-analytics-config';

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
}

/** What the server renders into each page for analytics. */
export interface AnalyticsConfig {
  /** The page's route without the language prefix, reported as the page location. */
  page: string;
  lang: string;
  /** e.g. `x-data-grid`; the string `null` when unknown, as MUI reports it. */
  productId: string;
  /** e.g. `x`. */
  productCategoryId: string;
  /** Share of page loads that report web vitals (about 1 in 10 000). */
  webVitalsSampleRatio: number;
}
