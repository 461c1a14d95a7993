import type { Diagnostic } from './diagnostics';

/** A diagnostic as the dev overlay shows it: with the lines around it. */
export interface DevDiagnostic extends Diagnostic {
  codeFrame?: string;
  /** A problem of the whole site (config, navigation, translations, demo types), shown on every page; else the page's own. */
  siteWide?: boolean;
}

/** A document as the change to another: `removed` characters from `start` give way to `inserted`. */
export interface DevSplice {
  start: number;
  removed: number;
  inserted: string;
}

/** The document `splice` turns `before` into. */
export function applySplice(before: string, splice: DevSplice): string {
  return before.slice(0, splice.start) + splice.inserted + before.slice(splice.start + splice.removed);
}

/**
 * The innermost element both documents have around the whole change, found by `path` (indices among
 * element children, from the root element) and checked by its `tags` and its number of element
 * `children`. Its element children `replaced[0]` to `replaced[1]` (exclusive), with the nodes around
 * them up to their unchanged neighbours, become the nodes of the new document's `from`..`to`
 * (`inserted` elements): a browser parses only that.
 */
export interface DevRegion {
  path: number[];
  tags: string[];
  children: number;
  replaced: [first: number, end: number];
  inserted: number;
  from: number;
  to: number;
}

/**
 * A page re-rendered after an edit. A browser that shows revision `from` turns its document into `to`
 * in place, by applying the difference between the two documents; any other browser reloads. The new
 * document comes as a change to the old one (as served, without the dev tools), so that the message
 * stays small and the browser parses no more than the part that changed.
 */
export interface DevPageUpdate {
  route: string;
  from: string;
  to: string;
  splice: DevSplice;
  region?: DevRegion;
  /** The page's problems and the site's, as the overlay shows them. */
  diagnostics: DevDiagnostic[];
}

/** Everything the dev server tells the browser, over Server-Sent Events. */
export type DevMessage =
  | { type: 'reload'; routes: string[] | 'all'; updates?: DevPageUpdate[] }
  | { type: 'css'; href: string }
  | { type: 'diagnostics'; diagnostics: DevDiagnostic[] };

export const DEV_EVENTS_PATH = '/__docs/events';
export const DEV_CLIENT_PATH = '/__docs/client.js';
/** A route's document as served (`?route=…&revision=…`, the last revision or the one before), without the dev tools: what an update changes. */
export const DEV_SERVED_PATH = '/__docs/served';
/** The JSON script with the page's problems; its `data-revision` names the document the page was served as. */
export const DEV_DIAGNOSTICS_ID = 'docs-dev-diagnostics';
