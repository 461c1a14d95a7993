import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'link-encoding': {
    means: 'The `#fragment` of a link has a malformed percent escape, so it cannot be matched to a heading id.',
    example: { file: 'guide/index.md', text: '# Guide\n\nSee [the overview](/guide/setup/#%C3berblick).\n' },
    fix: 'Write the heading id as it is (`#überblick`), or encode every byte of it (`#%C3%BCberblick`).',
  },
} satisfies DiagnosticDocs;
