import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'nav-duplicate': {
    means: 'The same pathname appears twice in the navigation tree.',
    example: { file: 'pages.ts', text: "export default [\n  { pathname: '/guide/', title: 'Guide' },\n  { pathname: '/guide/', title: 'Guide again' },\n];\n" },
    fix: 'Keep one of the two entries: a page appears once in the navigation.',
  },
  'nav-missing-page': {
    means: 'A navigation entry names a route that no markdown file of the content folder makes.',
    example: { file: 'pages.ts', text: "export default [\n  { pathname: '/tutorial/', title: 'Tutorial' }, // and no tutorial/index.md\n];\n" },
    fix: 'Create the page (`tutorial/index.md` for `/tutorial/`), or remove the entry.',
  },
  'nav-missing-entry': {
    means: 'A page of the content folder is not in the navigation tree, so no reader could find it. Only with a `pages.ts`: without one, the navigation is made from the folders.',
    example: { file: 'guide/extra/index.md', text: '# Extra\n\n<!-- pages.ts has no entry for /guide/extra/ -->\n' },
    fix: 'Add `{ pathname: \'/guide/extra/\' }` to `pages.ts`, or delete the page.',
  },
} satisfies DiagnosticDocs;
