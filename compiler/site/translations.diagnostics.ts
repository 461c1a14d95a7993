import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'translation-json': {
    means: 'A UI strings file (`translations/<language>.json`) cannot be read, is not valid JSON, or is not a JSON object.',
    example: { file: 'translations/fr.json', text: '{ "toc": "Sommaire", }\n' },
    fix: 'Write a JSON object of `"key": "text"` pairs, without a trailing comma.',
  },
  'translation-type': {
    means: 'A key of a UI strings file has a value that is not a string.',
    example: { file: 'translations/fr.json', text: '{ "toc": ["Sommaire"] }\n' },
    fix: 'Write the UI text as a JSON string: `"toc": "Sommaire"`.',
  },
  'translation-file-missing': {
    means: 'A language listed in the config\'s `languages` has no UI strings file.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  languages: ['en', 'de'], // and no translations/de.json\n};\n" },
    fix: 'Create `translations/<language>.json` with the keys of the default language\'s file.',
  },
  'translation-missing': {
    means: 'A UI strings file lacks a key that the default language\'s file has; the page falls back to the default language for it.',
    example: { file: 'translations/fr.json', text: '{}\n' }, // while translations/en.json has "toc"
    fix: 'Add the key the message names with its translation; the hint quotes the default language\'s text.',
  },
} satisfies DiagnosticDocs;
