import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'config-invalid': {
    means: 'The site config\'s default export is not an object, or one of its keys has a value of the wrong type or form. The configuration page lists each key\'s type.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  typeCheck: 'strict',\n};\n" },
    fix: 'Give the key a value of the type the message names (here `\'error\'`, `\'warn\'` or `\'off\'`).',
  },
  'config-unknown-key': {
    means: 'The site config has a key the compiler does not know: often a misspelt one, which would otherwise be ignored without a word.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  langauges: ['en'],\n};\n" },
    fix: 'Spell the key as the hint lists it, or remove it. Every key is described on the configuration page.',
  },
  'theme-colour-main': {
    means: 'A palette colour of `theme.palette` has no `main` string, which Material UI needs to compute its other shades.',
    example: { file: 'site.config.ts', text: "export default {\n  title: 'My docs',\n  theme: { palette: { primary: { light: '#66B2FF' } } },\n};\n" },
    fix: 'Give the colour a `main` value, e.g. `primary: { main: \'#0072E5\' }`.',
  },
} satisfies DiagnosticDocs;
