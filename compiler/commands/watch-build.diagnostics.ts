import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'watch-internal': {
    means: '`docs build --watch` failed to apply an edit for a reason that is not in your content: a compiler bug. The output keeps its previous version.',
    example: { file: 'index.md', text: '# Home\n\n<!-- any edit, when the watcher fails to apply it -->\n' },
    fix: 'Save the file again; if it persists, restart the command and report the message.',
  },
} satisfies DiagnosticDocs;
