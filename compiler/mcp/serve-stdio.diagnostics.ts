import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'mcp-not-built': {
    means: '`docs mcp` reads a built site (its `site-index.json`, search index and markdown twins), and the `--out` folder holds none written by this version of the CLI: it was never built, or built by an older version.',
    example: { file: 'site.config.ts', text: "export default { title: 'Example' };\n" },
    fix: 'Run `docs build --out <folder>` first, or point `--out` at the folder a build wrote.',
  },
} satisfies DiagnosticDocs;
