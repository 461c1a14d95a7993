import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Theme } from '@mui/material/styles';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteProviders } from '../../templates/SiteProviders';
import type { Translations } from '../../templates/shared/site';

export const EMOTION_KEY = 'css';

export interface RenderedFragment {
  html: string;
  /** CSS of the styles this fragment uses that are not in `known`, in insertion order. */
  css: string;
}

/**
 * One emotion cache for the life of a process: a style is serialised once, however many pages use it.
 * `render` returns the HTML and only the CSS not already shipped in the shared stylesheet.
 */
export class EmotionRenderer {
  readonly cache: EmotionCache;
  private readonly theme: Theme;

  private readonly withoutThemeStyles: boolean;

  /**
   * `sharedThemeStyles`: the theme's CSS variables are in the shared stylesheet already, so pages skip
   * generating and serialising that large stylesheet on every render.
   */
  constructor(theme: Theme, options: { sharedThemeStyles?: boolean } = {}) {
    this.cache = createCache({ key: EMOTION_KEY });
    // Makes emotion record styles in `cache.inserted` instead of inlining <style> tags into the markup.
    createEmotionServer(this.cache);
    this.theme = theme;
    this.withoutThemeStyles = options.sharedThemeStyles ?? false;
  }

  render(node: ReactNode, strings: Translations, known: ReadonlySet<string>, identifierPrefix?: string): RenderedFragment {
    const html = renderToString(
      createElement(SiteProviders, { cache: this.cache, theme: this.theme, strings, withoutThemeStyles: this.withoutThemeStyles, children: node }),
      identifierPrefix ? { identifierPrefix } : undefined,
    );
    return { html, css: this.cssFor(html, known) };
  }

  /** The ids whose CSS the markup uses (by class name) plus global styles, minus the known ones. */
  cssFor(html: string, known: ReadonlySet<string>): string {
    const used = new Set<string>();
    const pattern = new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9-_]+)`, 'g');
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(html)) !== null) used.add(match[1]!);
    let css = '';
    for (const [id, rules] of Object.entries(this.cache.inserted)) {
      if (typeof rules !== 'string' || known.has(id)) continue;
      const isGlobal = this.cache.registered[`${EMOTION_KEY}-${id}`] === undefined;
      if (isGlobal || used.has(id)) css += rules;
    }
    return css;
  }

  /** Every style inserted so far, for the shared stylesheet. */
  allStyles(): { ids: string[]; css: string } {
    const ids: string[] = [];
    let css = '';
    for (const [id, rules] of Object.entries(this.cache.inserted)) {
      if (typeof rules !== 'string') continue;
      ids.push(id);
      css += rules;
    }
    return { ids, css };
  }
}
