import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'api-package-unknown': {
    means: 'The API extraction was asked for a package it has no API pages for. The site config names products (\`apiReference.groups\`), not packages, so only a program calling the extraction with its own list of packages meets this.',
    example: { file: 'site.config.ts', text: "// none: the config cannot name a package; a script calling extractApiPages({ packages: ['@acme/table'] }) can\n" },
    fix: 'Name one of the packages the message lists, or pass a spec of the package with its product.',
  },
  'api-package-missing': {
    means: 'The package whose API pages are asked for is not installed where the content folder resolves packages, so its declarations cannot be read.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  apiReference: { groups: { charts: '/charts-group' } }, // @mui/x-charts not installed\n};\n" },
    fix: 'Install the package (`npm install @mui/x-charts`), or remove its product from `apiReference.groups`.',
  },
  'api-compiler-missing': {
    means: 'API pages are read from the packages\' declarations by TypeScript\'s native compiler (the `typescript-native` dependency), and its binary for this platform is not installed.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  apiReference: { groups: { 'tree-view': '/tree-view-group' } },\n};\n" },
    fix: 'Install the dependencies again with optional dependencies included: `npm install --include=optional`.',
  },
  'api-cache-write': {
    means: 'The extracted API of a package could not be written to the cache folder. The pages are built; the next run extracts the API again.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  apiReference: { groups: { 'tree-view': '/tree-view-group' } },\n};\n// built with --cache-dir pointing at a read-only folder\n" },
    fix: 'Make the cache folder writable, or pass another one with `--cache-dir`.',
  },
} satisfies DiagnosticDocs;
