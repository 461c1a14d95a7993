import type { Blockquote, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

export const CALLOUT_KINDS = new Set(['info', 'success', 'warning', 'error']);

/** `:::info … :::` containers → `docs-callout` elements; unknown kinds and unclosed containers are errors. */
export function transformCallouts(tree: Root, source: string, file: string, diagnostics: Diagnostic[]): void {
  const lines = source.split('\n');
  visit(tree, 'containerDirective', (node: ContainerDirective) => {
    const start = node.position?.start;
    if (!CALLOUT_KINDS.has(node.name)) {
      diagnostics.push(
        diagnostic('callout-unknown', 'error', file, start, `Unknown callout ":::${node.name}".`, 'Use :::info, :::success, :::warning or :::error.'),
      );
    }
    const endLine = node.position?.end.line;
    if (endLine !== undefined && !/^\s*:::\s*$/.test(lines[endLine - 1] ?? '')) {
      diagnostics.push(
        diagnostic('callout-unclosed', 'error', file, start, `Callout ":::${node.name}" is never closed.`, 'End the callout with a line containing only :::.'),
      );
    }
    node.data = { hName: 'docs-callout', hProperties: { severity: CALLOUT_KINDS.has(node.name) ? node.name : 'info' } };
  });
}

/** GitHub's alert kinds, each as one of our callouts, with the word GitHub shows. */
const ALERTS: Record<string, { severity: string; label: string }> = {
  NOTE: { severity: 'info', label: 'Note' },
  TIP: { severity: 'success', label: 'Tip' },
  IMPORTANT: { severity: 'info', label: 'Important' },
  WARNING: { severity: 'warning', label: 'Warning' },
  CAUTION: { severity: 'error', label: 'Caution' },
};
const ALERT_MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;

/**
 * GitHub's alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]` on a quote's
 * first line), as writers paste them from GitHub → callouts, as `:::` containers are. The kind's word
 * is kept (`dataLabel`) for the markdown twin.
 */
export function transformGithubAlerts(tree: Root): void {
  visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
    const first = node.children[0];
    if (first?.type !== 'paragraph' || first.children[0]?.type !== 'text' || !parent || index === undefined) return;
    const text = first.children[0];
    const marker = ALERT_MARKER.exec(text.value);
    if (!marker) return;
    const alert = ALERTS[marker[1]!.toUpperCase()]!;
    text.value = text.value.slice(marker[0].length);
    if (text.value === '') first.children.shift();
    const children = first.children.length === 0 ? node.children.slice(1) : node.children;
    parent.children[index] = {
      type: 'containerDirective',
      name: alert.severity,
      attributes: {},
      children,
      ...(node.position ? { position: node.position } : {}),
      data: { hName: 'docs-callout', hProperties: { severity: alert.severity, dataLabel: alert.label } },
    } as ContainerDirective;
  });
}
