import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'playground-prop-unknown': {
    means: "A playground's `\"props\"` names a prop the component does not have in the installed package's declarations.",
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"playground": "BarChart", "props": ["layuot"], "data": "./playgroundData.ts"}}\n' },
    fix: 'Name one of the component\'s props, as its API page lists them; the hint suggests the closest.',
  },
  'playground-prop-type': {
    means: 'A playground knob is asked for a prop whose type no knob can set: knobs exist for booleans, unions of string or number literals, numbers and strings.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"playground": "BarChart", "props": ["series"], "data": "./playgroundData.ts"}}\n' },
    fix: "Remove the prop from `\"props\"`, and pass its value from the data module instead (every export of it is passed as the prop of the same name).",
  },
  'playground-range-type': {
    means: 'A playground prop is given `min`, `max` or `step`, but it is not a number prop.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"playground": "BarChart", "props": [{"name": "layout", "min": 0}], "data": "./playgroundData.ts"}}\n' },
    fix: 'Name the prop alone (`"props": ["layout"]`); only number props take a range.',
  },
  'playground-range': {
    means: "A number knob's range is empty: `min` is not below `max`, or `step` is not above 0.",
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"playground": "BarChart", "props": [{"name": "borderRadius", "min": 20, "max": 0}], "data": "./playgroundData.ts"}}\n' },
    fix: 'Write a range with `min` below `max` and a positive `step`, e.g. `{"name": "borderRadius", "min": 0, "max": 24, "step": 1}`.',
  },
} satisfies DiagnosticDocs;
