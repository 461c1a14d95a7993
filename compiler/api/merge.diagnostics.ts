import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'api-duplicate-page': {
    means: 'Two documented packages export components whose API pages would have the same address; the first one is kept.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  apiReference: { groups: { 'date-pickers': '/pickers-group' } },\n};\n// two installed packages export a component of the same name\n" },
    fix: 'Mark one of the two components `@ignore` in its JSDoc, or rename it.',
  },
} satisfies DiagnosticDocs;
