import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'page-empty': {
    means: 'A `.md` file of the content folder is empty; every markdown file there is a page.',
    example: { file: 'guide/index.md', text: '' },
    fix: 'Write a `# Title` line and a `<p class="description">` paragraph, or delete the file.',
  },
  'html-unparsable': {
    means: 'The HTML parser failed on the raw HTML of the page, which is then shown as text. Markup left open made it fail; that is now reported first (html-unclosed-tag, html-unclosed-comment), so no input of ours is known to reach this.',
    example: { file: 'guide/index.md', text: '<!-- none known: an HTML parser failure that the checks for unclosed tags and comments missed -->\n' },
    fix: 'Look for raw HTML tags, comments or quotes left open or closed in the wrong order, and fix them; report the page if it is valid HTML.',
  },
} satisfies DiagnosticDocs;
