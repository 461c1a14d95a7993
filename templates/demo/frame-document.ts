import { createContext } from 'react';
import { escapeHtml } from '../document';
import { FRAME_ROOT_ID } from '../shared/demo';

/** URL of the shared stylesheet (theme variables, fonts), which an iframe demo's document links too. */
export const StylesheetContext = createContext<string>('');


/**
 * The document of an iframe demo: its own styles (the server-rendered CSS of its markup), the shared
 * stylesheet for the theme variables, and the markup, which the island hydrates with the frame's own
 * emotion cache so styles inserted later land in the frame, not in the page.
 */
export function frameDocument(html: string, css: string, stylesheet: string, theme: unknown): string {
  return [
    '<!DOCTYPE html><html><head><meta charset="utf-8">',
    stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '',
    `<style>body{margin:0;padding:24px;background:transparent}</style><style data-docs-demo-css>${css.replace(/<\//g, '<\\/')}</style>`,
    `<script type="application/json" id="docs-theme">${JSON.stringify(theme ?? {}).replace(/</g, '\\u003c')}</script>`,
    `</head><body><div id="${FRAME_ROOT_ID}">${html}</div></body></html>`,
  ].join('');
}
