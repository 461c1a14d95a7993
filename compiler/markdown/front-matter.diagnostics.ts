import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'front-matter-unterminated': {
    means: 'The page starts with a `---` line, but no later line closes the front matter, so the whole page would be read as YAML.',
    example: { file: 'guide/index.md', text: '---\ntitle: Guide\n\n# Guide\n' },
    fix: 'End the front matter with a line containing only `---`.',
  },
  'front-matter-yaml': {
    means: 'The front matter is not valid YAML.',
    example: { file: 'guide/index.md', text: '---\ntitle: Guide: the basics\n---\n\n# Guide\n' },
    fix: 'Write one `key: value` pair per line; quote a value that holds `: ` or starts with `*`, `&`, `[` or `{` (`title: "Guide: the basics"`).',
  },
  'front-matter-type': {
    means: 'The front matter is not a mapping of keys to values, or a key the compiler reads has a value of the wrong type: `title` and `description` are strings, `components` is a comma-separated string or a list of strings.',
    example: { file: 'guide/index.md', text: '---\ntitle:\n  - Guide\n---\n\n# Guide\n' },
    fix: 'Write the value as the message asks, e.g. `title: Guide` or `components: Button, Menu`.',
  },
  'front-matter-duplicate-key': {
    means: 'A front matter key is written twice; the last value is used, as MUI\'s own tooling does.',
    example: { file: 'guide/index.md', text: '---\ntitle: Guide\ntitle: The guide\n---\n\n# Guide\n' },
    fix: 'Remove one of the two lines.',
  },
} satisfies DiagnosticDocs;
