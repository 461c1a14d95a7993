import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'cache-dir-unsafe': {
    means: '`--cache-dir` names the content folder, the current folder, the project root (the nearest folder with a `package.json` above the content), or a folder holding one of them. The compiler deletes its own files in folders of the cache (`pages/`, `dev-out/` and others), whose names may be yours there, so the command stops before any work; the exit code is 2.',
    example: { file: 'index.md', text: '# Home\n\n<!-- docs build --cache-dir . -->\n' },
    fix: 'Leave the default (`node_modules/.cache/docs`) or name a folder of its own, such as `--cache-dir .docs-cache`.',
  },
} satisfies DiagnosticDocs;
