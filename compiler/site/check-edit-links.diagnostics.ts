import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'edit-link': {
    means: 'The config\'s `editUrl` pattern has no `{path}`, or the link it makes for a page names a file that is not in the repository (the pattern repeats part of the path that `{path}` already holds).',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  editUrl: 'https://github.com/owner/repo/edit/main/docs/',\n};\n" },
    fix: 'Write the repository\'s edit URL for a branch followed by `{path}`, e.g. `https://github.com/owner/repo/edit/main/{path}`: `{path}` is the page\'s file from the repository root. Remove `editUrl` to hide the links.',
  },
} satisfies DiagnosticDocs;
