import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'module-syntax': {
    means: 'The site config or the navigation file (`site.config.ts`, `pages.ts`) is not valid TypeScript.',
    example: { file: 'pages.ts', text: "export default [\n  { pathname: '/guide/', title: 'Guide' \n];\n" },
    fix: 'Fix the syntax error at the position given; the file must be an ES module.',
  },
  'module-no-default': {
    means: 'The site config or the navigation file has no default export, so the compiler has nothing to read.',
    example: { file: 'site.config.ts', text: "export const config = { title: 'My docs' };\n" },
    fix: 'Export the value by default: `export default { title: \'My docs\' };`.',
  },
  'module-throws': {
    means: 'The site config or the navigation file throws while it is evaluated.',
    example: { file: 'site.config.ts', text: "const versions = JSON.parse('not json');\nexport default { title: 'My docs', versions };\n" },
    fix: 'Fix the expression at the position given: the module must evaluate without throwing.',
  },
} satisfies DiagnosticDocs;
