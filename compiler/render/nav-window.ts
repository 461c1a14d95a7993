import { navWindowMarker } from '../../templates/frame/nav-window-marker';
import type { NavNode } from '../../templates/shared/nav';

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
