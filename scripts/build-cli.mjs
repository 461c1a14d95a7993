// Compiles the TypeScript CLI and its render worker into .build/ (run by `npm install` and before tests).
import { build } from 'esbuild';

await build({
  entryPoints: {
    docs: 'bin/docs.ts',
    'render-worker': 'compiler/render/render-worker.ts',
    'dev-engine': 'compiler/dev/engine-worker.ts',
  },
  outdir: '.build',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  logLevel: 'warning',
});
