import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'title-too-long': {
    means: 'The page title (its `# heading`, or its front matter `title`) is longer than search engines show in their results.',
    example: { file: 'guide/index.md', text: '# A very long title that goes on to describe every single thing this page covers in detail\n' },
    fix: 'Shorten the heading, or set a shorter front matter `title` (it is the `<title>` and the navigation title).',
  },
  'description-too-long': {
    means: 'The page\'s `<p class="description">` paragraph (its meta description) is longer than search engines show.',
    example: { file: 'guide/index.md', text: '# Guide\n\n<p class="description">A description that runs on, sentence after sentence, well past the hundred and sixty characters or so that a search engine shows under the title of a result, which then ends in an ellipsis.</p>\n' },
    fix: 'Shorten the description to a sentence; move the rest into the page.',
  },
} satisfies DiagnosticDocs;
