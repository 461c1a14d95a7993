import { sanitizeHtml } from '../sanitize-html';
import type { AdRecord, AdShape, AdStrings } from '../../templates/shared/ads';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/**
 * An ad card: image (image shape only), linked name, description and credit line. The name's link is
 * stretched over the whole card by CSS, so the card is one link without nesting the description's own
 * links inside another; its data attributes make the page's click tracking report it.
 */
export function renderAd(ad: AdRecord, shape: AdShape, credit: string, label: string): HTMLElement {
  const link = element('a', 'docs-spot-name', ad.name);
  link.href = ad.link;
  link.target = '_blank';
  link.rel = 'sponsored noopener';
  link.dataset.gaEventCategory = 'ad';
  link.dataset.gaEventAction = 'click';
  link.dataset.gaEventLabel = ad.label;
  const card = element('div', `docs-spot docs-spot-${shape}`);
  card.setAttribute('role', 'complementary');
  card.setAttribute('aria-label', label);
  if (shape === 'image' && ad.img) {
    const image = element('img', 'docs-spot-img');
    image.src = ad.img;
    image.alt = '';
    image.width = 130;
    image.height = 100;
    card.append(image);
  }
  card.append(element('span', 'docs-spot-text', link, ' – ', element('span', 'docs-spot-description', sanitizeHtml(ad.description))), element('small', 'docs-spot-credit', credit));
  return card;
}

/** The request shown to some readers with an ad blocker. */
export function renderSupportRequest(strings: AdStrings): HTMLElement {
  const card = element('div', 'docs-spot docs-spot-support', element('strong', '', strings.adBlocker), ' ', strings.likeTheProduct, ' ', strings.thanks);
  card.setAttribute('role', 'note');
  return card;
}
