import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../templates/shared/site';

function sha256(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A strict policy for a page: scripts only from the site itself, the sponsor's origin, the live editor's
 * `blob:` modules and the page's own inline scripts by hash (no `unsafe-eval`, no `unsafe-inline` scripts). Styles allow inline
 * `<style>` because emotion inserts rules at runtime.
 */
export function contentSecurityPolicy(config: SiteConfig, inlineScripts: string[]): string {
  const sponsor = originOf(config.ads.sponsorScript);
  const endpoint = originOf(config.ads.endpoint);
  const fonts = originOf(config.iconFontStylesheet);
  // `blob:` is the live editor's edited demo, run as a module instead of through eval.
  const scripts = ["'self'", 'blob:', ...inlineScripts.map(sha256), ...(sponsor ? [sponsor] : [])];
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(' ')}`,
    `style-src 'self' 'unsafe-inline'${fonts ? ` ${fonts}` : ''}`,
    // Chart export (MUI X Charts Pro) draws a copy of the chart through a `blob:` image, with the page's
    // fonts inlined as `data:` URLs and the stylesheets it links fetched again.
    `font-src 'self' data:${fonts ? ' https://fonts.gstatic.com' : ''}`,
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${endpoint ? ` ${endpoint}` : ''}${fonts ? ` ${fonts} https://fonts.gstatic.com` : ''}`,
    "frame-src 'self' https://codesandbox.io https://stackblitz.com",
    "form-action 'self' https://codesandbox.io https://stackblitz.com",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
