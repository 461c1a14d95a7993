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
  /** CSS of the styles this fragment uses that are not in `known`, in the order a fresh cache would insert them. */
  css: string;
  /** Ids of the global styles (`<Global>`, `GlobalStyles`) the render used. */
  globals: string[];
}

/**
 * One emotion cache for the life of a process: a style is serialised once, however many pages use it.
 * `render` returns the HTML and only the CSS not already shipped in the shared stylesheet.
 */
export class EmotionRenderer {
  readonly cache: EmotionCache;
  private readonly theme: Theme;

  private readonly withoutThemeStyles: boolean;
  /** Global styles used by the render in progress: `<Global>` inserts on every server render. */
  private globalsOfRender: Set<string> | undefined;

  /**
   * `sharedThemeStyles`: the theme's CSS variables are in the shared stylesheet already, so pages skip
   * generating and serialising that large stylesheet on every render.
   */
  constructor(theme: Theme, options: { sharedThemeStyles?: boolean } = {}) {
    this.cache = createCache({ key: EMOTION_KEY });
    // Makes emotion record styles in `cache.inserted` instead of inlining <style> tags into the markup.
    createEmotionServer(this.cache);
    const insert = this.cache.insert.bind(this.cache);
    this.cache.insert = (selector, serialized, sheet, shouldCache) => {
      if (selector === '') this.globalsOfRender?.add(serialized.name);
      return insert(selector, serialized, sheet, shouldCache);
    };
    this.theme = theme;
    this.withoutThemeStyles = options.sharedThemeStyles ?? false;
  }

  /** `globals`: those of fragments rendered apart and inserted into this one's markup (the demos). */
  render(node: ReactNode, strings: Translations, known: ReadonlySet<string>, identifierPrefix?: string, globals: Iterable<string> = []): RenderedFragment {
    const used = new Set(globals);
    this.globalsOfRender = used;
    let html: string;
    try {
      html = renderToString(
        createElement(SiteProviders, { cache: this.cache, theme: this.theme, strings, withoutThemeStyles: this.withoutThemeStyles, children: node }),
        identifierPrefix ? { identifierPrefix } : undefined,
      );
    } finally {
      this.globalsOfRender = undefined;
    }
    return { html, css: this.cssFor(html, known, used), globals: [...used] };
  }

  /**
   * The CSS the markup uses minus the known ids: `globals` first, then each class in the order it
   * first appears in the markup, which is the order a fresh cache inserts them in (render order).
   * The page's CSS does not depend on what the process rendered before, so a page renders the same
   * bytes in any worker, after any other page.
   */
  cssFor(html: string, known: ReadonlySet<string>, globals: Iterable<string> = []): string {
    const ids = new Set<string>();
    for (const id of globals) ids.add(id);
    const pattern = new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9-_]+)`, 'g');
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(html)) !== null) ids.add(match[1]!);
    let css = '';
    for (const id of ids) {
      const rules = this.cache.inserted[id];
      if (typeof rules === 'string' && !known.has(id)) css += rules;
    }
    // Keyframes are inserted with the first style that names them, and only then.
    for (const [id, rules] of Object.entries(this.cache.inserted)) {
      if (typeof rules !== 'string' || ids.has(id) || known.has(id) || this.cache.registered[`${EMOTION_KEY}-${id}`] !== undefined) continue;
      if (css.includes(id)) css += rules;
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
