import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'callout-unknown': {
    means: 'A `:::name` block uses a kind of callout the site does not have. It is shown as an `info` callout.',
    example: { file: 'guide/index.md', text: '# Guide\n\n:::tip\nSave often.\n:::\n' },
    fix: 'Use `:::info`, `:::success`, `:::warning` or `:::error`.',
  },
  'callout-unclosed': {
    means: 'A callout opened with `:::kind` has no closing `:::` line, so it swallows the rest of the page (or of its list item or quote).',
    example: { file: 'guide/index.md', text: '# Guide\n\n:::warning\nThis never ends.\n\n## Next section\n' },
    fix: 'End the callout with a line containing only `:::`.',
  },
} satisfies DiagnosticDocs;
