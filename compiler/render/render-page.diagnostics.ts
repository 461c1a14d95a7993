import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'page-no-title': {
    means: 'The page has no `# Title` heading; its navigation title is used as the page title.',
    example: { file: 'guide/index.md', text: '<p class="description">No heading above.</p>\n\nSome text.\n' },
    fix: 'Start the page with a line `# Title`.',
  },
  'page-compile': {
    means: 'The markdown stages threw on this page. Valid markdown should never do this: it is a compiler bug, reported at the page so the rest of the site still builds.',
    example: { file: 'guide/index.md', text: '# Guide\n\nThe markdown that was edited last.\n' },
    fix: 'Simplify the markdown around the last edit to find the construct; report it with the message.',
  },
  'page-render': {
    means: 'A component of the page threw while the page was server-rendered. Demos that throw are reported as demo-render, so this is one of the site\'s registered components (a component embed) or the page\'s frame: a compiler bug, reported at the page.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"component": "ComponentLinkHeader"}}\n\n<!-- when the registered component throws -->\n' },
    fix: 'The message names what threw; report it with the page.',
  },
  'twin-markdown': {
    means: 'Writing the page\'s markdown twin (the `.md` file beside its HTML, for AI assistants) threw. It is a compiler bug reported at the page.',
    example: { file: 'guide/index.md', text: '# Guide\n\nThe markdown that was edited last.\n' },
    fix: 'Simplify the markdown around the last edit to find the construct; report it with the message.',
  },
} satisfies DiagnosticDocs;
