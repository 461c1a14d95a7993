import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'demo-syntax': {
    means: 'A demo does not compile: a syntax error in its TSX (or in a file it imports). It is left out of the browser bundle.',
    example: { file: 'guide/Counter.tsx', text: 'export default function Counter() {\n  return <button>Count</button;\n}\n' },
    fix: 'Fix the syntax error at the position given.',
  },
} satisfies DiagnosticDocs;
