import type { Diagnostic } from './diagnostics';

/** A diagnostic as the dev overlay shows it: with the lines around it. */
export interface DevDiagnostic extends Diagnostic {
  codeFrame?: string;
}

/**
 * A page re-rendered after an edit. A browser that shows revision `from` turns its document into `to`
 * in place, by applying the difference between the two documents; any other browser reloads.
 */
export interface DevPageUpdate {
  route: string;
  from: string;
  to: string;
  /** Both documents as served, without the dev tools. */
  before: string;
  after: string;
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
/** A route's document as last served (`?route=…&revision=…`), without the dev tools: what an update's `before` is. */
export const DEV_SERVED_PATH = '/__docs/served';
/** The JSON script with the page's problems; its `data-revision` names the document the page was served as. */
export const DEV_DIAGNOSTICS_ID = 'docs-dev-diagnostics';
