import { DEV_CLIENT_PATH, DEV_DIAGNOSTICS_ID, type DevDiagnostic } from '../../templates/shared/dev';

/** A served document with the dev client and its problems; `revision` names the document for in-place updates. */
export function pageWithDevTools(html: string, diagnostics: DevDiagnostic[], revision?: string): string {
  const json = JSON.stringify(diagnostics).replace(/</g, '\\u003c');
  const named = revision === undefined ? '' : ` data-revision="${revision}"`;
  const tools = `<script type="application/json" id="${DEV_DIAGNOSTICS_ID}"${named}>${json}</script><script src="${DEV_CLIENT_PATH}" defer></script>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}${tools}` : `${html.slice(0, end)}${tools}${html.slice(end)}`;
}

/** A page for a site that cannot load (a broken navigation file, say): only the overlay, until the fix is saved. */
export function brokenSitePage(diagnostics: DevDiagnostic[]): string {
  return pageWithDevTools('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build problems</title></head><body></body></html>', diagnostics);
}
