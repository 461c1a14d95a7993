import { createElement } from 'react';
import { AppFrame, MAIN_SLOT } from '../../templates/frame/AppFrame';
import { NavTree, navWindowMarker } from '../../templates/frame/NavTree';
import type { NavNode } from '../../templates/shared/nav';
import type { SiteConfig, Translations, VersionLink } from '../../templates/shared/site';
import { firstPage } from '../nav/normalize-nav';
import type { EmotionRenderer } from './emotion-renderer';

/** Sites with at most this many pages show every group's items in every frame. */
export const FULL_NAV_LIMIT = 150;

/**
 * A group with more pages than this shows, in each page's markup, only the pages around the current one
 * (`NAV_WINDOW` on each side) and a button that loads the rest: the HTML of a page does not grow with
 * the length of its section.
 */
export const NAV_WINDOW_LIMIT = 60;
export const NAV_WINDOW = 20;

/** A windowed group's items, spliced into each page around the page's own link. */
export interface NavWindow {
  items: string[];
  paths: string[];
  /** The "show all" item, placed where the window cuts the list. */
  more: string;
}

/** Long groups of pages only (subgroups are never cut): the ones whose markup is windowed. */
export function isWindowed(node: NavNode): boolean {
  return node.group && !node.subheader && node.children.length > NAV_WINDOW_LIMIT && node.children.every((child) => !child.group && !child.external);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

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
  /** Windowed groups of the frame by id. */
  windows: Record<string, NavWindow>;
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
    windowed: isWindowed,
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
  const windows: Record<string, NavWindow> = {};
  const visit = (node: NavNode, depth: number) => {
    if (!node.group) return;
    if (isWindowed(node)) {
      const items = renderer.render(navItems(input, node), input.strings, known).html.split(/(?<=<\/li>)(?=<li[ >])/);
      const label = `${input.strings.navShowAll ?? 'Show all pages'} (${node.children.length})`;
      const more = `<li><button type="button" class="nav-more" data-nav-show-all="${escapeHtml(node.id)}" style="--_depth:${depth + 1}">${escapeHtml(label)}</button></li>`;
      windows[node.id] = { items, paths: node.children.map((child) => child.pathname), more };
      return;
    }
    for (const child of node.children) visit(child, node.subheader ? depth : depth + 1);
  };
  for (const root of input.roots) if (input.expandedRoots === 'all' || input.expandedRoots.has(root.id)) visit(root, 0);
  return { before: html.slice(0, index), after: html.slice(index + MAIN_SLOT.length), css, windows };
}

/** The `<li>`s of one group, as NavTree renders them inside it. */
function navItems(input: Omit<FrameInput, 'key' | 'expandedRoots' | 'homeHref' | 'versions' | 'lazySource'>, node: NavNode) {
  return createElement(NavTree, {
    roots: input.roots,
    expanded: () => true,
    firstPageOf: (n: NavNode) => firstPage(n)?.pathname,
    base: `${input.base.replace(/\/$/, '')}${input.languagePrefix}/`,
    titleOf: input.titleOf,
    only: node,
  });
}

/**
 * Fills each windowed group with the items around the page (or its first items, for pages outside it),
 * marks the active link and opens its groups, with string patches: no re-render per page.
 */
export function activateFrame(frame: { before: string; windows?: Record<string, NavWindow> }, activePath: string | undefined, openGroups: readonly string[]): string {
  let out = frame.before;
  for (const [id, window] of Object.entries(frame.windows ?? {})) {
    const at = activePath === undefined ? -1 : window.paths.indexOf(activePath);
    const start = at < 0 ? 0 : Math.max(0, at - NAV_WINDOW);
    const end = Math.min(window.items.length, (at < 0 ? 0 : at) + NAV_WINDOW + 1 + (at < 0 ? NAV_WINDOW : 0));
    const items = (start > 0 ? window.more : '') + window.items.slice(start, end).join('') + (end < window.items.length ? window.more : '');
    out = out.replace(navWindowMarker(id), items);
  }
  if (activePath) out = out.replace(`data-nav-path="${activePath}"`, `data-nav-path="${activePath}" aria-current="page"`);
  for (const id of openGroups) out = out.replace(`<details data-nav-group="${id}"`, `<details open="" data-nav-group="${id}"`);
  return out;
}

/** The items of each top-level group and of each windowed group in a language, for the lazy navigation JSON. */
export function renderLazyGroups(renderer: EmotionRenderer, input: Omit<FrameInput, 'key' | 'expandedRoots' | 'homeHref' | 'versions' | 'lazySource'>): Record<string, string> {
  const groups: Record<string, string> = {};
  const visit = (node: NavNode) => {
    if (!node.group) return;
    if (isWindowed(node)) groups[node.id] = renderer.render(navItems(input, node), input.strings, new Set()).html;
    else node.children.forEach(visit);
  };
  for (const root of input.roots) {
    if (!root.group) continue;
    if (!root.subheader) groups[root.id] = renderer.render(navItems(input, root), input.strings, new Set()).html;
    visit(root);
  }
  return groups;
}
