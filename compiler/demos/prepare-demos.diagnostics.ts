import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'demo-render': {
    means: 'A demo throws while it is rendered on the server. Every demo is server-rendered, so readers see it before its code loads.',
    example: { file: 'guide/Counter.tsx', text: 'export default function Counter() {\n  return <p>{window.location.href}</p>;\n}\n' },
    fix: 'Render without touching browser-only globals (`window`, `document`): read them in an effect or an event handler.',
  },
  'demo-js': {
    means: 'The JavaScript version of a demo (shown by the TS/JS switch) could not be generated: sucrase, which strips the types, or prettier, which formats the result, rejected code that esbuild compiled. The TypeScript listing is still shown. No input of ours is known to cause it; it is reported rather than lost.',
    example: { file: 'guide/Counter.tsx', text: '// a demo written in TypeScript syntax newer than the installed sucrase or prettier read\n' },
    fix: 'Write the construct the message names in a more common form, or update sucrase and prettier.',
  },
} satisfies DiagnosticDocs;
