import { AD_SLOT_SELECTOR } from '../../templates/shared/ads';

/**
 * The ad block's styles, injected with it. Every card is capped at the slot's reserved height (142 px,
 * 126 px from 600 px up) and clips what does not fit, so nothing the sponsor or a remote ad sends can
 * grow the slot and shift the page. Shorter cards (inline, support request) sit at the bottom of the
 * slot, next to the text they precede. Colours are the theme's CSS variables with light fallbacks.
 */
export const AD_CSS = `
${AD_SLOT_SELECTOR}{display:flex;flex-direction:column;justify-content:flex-end}
.docs-spot,.docs-spot-sponsor{box-sizing:border-box;max-height:142px;overflow:hidden}
@media (min-width:600px){.docs-spot,.docs-spot-sponsor{max-height:126px}}
.docs-spot{position:relative;display:flex;gap:12px;padding:12px;border:1px solid var(--mui-palette-divider,#e5eaf2);border-radius:12px;font-size:.8125rem;line-height:1.5;color:var(--mui-palette-text-secondary,#434d5b)}
.docs-spot-inline{align-items:baseline;flex-wrap:wrap;column-gap:8px;row-gap:0}
.docs-spot-image{align-items:flex-start}
.docs-spot-img{flex:none;width:130px;height:100px;border-radius:6px;object-fit:cover}
.docs-spot-text{flex:1;min-width:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;overflow:hidden}
.docs-spot-image .docs-spot-text{padding-bottom:20px}
.docs-spot-name{font-weight:600;color:var(--mui-palette-text-primary,#1c2025);text-decoration:none}
.docs-spot-name::after{content:"";position:absolute;inset:0}
.docs-spot-name:focus-visible{outline:none}
.docs-spot:focus-within{outline:2px solid var(--mui-palette-primary-main,#0072e5)}
.docs-spot-description a{position:relative;z-index:1;color:inherit}
.docs-spot-credit{font-size:.6875rem;opacity:.8}
.docs-spot-image .docs-spot-credit{position:absolute;right:12px;bottom:8px}
.docs-spot-support{display:block}
#carbonads{font-size:.8125rem;line-height:1.5}
#carbonads>span,#carbonads .carbon-wrap{display:flex;gap:12px}
#carbonads>span{position:relative;padding:12px;border:1px solid var(--mui-palette-divider,#e5eaf2);border-radius:12px}
#carbonads a{color:var(--mui-palette-text-primary,#1c2025);text-decoration:none}
#carbonads img{display:block;width:130px;height:100px;border-radius:6px}
#carbonads .carbon-poweredby{position:absolute;right:12px;bottom:8px;font-size:.6875rem;color:var(--mui-palette-text-secondary,#434d5b)}
`;
