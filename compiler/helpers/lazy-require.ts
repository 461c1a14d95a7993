import { createRequire } from 'node:module';

/**
 * `require` for the packages loaded when first needed (esbuild, prettier, sucrase), not `import()`:
 * the workers' bundles run from V8's code cache (`fast-paths/code-cache.ts`), where a dynamic import
 * finds no loader in Node 20, and in the CLI's ES module chunks `import()` of a CommonJS package
 * through the bundler yields only its default export.
 */
export const lazyRequire = createRequire(import.meta.url);
