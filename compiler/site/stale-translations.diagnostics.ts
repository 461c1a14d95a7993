import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'translation-stale': {
    means: 'A translated page (`index-zh.md`) was last committed before its English page: it may describe an older version of it. Found from git history, so only in a git repository.',
    example: { file: 'guide/index-zh.md', text: '# 指南\n\n<p class="description">Committed before the last change to guide/index.md.</p>\n' },
    fix: 'Bring the translation up to date with the English page and commit it. The warning goes once the translation\'s last commit is newer than the English page\'s.',
  },
} satisfies DiagnosticDocs;
