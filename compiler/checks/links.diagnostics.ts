import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'link-broken': {
    means: 'A link inside the site points to a route that no page of the site has. Links are checked in every language, after every page is compiled.',
    example: { file: 'guide/index.md', text: '# Guide\n\nRead the [setup](/guide/setpu/) first.\n' },
    fix: 'Link to a route that exists (the hint suggests the nearest one), or create the page. A relative link to a `.md` file is checked the same way.',
  },
  'anchor-broken': {
    means: 'A link names a `#fragment` that is not an id of the page it points to: the ids checked are those the target page really renders (headings, and ids written in HTML).',
    example: { file: 'guide/index.md', text: '# Guide\n\nSee [the options](/guide/setup/#optons).\n' },
    fix: 'Link to a heading that exists on that page (the hint suggests the nearest id), or add the heading.',
  },
} satisfies DiagnosticDocs;
