import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'nav-invalid': {
    means: 'The navigation file (`pages.ts`) does not export an array of entries, or an entry lacks its `pathname` string or has a key of the wrong type (`title` and `subheader` are strings; `planned`, `newFeature`, `unstable`, `legacy`, `beta`, `deprecated`, `inSideNav` and `disableDrawer` booleans; `plan` is `\'pro\'`, `\'premium\'` or `\'community\'`; `query` and `linkProps` objects; `icon` a React component or one of MUI\'s icon names; `scopePathnames` an array of paths; `children` an array).',
    example: { file: 'pages.ts', text: "export default [\n  { title: 'Guide' },\n];\n" },
    fix: 'Give every entry a `pathname` (`{ pathname: \'/guide/\', title: \'Guide\' }`) and each key the type the message names.',
  },
  'nav-unknown-key': {
    means: "A navigation entry has a key the compiler does not know, and that the entries' own type (the `T` of `const pages: T[]`, such as MUI's `MuiPage`, read from the module or package it is imported from) does not declare: often a misspelt one.",
    example: { file: 'pages.ts', text: "export default [\n  { pathname: '/guide/', tittle: 'Guide' },\n];\n" },
    fix: 'Use one of the keys the hint lists, spelt as there.',
  },
  'nav-icon': {
    means: "A navigation entry's `icon` cannot be rendered to SVG for the static navigation: the component throws, renders no `<svg>`, or the site's `react` and `react-dom` cannot be found from the navigation file. The entry is shown without an icon.",
    example: { file: 'pages.ts', text: "const Broken = () => {\n  throw new Error('no icon here');\n};\n\nexport default [\n  { pathname: '/guide/', title: 'Guide', icon: Broken },\n];\n" },
    fix: 'Use a React component that renders an `<svg>` (an `@mui/icons-material` icon), with `react` and `react-dom` installed beside the docs, or remove the `icon` key.',
  },
} satisfies DiagnosticDocs;
