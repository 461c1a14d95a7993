import { CODE_TAB_SELECTED, CODE_TABS_CLASS, CODE_TABS_STORAGE_KEY, CODE_TABS_STYLE_ID } from './shared/code-tabs';

/** Everything the HTML shell of a page needs; strings are already escaped where noted. */
export interface DocumentParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  canonical: string;
  /** The page's markdown twin, announced as an alternate representation. */
  markdownAlternate?: string;
  siteName: string;
  alternates: { lang: string; href: string }[];
  stylesheet: string;
  /** The site's icon and its media type. */
  favicon: { href: string; type: string };
  highlightStylesheet: string;
  fontPreloads: string[];
  iconFontStylesheet: string;
  criticalCss: string;
  body: string;
  scripts: string[];
  /** ES module scripts: the island loader on pages with demos. */
  moduleScripts: string[];
  /** Serialised for the islands, which create the same theme as the server. */
  themeOverrides?: unknown;
  themeColor: { light: string; dark: string };
  noindex?: boolean;
  /** Registered by the chrome script, only on the production host. */
  serviceWorker?: { src: string; host: string; scope: string };
  /** The page's Content-Security-Policy, emitted as the first thing in `<head>`. */
  contentSecurityPolicy?: string;
  /** The page has no permanent navigation drawer (`data-drawer="off"` on `<html>`): it opens from the menu at every width. */
  disableDrawer?: boolean;
}

/** Runs first in `<body>`: the body gets the mode class the head script chose. */
export const BODY_CLASS_SCRIPT = "document.body.className='mode-'+(window.__docsMode||'light')";

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Local storage key of the colour mode setting (system, light or dark). */
export const COLOR_MODE_STORAGE_KEY = 'docs-color-mode';

/**
 * Runs in `<head>` before first paint: marks JavaScript as available and applies the stored colour mode,
 * code language (URL hash `.js`/`.tsx`, else cookie `codeVariant`) and code styling (hash prefix, else
 * cookie `codeStyling`) as classes on `<html>`, the stored direction and density, and the stored code
 * tab choices (see `codeTabsHeadScript`), so a reload never flashes the wrong theme, language, layout or tab.
 * Must stay tiny and dependency-free.
 */
export function colorModeHeadScript(themeColor: { light: string; dark: string }): string {
  return `(function(){var d=document.documentElement,m='system';d.classList.add('js');try{m=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')||'system'}catch(e){}var k=m==='dark'||(m!=='light'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light';d.classList.add('mode-'+k);d.style.colorScheme=k;var t=document.querySelector('meta[name="theme-color"]');if(t)t.content=k==='dark'?'${themeColor.dark}':'${themeColor.light}';window.__docsMode=k;var h=location.hash,c=document.cookie,v=/\\.js$/.test(h)?'JS':/\\.tsx$/.test(h)?'TS':(c.match(/(?:^|; )codeVariant=(JS|TS)/)||[])[1];if(v==='JS')d.classList.add('code-js');var s=(/\\.(js|tsx)$/.test(h)&&(h.match(/^#(system|tailwind|css)-/)||[])[1])||(c.match(/(?:^|; )codeStyling=(system|tailwind|css)/)||[])[1]||'system';d.classList.add('styling-'+s);try{var l=JSON.parse(localStorage.getItem('docs-theme-settings')||'{}');if(l.direction==='rtl')d.dir='rtl';if(l.dense)d.classList.add('density-dense')}catch(e){}${codeTabsHeadScript()}})();`;
}

/**
 * The stored code tab choices as a style sheet, since the tabs are not parsed yet: in each group with
 * the storage key that has a tab of the stored label, that tab looks selected and its panel is the one
 * shown. A group without that label keeps its first tab (`:has`). The chrome runtime then sets the
 * same state in the markup and removes the sheet, so nothing moves.
 */
function codeTabsHeadScript(): string {
  const group = `'.${CODE_TABS_CLASS}[data-storage-key="'+e(x)+'"]:has(>[role=tabpanel]'+q+')'`;
  return `try{var o=JSON.parse(localStorage.getItem('${CODE_TABS_STORAGE_KEY}')||'{}'),r='',e=CSS.escape,x,q,g;for(x in o){q='[data-label="'+e(String(o[x]))+'"]';g=${group};r+=g+'>[role=tabpanel]{display:none}'+g+'>[role=tabpanel]'+q+'{display:block}'+g+'>[role=tablist]>[role=tab]{--docs-tab-on:initial}'+g+'>[role=tablist]>'+q+'{--docs-tab-on:var(${CODE_TAB_SELECTED})}'}if(r){g=document.createElement('style');g.id='${CODE_TABS_STYLE_ID}';g.textContent=r;document.head.appendChild(g)}}catch(e){}`;
}

/** Loads the highlighting stylesheet inside a cascade layer where supported, by a plain link otherwise; render-blocking either way. */
export function highlightLoaderScript(href: string): string {
  return `(function(){var h=document.head,e;if(window.CSSLayerBlockRule){e=document.createElement('style');e.textContent='@import url("${href}") layer(docs-code);'}else{e=document.createElement('link');e.rel='stylesheet';e.href='${href}'}e.setAttribute('blocking','render');h.appendChild(e)})();`;
}

/** The full HTML of a page. */
export function renderDocument(parts: DocumentParts): string {
  const alternates = parts.alternates
    .map((a) => `<link rel="alternate" hreflang="${a.lang}" href="${escapeHtml(a.href)}">`)
    .join('');
  const preloads = parts.fontPreloads.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('');
  const iconFont = parts.iconFontStylesheet
    ? `<link rel="stylesheet" href="${escapeHtml(parts.iconFontStylesheet)}" media="print" data-deferred-style><noscript><link rel="stylesheet" href="${escapeHtml(parts.iconFontStylesheet)}"></noscript>`
    : '';
  const title = escapeHtml(parts.title);
  const description = escapeHtml(parts.description);
  return [
    `<!DOCTYPE html><html lang="${parts.lang}" dir="${parts.dir}"${parts.disableDrawer ? ' data-drawer="off"' : ''}${parts.serviceWorker ? ` data-sw="${escapeHtml(parts.serviceWorker.src)}" data-sw-host="${escapeHtml(parts.serviceWorker.host)}" data-sw-scope="${escapeHtml(parts.serviceWorker.scope)}"` : ''}><head><meta charset="utf-8">`,
    parts.contentSecurityPolicy ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(parts.contentSecurityPolicy)}">` : '',
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="theme-color" content="${parts.themeColor.light}">`,
    `<link rel="icon" href="${parts.favicon.href}" type="${parts.favicon.type}">`,
    `<script>${colorModeHeadScript(parts.themeColor)}</script>`,
    `<title>${title}</title>`,
    description ? `<meta name="description" content="${description}">` : '',
    parts.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    alternates,
    parts.markdownAlternate ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(parts.markdownAlternate)}">` : '',
    `<meta property="og:type" content="website"><meta property="og:site_name" content="${escapeHtml(parts.siteName)}">`,
    `<meta property="og:title" content="${title}"><meta property="og:url" content="${escapeHtml(parts.canonical)}">`,
    description ? `<meta property="og:description" content="${description}">` : '',
    `<meta name="twitter:card" content="summary">`,
    preloads,
    `<link rel="stylesheet" href="${parts.stylesheet}">`,
    `<script>${highlightLoaderScript(parts.highlightStylesheet)}</script><noscript><link rel="stylesheet" href="${parts.highlightStylesheet}"></noscript>`,
    iconFont,
    parts.criticalCss ? `<style data-docs-critical>${parts.criticalCss}</style>` : '',
    parts.scripts.map((src) => `<script src="${src}" defer></script>`).join(''),
    parts.moduleScripts.map((src) => `<link rel="modulepreload" href="${src}"><script type="module" src="${src}"></script>`).join(''),
    parts.themeOverrides !== undefined ? `<script type="application/json" id="docs-theme">${JSON.stringify(parts.themeOverrides).replace(/</g, '\\u003c')}</script>` : '',
    `</head><body><script>${BODY_CLASS_SCRIPT}</script>`,
    parts.body,
    `</body></html>`,
  ].join('');
}
