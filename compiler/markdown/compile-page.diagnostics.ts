import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'page-empty': {
    means: 'A `.md` file of the content folder is empty; every markdown file there is a page.',
    example: { file: 'guide/index.md', text: '' },
    fix: 'Write a `# Title` line and a `<p class="description">` paragraph, or delete the file.',
  },
  'html-unparsable': {
    means: 'The raw HTML of the page could not be parsed into elements; the page shows it as text.',
    example: { file: 'guide/index.md', text: '# Guide\n\n<div><table><div></span>\n' },
    fix: 'Look for raw HTML tags, comments or quotes left open or closed in the wrong order, and fix them.',
  },
} satisfies DiagnosticDocs;
