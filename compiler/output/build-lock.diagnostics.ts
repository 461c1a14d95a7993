import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'build-locked': {
    means: 'Another `docs build` (or `--watch`) is writing the same output folder; this build stops so that neither corrupts the other. The lock file records the other process.',
    example: { file: 'index.md', text: '# Home\n\n<!-- docs build run twice at once with the same --out -->\n' },
    fix: 'Wait for the other build to finish, or build into another `--out`. If no build is running (the machine crashed), delete the lock file the message names.',
  },
} satisfies DiagnosticDocs;
