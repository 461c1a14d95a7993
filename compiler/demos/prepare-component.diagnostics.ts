import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'embed-component-render': {
    means: 'A `{{"component": "path/Name.js"}}` embed names a file of the site\'s `componentDir` (with the `mui` preset, `src/`) that cannot be rendered: one of its imports cannot be resolved (some of MUI\'s docs components import the monorepo\'s own `docs/src/…`, which a docs folder alone lacks), it does not compile, or it throws while rendered on the server. The embed renders nothing; the page builds.',
    example: { file: 'data/overview.md', text: '# Overview\n\n{{"component": "modules/components/BrandHeader.js"}}\n' },
    fix: 'Install the package the message names or map the folder it imports with the config\'s `alias`; render without browser-only globals (`window`, `document`), reading them in an effect; or remove the embed.',
  },
} satisfies DiagnosticDocs;
