import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'page-unreadable': {
    means: 'A page\'s file cannot be read (its permissions, or it is not a regular file).',
    example: { file: 'guide/index.md', text: '(a page made unreadable with chmod 000)' },
    fix: 'Make it a readable file, or remove it.',
  },
  'page-encoding': {
    means: 'The page is not UTF-8 text: UTF-16 (it starts with a byte order mark of two bytes) or a legacy encoding such as Latin-1 or Windows-1252, found at the first byte that is not UTF-8. A UTF-8 byte order mark is fine.',
    example: { file: 'guide/index.md', text: '# Caf\\xE9 (é saved as the single Latin-1 byte E9)\n' },
    fix: 'Save the file as UTF-8 (in most editors: Save with Encoding, UTF-8).',
  },
} satisfies DiagnosticDocs;
