import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { diagnostic, type Diagnostic } from '../diagnostics';

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
