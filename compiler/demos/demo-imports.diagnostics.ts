import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'demo-import-unresolved': {
    means: 'A demo (or a file it imports) imports a package that is not installed, or a relative file that does not exist.',
    example: { file: 'guide/Counter.tsx', text: "import confetti from 'canvas-confetti';\n\nexport default function Counter() {\n  return <button onClick={() => confetti()}>Celebrate</button>;\n}\n" },
    fix: 'Install the package (the hint gives the `npm install` line), or fix the path: it is relative to the importing file, and the hint names the nearest file.',
  },
  'demo-import-case': {
    means: 'A relative import names a file that has a neighbour differing only in letter case (`./harvest` beside both `Harvest.tsx` and `harvest.ts`). The bundler compares names without case, as macOS and Windows do, so it may load the other file.',
    example: { file: 'guide/Harvest.tsx', text: "import { crops } from './harvest'; // beside Harvest.tsx and harvest.ts\n" },
    fix: 'Rename one of the two files, or the import, so that the names differ in more than letter case.',
  },
  'demo-import-stylesheet': {
    means:
      "A demo (or a file it imports) imports a stylesheet (`.css`, `.scss`, `.sass`, `.less`, `.styl`). A demo's styles must render with the page on the server and go with the demo into its iframe, its sandbox (CodeSandbox, StackBlitz) and the live editor, none of which takes a stylesheet file: demos are styled with Material UI's `sx` prop, `styled()` or style objects.",
    example: { file: 'guide/Counter.tsx', text: "import './counter.css';\n\nexport default function Counter() {\n  return <button className=\"counter\">Count</button>;\n}\n" },
    fix: 'Move the rules into the component: `<Button sx={{ px: 2, color: \'primary.main\' }}>`, a `styled()` component, or a `style` object; then remove the import.',
  },
} satisfies DiagnosticDocs;
