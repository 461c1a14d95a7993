/**
 * The dialog's styles, injected when it is first built so pages that never search carry none.
 * Colours are the theme's CSS variables, so both colour modes and site overrides apply: every page
 * defines them (the theme is built with `cssVariables`, templates/theme.ts), so none needs a fallback.
 * `::backdrop` does not inherit custom properties in every browser: plain rgba.
 */
export const SEARCH_CSS = `
.docs-search-open{overflow:hidden}
.docs-search{box-sizing:border-box;padding:0;margin:min(10vh,80px) auto auto;width:min(640px,calc(100vw - 24px));max-height:min(640px,calc(100dvh - 2*min(10vh,80px)));border:1px solid var(--mui-palette-divider);border-radius:12px;background:var(--mui-palette-background-paper);color:var(--mui-palette-text-primary);box-shadow:0 16px 48px rgba(0,0,0,.24);font:inherit;overflow:hidden}
.docs-search[open]{display:flex;flex-direction:column}
.docs-search::backdrop{background:rgba(0,0,0,.45)}
.docs-search-bar{display:flex;align-items:center;gap:8px;padding:0 12px 0 16px;border-bottom:1px solid var(--mui-palette-divider)}
.docs-search-bar svg{flex:none;width:20px;height:20px;fill:var(--mui-palette-primary-main)}
.docs-search-input{flex:1;min-width:0;height:56px;padding:0;border:0;outline:0;background:none;color:inherit;font:inherit;font-size:1rem}
.docs-search-esc{flex:none;padding:2px 6px;border:1px solid var(--mui-palette-divider);border-radius:6px;background:none;color:var(--mui-palette-text-secondary);font:inherit;font-size:.75rem;cursor:pointer}
.docs-search-esc:focus-visible{outline:2px solid var(--mui-palette-primary-main)}
.docs-search-results{overflow-y:auto;overscroll-behavior:contain;padding:4px 8px 8px}
.docs-search-results:empty{display:none}
.docs-search-label{padding:12px 8px 4px;color:var(--mui-palette-text-secondary);font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.docs-search-option{display:block;padding:8px 12px;border-radius:8px;color:inherit;text-decoration:none;cursor:pointer;overflow-wrap:anywhere}
.docs-search-section{padding-left:28px;color:var(--mui-palette-text-secondary);font-size:.875rem}
.docs-search-option[aria-selected="true"]{background:rgba(var(--mui-palette-primary-mainChannel)/.1);box-shadow:inset 0 0 0 1px var(--mui-palette-primary-main);color:var(--mui-palette-text-primary)}
.docs-search-title,.docs-search-heading,.docs-search-snippet{display:block}
.docs-search-option>.docs-search-heading{font-size:.875rem}
.docs-search-title+.docs-search-heading::before{content:"› ";color:var(--mui-palette-text-secondary)}
.docs-search-snippet{margin-top:2px;color:var(--mui-palette-text-secondary);font-size:.8125rem;line-height:1.4}
.docs-search-option mark{background:none;color:var(--mui-palette-primary-dark);font-weight:600}
.mode-dark .docs-search-option mark{color:var(--mui-palette-primary-main)}
.docs-search-status{margin:0;padding:16px;color:var(--mui-palette-text-secondary)}
.docs-search-status:empty{display:none}
`;
