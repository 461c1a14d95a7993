import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'page-titles-json': {
    means: '`translations/page-titles.json`, the navigation titles by language, is not valid JSON.',
    example: { file: 'translations/page-titles.json', text: "{ '/guide/': { 'fr': 'Guide' } }\n" },
    fix: 'Write JSON with double quotes: `{ "/guide/": { "fr": "Guide" } }`.',
  },
  'page-titles-type': {
    means: 'An entry of `translations/page-titles.json` is not an object of titles by language.',
    example: { file: 'translations/page-titles.json', text: '{ "/guide/": "Guide" }\n' },
    fix: 'Write `"/route/": { "en": "Title", "fr": "Titre" }`.',
  },
} satisfies DiagnosticDocs;
