import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'html-unclosed-tag': {
    means: 'An HTML tag in the markdown is never finished with `>` before its block ends. The `<` is shown as text.',
    example: { file: 'guide/index.md', text: '# Guide\n\n<div class="note"\n\nText.\n' },
    fix: 'Finish the tag with `>` (a blank line ends a block of HTML), or write `&lt;` for a literal `<`.',
  },
  'html-unclosed-comment': {
    means: 'An HTML comment `<!--` is never closed with `-->` before its block ends.',
    example: { file: 'guide/index.md', text: '# Guide\n\n<!-- a note for writers\n\nText.\n' },
    fix: 'End the comment with `-->` before the end of its block (a blank line, or the end of a callout or list item).',
  },
} satisfies DiagnosticDocs;
