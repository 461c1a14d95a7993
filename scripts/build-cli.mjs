// Compiles the TypeScript CLI and its render worker into .build/ (run by `npm install` and before tests).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fromMarkdownContext } from '../compiler/fast-paths/from-markdown-context.mjs';
import { micromarkFastPaths } from '../compiler/fast-paths/micromark-fast-paths.mjs';
import { chosenAtLoad } from '../compiler/fast-paths/patched-modules.mjs';
import { fastVisitParents } from '../compiler/fast-paths/visit-parents-drop-in.mjs';

/**
 * Left to node_modules at run time. React, emotion and Material UI must be the very instances the
 * demos import (one React, one emotion cache and theme context); typescript, prettier and esbuild are
 * large or native and loaded only when needed. Everything else (the unified ecosystem, highlight.js,
 * yaml, …) is bundled: node's module loader spends more on resolving and compiling ~1,500 small files
 * than on running them, in the CLI and in every render worker.
 */
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', '@emotion/*', '@mui/*', 'typescript', 'prettier', 'prettier/*', 'esbuild', 'sucrase', 'playwright-core', 'chokidar', 'sirv'];

/**
 * Packages left to node_modules are loaded with require(), not import: React, emotion, Material UI,
 * MUI X and TypeScript all ship CommonJS, and node's ESM loader spends about twice as long per module
 * (asynchronous reads, URL resolution, export lexing) on the ~2,000 files the frame and the demos load
 * in every worker. The demos are loaded with require() too (see `server-demo.ts`), so both sides
 * share one instance of each package.
 *
 * Each such import goes through an ES module that re-exports a CommonJS module: esbuild then honours
 * `__esModule` (a default import is the package's `default`), as it would not for an import straight
 * from our `"type": "module"` sources, where node's rules make the default the whole `module.exports`.
 */
const REQUIRED = /^(react|react-dom|@emotion\/[^/]+|@mui\/[^/]+|typescript)(\/.*)?$/;
const requireExternals = {
  name: 'require-externals',
  setup(build) {
    build.onResolve({ filter: REQUIRED }, (args) => {
      if (args.namespace === 'required-cjs') return { path: args.path, external: true };
      return { path: args.path, namespace: args.namespace === 'required-esm' ? 'required-cjs' : 'required-esm' };
    });
    build.onLoad({ filter: /.*/, namespace: 'required-esm' }, (args) => ({
      contents: `export * from ${JSON.stringify(args.path)}; export { default } from ${JSON.stringify(args.path)};`,
      loader: 'js',
    }));
    build.onLoad({ filter: /.*/, namespace: 'required-cjs' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

// Chunk names carry hashes: without a clean folder, every rebuild would leave the previous ones behind.
rmSync('.build', { recursive: true, force: true });

const shared = {
  outdir: '.build',
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: true,
  // Stack traces need the mappings only: the sources' text would add 12 MB to every install.
  sourcesContent: false,
  // Names kept (stack traces, the code cache's entries stay readable); whitespace and syntax minified: 4 MB less to install and parse.
  minifyWhitespace: true,
  minifySyntax: true,
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [...[fastVisitParents, fromMarkdownContext, micromarkFastPaths].map(chosenAtLoad), requireExternals],
};

// The CLI: ES modules, its commands split into chunks it loads when run.
await build({
  ...shared,
  entryPoints: { docs: 'bin/docs.ts', 'cli-startup': 'compiler/startup/cli-startup-entry.ts', 'early-render-worker': 'compiler/render/early-render-worker-entry.ts', 'early-dev-engine': 'compiler/dev/early-dev-engine-entry.ts' },
  splitting: true,
  format: 'esm',
  // Bundled CommonJS packages call require() for node builtins; ESM output has no require of its own.
  banner: { js: "import { createRequire as __docsCreateRequire } from 'node:module'; const require = __docsCreateRequire(import.meta.url);" },
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
});

/**
 * The workers, each one CommonJS file: a worker starts a module loader of its own, and node's ES
 * module loader (its internal modules compiled for each new thread, asynchronous resolution and
 * linking of the chunks) took ~30 ms more than `require` of one file, on the path of every one-page
 * rebuild (the render worker) and of `docs dev`'s first page (the engine). No chunk is shared with the
 * CLI's: threads share no modules anyway.
 */
await build({
  ...shared,
  entryPoints: {
    'render-worker': 'compiler/render/render-worker.ts',
    'dev-engine': 'compiler/dev/engine-worker.ts',
    'typescript-worker': 'compiler/typescript/typescript-worker.ts',
    'search-worker': 'compiler/search/search-worker.ts',
    'output-check-worker': 'compiler/build/output-check-worker.ts',
    'worker-boot': 'compiler/startup/worker-boot.ts',
  },
  format: 'cjs',
  // `import.meta.url` (the package root, createRequire) is the bundle's own file URL.
  define: { 'import.meta.url': '__docsImportMetaUrl' },
  banner: { js: "const __docsImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  outExtension: { '.js': '.cjs' },
});
