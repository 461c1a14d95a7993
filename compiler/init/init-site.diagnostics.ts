import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'init-folder-not-empty': {
    means: '`docs init` was asked to write a new site into a folder that already has files. It writes nothing there, so that nothing of yours is overwritten.',
    example: { file: 'index.md', text: '# Home\n\n<!-- docs init run on a folder that holds this page -->\n' },
    fix: 'Name a new or empty folder: `docs init my-docs`.',
  },
} satisfies DiagnosticDocs;
