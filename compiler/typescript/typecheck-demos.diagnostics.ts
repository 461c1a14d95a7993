import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'demo-type': {
    means: 'A demo has a TypeScript type error against the installed packages. Demos are type-checked so that their code is right for readers who copy it. An error by default; a warning with `typeCheck: \'warn\'`.',
    example: { file: 'guide/Counter.tsx', text: "import Button from '@mui/material/Button';\n\nexport default function Counter() {\n  return <Button variant=\"filled\">Count</Button>;\n}\n" },
    fix: 'Fix the type error (here `variant` is `text`, `outlined` or `contained`). For content written against another toolchain, set `typeCheck: \'warn\'` or `\'off\'` in the config.',
  },
} satisfies DiagnosticDocs;
