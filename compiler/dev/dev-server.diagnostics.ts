import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'dev-internal': {
    means: '`docs dev` failed to serve a page for a reason that is not in your content: a compiler bug. The page shows the message instead.',
    example: { file: 'index.md', text: '# Home\n\n<!-- any page, when docs dev fails to render it -->\n' },
    fix: 'Reload the page; if it persists, restart `docs dev` and report the message.',
  },
} satisfies DiagnosticDocs;
