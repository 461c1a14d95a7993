import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Theme } from '@mui/material/styles';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteProviders } from '../../templates/SiteProviders';
import type { Translations } from '../../templates/shared/site';

export const EMOTION_KEY = 'css';
/** What emotion names keyframes (`keyframes()`): `animation-<hash>`. */
const KEYFRAMES_PREFIX = 'animation-';

export interface RenderedFragment {
  html: string;
  /** CSS of the styles this fragment uses that are not in `known`, in the order a fresh cache would insert them. */
  css: string;
  /** Ids of the global styles (`<Global>`, `GlobalStyles`) the render used. */
  globals: string[];
}

/** A style as `stylesOf` gives it: its id, its rules, and whether it is inserted without a class (a global style, keyframes). */
export type StoredStyle = [id: string, rules: string, unnamed?: true];

/**
 * The theme with its CSS variables worked out once. Material UI's provider composes the theme on
 * every render, and on the server every page and every demo is a render of its own; the variables
 * (a deep merge of each colour scheme's, 0.15 ms) are the same each time.
 */
function withVarsOnce(theme: Theme): Theme {
  const generate = (theme as { generateThemeVars?: () => unknown }).generateThemeVars;
  if (!generate) return theme;
  const vars = generate();
  return { ...theme, generateThemeVars: () => vars } as Theme;
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
  /** Styles inserted without a class (global styles and keyframes), in insertion order: the only ones a page can use without naming them in its markup. */
  private readonly unnamed: string[] = [];

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
      if (selector === '') {
        // Keyframes are inserted along with the first style that names them, and only then: `cssFor`
        // adds them from what the page's CSS names, so that they come in the same place whatever the
        // process rendered before (as a global of the first page to use them, they came first there
        // and last on every later page).
        if (!serialized.name.startsWith(KEYFRAMES_PREFIX)) this.globalsOfRender?.add(serialized.name);
        if (this.cache.inserted[serialized.name] === undefined) this.unnamed.push(serialized.name);
      }
      return insert(selector, serialized, sheet, shouldCache);
    };
    this.theme = withVarsOnce(theme);
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
    // The keyframes the page's styles name, after them, in the order they are first named. Only the
    // unnamed styles are looked at: going through every style inserted so far, on every page, was
    // 0.35 s of a render worker in a cold build of the shipped site.
    const named = this.unnamed.filter((id) => !ids.has(id) && !known.has(id) && typeof this.cache.inserted[id] === 'string' && this.cache.registered[`${EMOTION_KEY}-${id}`] === undefined && css.includes(id));
    const position = new Map(named.map((id) => [id, css.indexOf(id)]));
    for (const id of named.sort((a, b) => position.get(a)! - position.get(b)!)) css += this.cache.inserted[id] as string;
    return css;
  }

  /**
   * The styles markup uses (its classes, `globals`, and the keyframes their rules name), as this
   * renderer inserted them: what `restoreStyles` needs to give another renderer the same CSS for it.
   */
  stylesOf(html: string, globals: Iterable<string>): StoredStyle[] {
    const ids = new Set(globals);
    const pattern = new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9-_]+)`, 'g');
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(html)) !== null) ids.add(match[1]!);
    const styles: StoredStyle[] = [];
    let css = '';
    for (const id of ids) {
      const rules = this.cache.inserted[id];
      if (typeof rules !== 'string') continue;
      styles.push(this.unnamed.includes(id) ? [id, rules, true] : [id, rules]);
      css += rules;
    }
    for (const id of this.unnamed) {
      const rules = this.cache.inserted[id];
      if (!ids.has(id) && typeof rules === 'string' && css.includes(id)) styles.push([id, rules, true]);
    }
    return styles;
  }

  /** Styles another renderer inserted (`stylesOf`), as if this one had: `cssFor` then gives the CSS that one would. */
  restoreStyles(styles: readonly StoredStyle[]): void {
    for (const [id, rules, unnamed] of styles) {
      if (this.cache.inserted[id] !== undefined) continue;
      this.cache.inserted[id] = rules;
      if (unnamed) this.unnamed.push(id);
    }
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
