import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'playground-component-unknown': {
    means: 'A playground names a component that has no generated API page, so the compiler knows none of its props. The API pages are read only when the site config has `apiReference`.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"playground": "BarChrat", "props": ["layout"], "data": "./playgroundData.ts"}}\n' },
    fix: 'Name the component as its API page is titled (BarChart, DataGrid, DatePicker, RichTreeView…), and give the site config an `apiReference`.',
  },
  'playground-data-prop': {
    means: "A playground's data module exports a name that is not a prop of the component, or a prop that one of the knobs sets: every export is passed to the component as the prop of the same name.",
    example: { file: 'guide/playgroundData.ts', text: "export const series = [{ data: [3, 5, 2] }];\nexport const formatLabel = (value: number) => `${value} kg`;\n" },
    fix: 'Keep helpers local (no `export`) or in another module, and remove an export that a knob already sets.',
  },
} satisfies DiagnosticDocs;
