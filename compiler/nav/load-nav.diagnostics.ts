import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'nav-invalid': {
    means: 'The navigation file (`pages.ts`) does not export an array of entries, or an entry lacks its `pathname` string or has a key of the wrong type (`title` and `subheader` are strings; `planned`, `newFeature` and `unstable` booleans; `plan` is `\'pro\'` or `\'premium\'`; `children` an array).',
    example: { file: 'pages.ts', text: "export default [\n  { title: 'Guide' },\n];\n" },
    fix: 'Give every entry a `pathname` (`{ pathname: \'/guide/\', title: \'Guide\' }`) and each key the type the message names.',
  },
  'nav-unknown-key': {
    means: 'A navigation entry has a key the compiler does not know: often a misspelt one.',
    example: { file: 'pages.ts', text: "export default [\n  { pathname: '/guide/', tittle: 'Guide' },\n];\n" },
    fix: 'Use one of the keys the hint lists, spelt as there.',
  },
} satisfies DiagnosticDocs;
