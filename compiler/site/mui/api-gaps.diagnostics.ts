import type { DiagnosticDocs } from '../../../templates/shared/diagnostics';

export default {
  'api-page-missing': {
    means: "With the `mui` preset, MUI's navigation (`data/*ApiPages.ts`) lists an API page that the generated API reference does not have (an export the installed packages lack, or one the extraction does not cover). The drawer links to that page on the site's `url` (mui.com) instead.",
    example: { file: 'data/dataGridApiPages.ts', text: "export default [{ pathname: '/x/api/data-grid/grid-filter-form', title: 'GridFilterForm' }];\n" },
    fix: 'Remove the entry if the component no longer exists in the installed packages; otherwise the warning only says that the page is read on mui.com.',
  },
} satisfies DiagnosticDocs;
