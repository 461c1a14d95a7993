import type { DiagnosticDocs } from '../../../templates/shared/diagnostics';

export default {
  'mui-markdown-missing': {
    means: "With the `mui` preset, a route file under `pages/` imports its markdown (`…md?muiMarkdown`) from a path that is not a file: the alias of its first segment is unknown, or the markdown was moved or renamed.",
    example: { file: 'pages/x/react-widgets/gauges.js', text: "import * as pageProps from 'docsx/data/widgets/gauges/gauge.md?muiMarkdown';\n\nexport default function Page() {\n  return null;\n}\n" },
    fix: "Fix the path in the route file, or map its first segment to a folder with the config's `alias` key (`alias: { docsx: '.' }`).",
  },
} satisfies DiagnosticDocs;
