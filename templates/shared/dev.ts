import type { Diagnostic } from './diagnostics';

/** A diagnostic as the dev overlay shows it: with the lines around it. */
export interface DevDiagnostic extends Diagnostic {
  codeFrame?: string;
}

/** Everything the dev server tells the browser, over Server-Sent Events. */
export type DevMessage =
  | { type: 'reload'; routes: string[] | 'all' }
  | { type: 'css'; href: string }
  | { type: 'diagnostics'; diagnostics: DevDiagnostic[] };

export const DEV_EVENTS_PATH = '/__docs/events';
export const DEV_CLIENT_PATH = '/__docs/client.js';
export const DEV_DIAGNOSTICS_ID = 'docs-dev-diagnostics';
