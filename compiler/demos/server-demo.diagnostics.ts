import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'demo-no-default': {
    means: 'A demo file has no default export, so there is no component to render.',
    example: { file: 'guide/Counter.tsx', text: 'export function Counter() {\n  return <button>Count</button>;\n}\n' },
    fix: 'Export the demo\'s component by default: `export default function Counter() { … }`.',
  },
  'demo-throws': {
    means: 'A demo module throws while it is loaded, before its component renders: in its top-level code.',
    example: { file: 'guide/Counter.tsx', text: "const rows = JSON.parse('not json');\n\nexport default function Counter() {\n  return <p>{rows.length}</p>;\n}\n" },
    fix: 'Fix the top-level code of the demo; the message names what it threw.',
  },
} satisfies DiagnosticDocs;
