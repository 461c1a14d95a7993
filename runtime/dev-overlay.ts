import type { DevDiagnostic } from '../templates/shared/dev';
import { guideLink } from '../templates/shared/diagnostics';

const OVERLAY_ID = 'docs-dev-overlay';

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The located problems of the page and the site, over the page; the next good save clears them. */
export function showOverlay(diagnostics: DevDiagnostic[]): void {
  document.getElementById(OVERLAY_ID)?.remove();
  if (diagnostics.length === 0) return;
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build problems');
  overlay.style.cssText =
    'position:fixed;inset:auto 16px 16px 16px;max-height:60vh;overflow:auto;z-index:2147483647;padding:16px;border-radius:12px;background:#1c2025;color:#f3f6f9;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace;box-shadow:0 8px 32px rgba(0,0,0,.4)';
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  overlay.innerHTML = `<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:8px"><strong>${errors} error${errors === 1 ? '' : 's'}, ${diagnostics.length - errors} warning${diagnostics.length - errors === 1 ? '' : 's'}</strong><button type="button" aria-label="Close" style="font:inherit;color:inherit;background:none;border:1px solid #434d5b;border-radius:6px;cursor:pointer">Close</button></div>${diagnostics
    .map(
      (d) =>
        `<div class="docs-dev-diagnostic" data-code="${escape(d.code)}" style="margin:0 0 12px;padding:8px 0;border-top:1px solid #303740"><div><span style="color:${d.severity === 'error' ? '#ff8a8a' : '#ffc570'}">${d.severity}</span> ${escape(d.file)}:${d.line}:${d.column} [${escape(d.code)}]</div><div style="font-weight:700">${escape(d.message)}</div>${d.hint ? `<div style="color:#b0b8c4">${escape(d.hint)}</div>` : ''}${d.codeFrame ? `<pre style="margin:8px 0 0;white-space:pre;overflow:auto">${escape(d.codeFrame)}</pre>` : ''}<div><a href="${escape(guideLink(d.code))}" target="_blank" rel="noopener" style="color:#99ccf3">What ${escape(d.code)} means and how to fix it</a></div></div>`,
    )
    .join('')}`;
  overlay.querySelector('button')!.addEventListener('click', () => overlay.remove());
  document.body.append(overlay);
}
