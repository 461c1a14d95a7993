import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'tsconfig-unreadable': {
    means: "The site's `tsconfig.json`, or a config it extends, cannot be read whole: the file named in `extends` is not installed (a monorepo's shared config), or the JSON is broken. Demos are still type-checked, with the options that could be read and the compiler's defaults for the rest.",
    example: { file: 'tsconfig.json', text: '{\n  "extends": "@acme/tsconfig/strict.json",\n  "compilerOptions": { "noUncheckedIndexedAccess": true }\n}\n' },
    fix: 'Install the package that holds the extended config, correct the path in `extends`, or fix the JSON at the position the message gives. Comments and trailing commas are allowed, as TypeScript allows them.',
  },
} satisfies DiagnosticDocs;
