import { track } from '../analytics';
import { DISPLAY_DELAY_MS, pickBackersFallback, pickBlockedFallback, pickShape, type Fallback } from './policy';
import { pollSponsor, type SponsorState } from './poll';
import { fetchRemoteAd, toAdRecord, trackingUrls, type RemoteAd } from './remote';
import { renderAd, renderSupportRequest } from './render';
import { AD_CSS } from './styles';
import type { AdsConfig } from '../../templates/shared/ads';

/** The sponsor's own block (its script renders `#carbonads`) or our rendering of a remote ad. */
const SPONSOR_BLOCK = '#carbonads, [data-spot-remote]';

/** Query and hash are tracking noise, and a trailing slash is not a different page. */
const bareUrl = (url: string) => url.replace(/[?#].*$/, '').replace(/\/$/, '');

/**
 * Fills the page's reserved ad slot; this module is imported lazily by `initAds`.
 * Image-shaped blocks (80%) get the sponsor's script, inline ones (20%) an ad from the JSON endpoint.
 * The slot is polled for the sponsor's block; when it stays away the reader is treated as blocking
 * ads and sees a support request or an in-house ad, which a late sponsor block still replaces.
 * The slot's own height is reserved by the page and never touched: the block only adds children.
 */
export function startAdBlock(slot: HTMLElement, config: AdsConfig, random: () => number = Math.random): void {
  const shape = pickShape(random);
  const sponsor = document.createElement('div');
  sponsor.className = 'docs-spot-sponsor';
  let label = 'sponsor';
  let fallback: HTMLElement | undefined;
  let pixels: string[] = [];
  let displayTimer: ReturnType<typeof setTimeout> | undefined;
  let crashed = false;

  /** Any error in the block ends here: reported once, and nothing of the block stays on the page. */
  const crash = () => {
    crashed = true;
    clearTimeout(displayTimer);
    slot.replaceChildren();
    track({ category: 'ad', action: 'crash', label: `${label}-${shape}` });
  };
  /** Every way into the block (the start, timers, network answers) runs through here. */
  const guard =
    <A extends unknown[]>(run: (...args: A) => void) =>
    (...args: A) => {
      if (crashed) return;
      try {
        run(...args);
      } catch {
        crash();
      }
    };

  /** Reports the current label's display, sampled, once it has been up for a while; a replaced ad's pending report is dropped. */
  const reportDisplay = () => {
    clearTimeout(displayTimer);
    if (random() < config.displaySampleRatio) {
      displayTimer = setTimeout(() => track({ category: 'ad', action: 'display', label: `${label}-${shape}` }), DISPLAY_DELAY_MS);
    }
  };

  const showFallback = (choice: Fallback) => {
    label = choice.label;
    sponsor.hidden = true;
    fallback = choice.kind === 'support' ? renderSupportRequest(config.strings) : renderAd(choice.ad, shape, config.strings.publisherCredit, config.strings.label);
    slot.append(fallback);
    reportDisplay();
  };

  const showSponsor = () => {
    label = 'sponsor';
    fallback?.remove();
    fallback = undefined;
    sponsor.hidden = false;
    // A remote ad's impression counts only once it is really shown.
    pixels.forEach((url) => (new Image().src = url));
    pixels = [];
    reportDisplay();
  };

  const check = (): SponsorState => {
    const block = sponsor.querySelector(SPONSOR_BLOCK);
    if (!block) return 'absent';
    const link = block.querySelector<HTMLAnchorElement>('a[href]');
    return link && bareUrl(link.href) === bareUrl(config.backersUrl) ? 'backers' : 'present';
  };

  const addRemoteAd = (remote: RemoteAd | undefined) => {
    const ad = remote && toAdRecord(remote);
    if (!ad) return;
    pixels = trackingUrls(remote);
    const card = renderAd(ad, 'inline', `${config.strings.label} · ${ad.poweredby}`, config.strings.label);
    card.dataset.spotRemote = '';
    sponsor.append(card);
  };

  guard(() => {
    const style = document.createElement('style');
    style.textContent = AD_CSS;
    document.head.append(style);
    slot.append(sponsor);
    if (shape === 'image') {
      const script = document.createElement('script');
      script.async = true;
      script.src = config.sponsorScript;
      // The sponsor's script finds its place in the page by this id.
      script.id = '_carbonads_js';
      sponsor.append(script);
    } else {
      void fetchRemoteAd(config.endpoint).then(guard(addRemoteAd));
    }
    pollSponsor(
      {
        check,
        onSponsor: showSponsor,
        onBackers: () => {
          const choice = fallback ? undefined : pickBackersFallback(random, config.inHouse);
          if (choice) showFallback(choice);
        },
        onBlocked: () => showFallback(pickBlockedFallback(random, config.inHouse)),
      },
      (run, ms) => setTimeout(guard(run), ms),
    );
  })();
}
