// A real `import()`, in a file Node compiles itself (it is neither a bundle nor a package, so the
// code cache leaves it alone; see code-cache.ts): modules compiled from the cache have no loader for
// dynamic imports in Node 20. Loaded by path, so the bundles keep it out of their own text.
module.exports = (specifier) => import(specifier);
