import { ADS_CONFIG_ID, type AdsConfig } from '../../templates/shared/ads';
import { ANALYTICS_CONFIG_ID, type AnalyticsConfig } from '../../templates/shared/analytics';
import { FEEDBACK_CONFIG_ID, type FeedbackConfig } from '../../templates/shared/feedback';
import { pathnameToLanguage, productInfoFromPath } from '../../templates/paths';
import type { Translations } from '../../templates/shared/site';
import type { RenderContext } from './page-job';

/** A JSON script element for the runtime to read, safe to inline (`<` escaped). */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The configuration the page's runtime reads: analytics (page and product), feedback (endpoint and
 * strings) and, where ads are configured, the ad block (sponsor, endpoint, in-house ads and strings).
 */
export function runtimeConfigScripts(ctx: RenderContext, route: string, lang: string, strings: Translations): string {
  const page = pathnameToLanguage(route, ctx.config.languages).canonicalAs;
  const product = productInfoFromPath(route);
  const analytics: AnalyticsConfig = { page, lang, productId: product.productId, productCategoryId: product.productCategoryId, webVitalsSampleRatio: ctx.config.analytics.webVitalsSampleRatio };
  const scripts = [jsonScript(ANALYTICS_CONFIG_ID, analytics)];
  if (ctx.config.feedbackEndpoint) {
    const feedback: FeedbackConfig = {
      endpoint: ctx.config.feedbackEndpoint.startsWith('/') ? `${ctx.base.replace(/\/$/, '')}${ctx.config.feedbackEndpoint}` : ctx.config.feedbackEndpoint,
      page,
      lang,
      strings: { commentLabel: strings['feedback.commentLabel'] ?? '', submit: strings['feedback.submit'] ?? '', thanks: strings['feedback.thanks'] ?? '', error: strings['feedback.error'] ?? '' },
    };
    scripts.push(jsonScript(FEEDBACK_CONFIG_ID, feedback));
  }
  if (ctx.ads) {
    const ads: AdsConfig = {
      module: ctx.ads.module,
      sponsorScript: ctx.config.ads.sponsorScript,
      endpoint: ctx.config.ads.endpoint,
      backersUrl: ctx.config.ads.backersUrl ?? '',
      inHouse: ctx.ads.inHouse,
      displaySampleRatio: ctx.config.analytics.adDisplaySampleRatio,
      strings: {
        likeTheProduct: strings['ads.likeTheProduct'] ?? '',
        adBlocker: strings['ads.adBlocker'] ?? '',
        thanks: strings['ads.thanks'] ?? '',
        publisherCredit: strings['ads.publisherCredit'] ?? '',
        label: strings['ads.label'] ?? '',
      },
    };
    scripts.push(jsonScript(ADS_CONFIG_ID, ads));
  }
  return scripts.join('');
}
