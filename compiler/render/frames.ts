import { createElement } from 'react';
import { AppFrame, MAIN_SLOT, type AppFrameProps } from '../../templates/frame/AppFrame';
import { NavTree } from '../../templates/frame/NavTree';
import { isWindowed, type NavWindow } from './nav-window';
import type { NavNode } from '../../templates/shared/nav';
import type { SiteConfig, Translations, VersionLink } from '../../templates/shared/site';
import { firstPage } from '../nav/normalize-nav';
import type { EmotionRenderer } from '../demos/emotion-renderer';

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
  logo?: AppFrameProps['logo'];
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
    ...(input.logo ? { logo: input.logo } : {}),
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
