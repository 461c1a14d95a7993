import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'demo-adapter-unknown': {
    means: 'A demo imports a date adapter of `@mui/x-date-pickers` whose date library the compiler cannot name, so its CodeSandbox and StackBlitz versions would not install it.',
    example: { file: 'guide/Counter.tsx', text: "import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';\n\nexport default function Counter() {\n  return <p>{String(AdapterTemporal)}</p>;\n}\n" },
    fix: 'Use one of the adapters the hint lists (`AdapterDayjs`, `AdapterDateFns`, `AdapterLuxon`, `AdapterMoment`, …).',
  },
} satisfies DiagnosticDocs;
