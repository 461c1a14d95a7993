import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'embed-playground': {
    means: 'A props playground embed (`{{"playground": …}}`) is malformed: the component is not a string, `"props"` is not a list of prop names (or `{"name", "min", "max", "step"}` objects), or `"data"` is not a relative path to a module.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"playground": "BarChart", "props": "layout"}}\n' },
    fix: 'Write one line of JSON such as `{{"playground": "BarChart", "props": ["layout", "grid"], "data": "./playgroundData.ts"}}`.',
  },
  'playground-data-missing': {
    means: 'The data module a playground names (`"data": "./playgroundData.ts"`) is not a file next to the page.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"playground": "BarChart", "props": ["layout"], "data": "./missing.ts"}}\n' },
    fix: 'Create the module, exporting the props the knobs cannot make (series, rows, items), or fix the path: it is relative to the page.',
  },
  'embed-json': {
    means: 'A line written as `{{…}}` (an embed) is not a JSON object.',
    example: { file: 'guide/index.md', text: "# Guide\n\n{{'demo': 'Counter.js'}}\n" },
    fix: 'Write it as JSON with double-quoted keys and strings: `{{"demo": "Counter.js"}}`.',
  },
  'embed-kind': {
    means: 'An embed is a JSON object, but has neither a `"demo"` nor a `"component"` string, so the compiler does not know what to embed.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"file": "Counter.js"}}\n' },
    fix: 'Write `{{"demo": "Name.js"}}` for a demo, or `{{"component": "Name"}}` for one of the site\'s components.',
  },
  'embed-demo-name': {
    means: 'A demo is named by an absolute path, a path leaving the content folder, or a name with characters a file of a demo cannot have.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"demo": "../../outside/Counter.js"}}\n' },
    fix: 'Name the demo relative to the page, inside the content folder: `{{"demo": "Counter.js"}}` next to the page, or `{{"demo": "shared/Counter.js"}}`.',
  },
  'demo-missing': {
    means: 'The demo an embed names has no `.tsx` file. `Name.js` in an embed means the file `Name.tsx`: the JavaScript version is generated from it.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"demo": "Countr.js"}}\n' },
    fix: 'Create the file the hint names, or correct the name in the embed.',
  },
  'embed-option-type': {
    means: 'A demo option has a value of the wrong type: `hideToolbar`, `defaultCodeOpen`, `iframe` and `disableAd` are true or false, `height` and `maxWidth` are pixels, `bg` is text (`"outlined"`, `"inline"`, `"playground"`) or `true`.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"demo": "Counter.js", "hideToolbar": "yes"}}\n' },
    fix: 'Write the value the message asks for, e.g. `"hideToolbar": true` or `"height": 400`.',
  },
  'embed-unknown-option': {
    means: 'A demo embed has an option the compiler does not know; it is ignored. Often a misspelt option. A `bg` text the compiler has no frame for (MUI writes `"outline"` on some pages) shows the demo with no frame, as `"inline"`, as MUI\'s own demo frame does.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"demo": "Counter.js", "hideToolBar": true}}\n' },
    fix: 'Use one of the options the hint lists, spelt as there, or remove it.',
  },
  'embed-unknown-component': {
    means: 'A `{{"component": "Name"}}` embed names a component the site does not provide; the embed renders nothing. A warning, or an error with `strictComponents: true`.',
    example: { file: 'guide/index.md', text: '# Guide\n\n{{"component": "SponsorBanner"}}\n' },
    fix: 'Map the name to one of the site\'s components with the config\'s `components` key (the hint lists those available), set `componentDir` to the folder a path such as `modules/Banner.js` is a file of, or remove the embed.',
  },
} satisfies DiagnosticDocs;
