import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'code-fence-unclosed': {
    means: 'A fenced code block is never closed, so everything after it, to the end of the page or of the enclosing block, is shown as code.',
    example: { file: 'guide/index.md', text: '# Guide\n\n```bash\nnpm install\n\n## Next section\n' },
    fix: 'Close the block with a line holding the same fence (three backticks, or as many as opened it).',
  },
} satisfies DiagnosticDocs;
