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
  'module-timeout': {
    means:
      "The site config or the navigation file did not finish evaluating within the time limit (10 seconds; the navigation file's is the config's `renderTimeout`): a loop that never ends, or a top-level `await` of a promise that never settles. It was stopped, and nothing else could be checked without it.",
    example: { file: 'pages.ts', text: "let n = 0;\nwhile (n >= 0) n = (n + 1) % 7;\n\nexport default [{ pathname: '/', title: 'Home' }];\n" },
    fix: 'Find the loop whose condition never becomes false, or the awaited promise that never settles, in the module or a module it imports.',
  },
} satisfies DiagnosticDocs;
