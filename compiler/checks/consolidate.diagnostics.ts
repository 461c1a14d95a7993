import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'api-reference-gap': {
    means: "With the `mui` preset, a link into the API reference (`/x/api/…`) names a page or a prop anchor that MUI's own docgen makes and the generated API pages do not. It is reported as a warning: the content is right for mui.com, the generated reference is narrower.",
    example: { file: 'data/data-grid/sorting/sorting.md', text: '# Sorting\n\nSee the [filter panel API](/x/api/data-grid/grid-filter-panel/).\n' },
    fix: 'Nothing in the content needs fixing for mui.com. To silence it, link to a page the generated reference has, or send `/x/api/` paths to mui.com with `externalLinks`.',
  },
} satisfies DiagnosticDocs;
