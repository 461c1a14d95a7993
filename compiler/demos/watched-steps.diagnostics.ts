import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'demo-timeout': {
    means:
      "A demo's module (its top-level code and what it imports) or its server render did not finish within the time limit, `renderTimeout` in `site.config.ts` (10 seconds unless set): a loop that never ends, most often. The thread running it was stopped and replaced, and the other pages were built; the page embedding the demo reports it until it is fixed.",
    example: { file: 'guide/Counter.tsx', text: 'export default function Counter() {\n  let n = 0;\n  while (n >= 0) n = (n + 1) % 7;\n  return <p>{n}</p>;\n}\n' },
    fix: 'Find the loop whose condition never becomes false, in the component or the top-level code of the demo and its imports. A demo that is only slow to render needs a larger `renderTimeout`.',
  },
} satisfies DiagnosticDocs;
