import path from 'node:path';
import ts from 'typescript';
import type { ResolvedPackage } from './packages';

export interface ApiProgram {
  checker: ts.TypeChecker;
  /** Package name → the root declaration file of the package. */
  entries: Map<string, ts.SourceFile>;
  /** Packages whose root has no declarations TypeScript can find. */
  unresolved: ResolvedPackage[];
}

/**
 * One program over every package's root declarations, so shared dependencies (@mui/material,
 * React, csstype, the community packages under pro and premium) are parsed once. Resolution is
 * the bundler's, the one user code gets: roots resolve to the same files the packages import each
 * other by, so a package's declarations are never loaded twice (`.d.ts` and `.d.mts`).
 */
export function createApiProgram(packages: readonly ResolvedPackage[], resolveFrom: string, known: readonly ResolvedPackage[] = packages): ApiProgram {
  // Packages given by folder (test fixtures) resolve by name, for each other too, as if installed:
  // all the run knows, since a package read from the cache may still be imported by another.
  const paths: Record<string, string[]> = {};
  for (const pkg of known) {
    if (pkg.spec.dir) {
      paths[pkg.spec.name] = [pkg.dir];
      paths[`${pkg.spec.name}/*`] = [`${pkg.dir}/*`];
    }
  }
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // No DOM: members it declares are never documented, and without its 1.9 MB the pages come
    // out the same (checked on all 165 MUI X pages) in less time.
    lib: ['lib.es2023.d.ts'],
    // Only what the packages import: not every @types folder in node_modules.
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    ...(Object.keys(paths).length ? { paths } : {}),
  };
  const from = path.join(resolveFrom, 'index.ts');
  const roots = new Map<string, string>();
  const unresolved: ResolvedPackage[] = [];
  for (const pkg of packages) {
    const resolved = ts.resolveModuleName(pkg.spec.name, from, options, ts.sys).resolvedModule;
    if (resolved?.extension.startsWith('.d.')) roots.set(pkg.spec.name, resolved.resolvedFileName);
    else unresolved.push(pkg);
  }
  const program = ts.createProgram([...roots.values()], options);
  const entries = new Map<string, ts.SourceFile>();
  for (const [name, file] of roots) entries.set(name, program.getSourceFile(file)!);
  return { checker: program.getTypeChecker(), entries, unresolved };
}
