import { createElement } from 'react';
import { AppFrame, MAIN_SLOT } from '../../templates/frame/AppFrame';
import { NavTree } from '../../templates/frame/NavTree';
import type { NavNode } from '../../templates/shared/nav';
import type { SiteConfig, Translations, VersionLink } from '../../templates/shared/site';
import { firstPage } from '../nav/normalize-nav';
import type { EmotionRenderer } from './emotion-renderer';

/** Sites with at most this many pages show every group's items in every frame. */
export const FULL_NAV_LIMIT = 150;

export interface FrameInput {
  key: string;
  lang: string;
  roots: NavNode[];
  /** Root ids whose items are in the markup; `all` for small sites. */
  expandedRoots: ReadonlySet<string> | 'all';
  config: SiteConfig;
  base: string;
  homeHref: string;
  versions: VersionLink[];
  strings: Translations;
  /** `/zh` for Chinese frames, empty for the default language. */
  languagePrefix: string;
  titleOf: (node: NavNode) => string;
  lazySource?: string;
}

export interface RenderedFrame {
  before: string;
  after: string;
  css: string;
}

/** Versions for pages under a product path, else the site's list. */
export function versionsFor(config: SiteConfig, pathname: string): VersionLink[] {
  const prefix = Object.keys(config.productVersions)
    .filter((p) => pathname.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? config.productVersions[prefix]! : config.versions;
}

/** Renders the app frame once; pages are spliced into the slot. */
export function renderFrame(renderer: EmotionRenderer, input: FrameInput, known: ReadonlySet<string>): RenderedFrame {
  const nav = createElement(NavTree, {
    roots: input.roots,
    expanded: (root: NavNode) => input.expandedRoots === 'all' || input.expandedRoots.has(root.id),
    firstPageOf: (node: NavNode) => firstPage(node)?.pathname,
    base: `${input.base.replace(/\/$/, '')}${input.languagePrefix}/`,
    titleOf: input.titleOf,
    ...(input.lazySource ? { lazySource: input.lazySource } : {}),
  });
  const element = createElement(AppFrame, {
    productName: input.config.productName,
    homeHref: input.homeHref,
    repository: input.config.repository,
    versions: input.versions,
    nav,
  });
  const { html, css } = renderer.render(element, input.strings, known);
  const index = html.indexOf(MAIN_SLOT);
  if (index < 0) throw new Error('The app frame lost its main slot');
  return { before: html.slice(0, index), after: html.slice(index + MAIN_SLOT.length), css };
}

/** Marks the active link and opens its groups with attribute patches: no re-render per page. */
export function activateFrame(before: string, activePath: string | undefined, openGroups: readonly string[]): string {
  let out = before;
  if (activePath) out = out.replace(`data-nav-path="${activePath}"`, `data-nav-path="${activePath}" aria-current="page"`);
  for (const id of openGroups) out = out.replace(`<details data-nav-group="${id}"`, `<details open="" data-nav-group="${id}"`);
  return out;
}

/** The items of each top-level group in a language, for groups a frame leaves out of its markup. */
export function renderLazyGroups(renderer: EmotionRenderer, input: Omit<FrameInput, 'key' | 'expandedRoots' | 'homeHref' | 'versions' | 'lazySource'>): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const root of input.roots) {
    if (!root.group || root.subheader) continue;
    const element = createElement(NavTree, {
      roots: input.roots,
      expanded: () => true,
      firstPageOf: (node: NavNode) => firstPage(node)?.pathname,
      base: `${input.base.replace(/\/$/, '')}${input.languagePrefix}/`,
      titleOf: input.titleOf,
      only: root,
    });
    groups[root.id] = renderer.render(element, input.strings, new Set()).html;
  }
  return groups;
}
