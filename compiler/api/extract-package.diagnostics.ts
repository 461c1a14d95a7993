import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'api-interface-missing': {
    means: 'An interface the compiler documents for the data grid (its API objects) is not exported by the installed version of the package, so it gets no API page.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  apiReference: { groups: { 'data-grid': '/grid-group' } },\n};\n// with a version of @mui/x-data-grid that renamed one of its API interfaces\n" },
    fix: 'Install the version of the package the compiler documents, or remove the name from `compiler/packages/data-grid-interfaces.ts`.',
  },
} satisfies DiagnosticDocs;
