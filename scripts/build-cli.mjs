// Compiles the TypeScript CLI and its render worker into .build/ (run by `npm install` and before tests).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Left to node_modules at run time. React, emotion and Material UI must be the very instances the
 * demos import (one React, one emotion cache and theme context); typescript, prettier and esbuild are
 * large or native and loaded only when needed. Everything else (the unified ecosystem, highlight.js,
 * yaml, …) is bundled: node's module loader spends more on resolving and compiling ~1,500 small files
 * than on running them, in the CLI and in every render worker.
 */
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', '@emotion/*', '@mui/*', 'typescript', 'prettier', 'prettier/*', 'esbuild', 'sucrase', 'playwright-core', 'chokidar', 'sirv'];

/** Every tree walk goes through `unist-util-visit-parents`: resolved to our drop-in without its per-node debugging cost. */
const fastVisitParents = {
  name: 'fast-visit-parents',
  setup(build) {
    build.onResolve({ filter: /^unist-util-visit-parents$/ }, () => ({ path: path.resolve('compiler/markdown/fast-visit-parents.ts') }));
  },
};

/**
 * TypeScript (9 MB of CommonJS) is loaded with require(): imported from ESM, node first scans it to
 * detect its format and lexes it for named exports, about half a second before the first program.
 */
const requireTypescript = {
  name: 'require-typescript',
  setup(build) {
    build.onResolve({ filter: /^typescript$/ }, (args) =>
      args.namespace === 'require-typescript' ? { path: 'typescript', external: true } : { path: 'typescript', namespace: 'require-typescript' },
    );
    build.onLoad({ filter: /.*/, namespace: 'require-typescript' }, () => ({ contents: "module.exports = require('typescript');", loader: 'js' }));
  },
};

// Chunk names carry hashes: without a clean folder, every rebuild would leave the previous ones behind.
rmSync('.build', { recursive: true, force: true });

await build({
  entryPoints: {
    docs: 'bin/docs.ts',
    'render-worker': 'compiler/render/render-worker.ts',
    'dev-engine': 'compiler/dev/engine-worker.ts',
    'typescript-worker': 'compiler/typescript/typescript-worker.ts',
  },
  outdir: '.build',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  // Bundled CommonJS packages call require() for node builtins; ESM output has no require of its own.
  banner: { js: "import { createRequire as __docsCreateRequire } from 'node:module'; const require = __docsCreateRequire(import.meta.url);" },
  sourcemap: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [fastVisitParents, requireTypescript],
});
