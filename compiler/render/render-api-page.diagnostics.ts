import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'api-render': {
    means: 'An API reference page threw while it was rendered. Its input is the installed package\'s declarations, not your markdown, so this is most often a compiler bug.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  apiReference: { groups: { 'data-grid': '/grid-group' } },\n};\n" },
    fix: 'Check that the installed package is a version the compiler supports; otherwise report the message as a bug.',
  },
} satisfies DiagnosticDocs;
