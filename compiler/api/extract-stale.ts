import type { SharedPrograms } from '../typescript/programs';
import { dependencyClosure, packageOfFile } from './dependencies';
import { extractPackage, type PackageApi } from './extract-package';
import type { ResolvedPackage } from './packages';

/** What extracting the packages missing from the cache gives; plain data, it crosses threads. */
export interface StaleExtraction {
  apis: PackageApi[];
  /** Names of the packages whose root has no declarations TypeScript can find. */
  unresolved: string[];
  /** Extraction time per package, without the program's. */
  timings: { package: string; ms: number }[];
  /** Building the TypeScript program. */
  programMs: number;
}

/**
 * Extracts the packages in `stale` from one program over their root declarations, so shared
 * dependencies (@mui/material, React, csstype, the community packages under pro and premium) are
 * parsed once. `known` is every package of the run: a package read from the cache may still be
 * imported by a stale one.
 */
export async function extractStalePackages(programs: SharedPrograms, stale: readonly ResolvedPackage[], known: readonly ResolvedPackage[], resolveFrom: string): Promise<StaleExtraction> {
  const started = performance.now();
  const roots = new Map<string, string>();
  const unresolved: string[] = [];
  for (const pkg of stale) {
    const root = programs.resolveRoot(pkg.spec.name, resolveFrom);
    if (root) roots.set(pkg.spec.name, root);
    else unresolved.push(pkg.spec.name);
  }
  const program = programs.program([...roots.values()]);
  const checker = program.getTypeChecker();
  const programMs = performance.now() - started;
  const runPackages = known.map((p) => ({ name: p.spec.name, dir: p.dir }));
  const owners = new Map<string, string | undefined>();
  // Asked for every member of every page: the answer per file is worth keeping.
  const packageOf = (fileName: string) => {
    if (!owners.has(fileName)) owners.set(fileName, packageOfFile(fileName, runPackages));
    return owners.get(fileName);
  };
  const apis: PackageApi[] = [];
  const timings: StaleExtraction['timings'] = [];
  for (const pkg of stale) {
    const root = roots.get(pkg.spec.name);
    if (!root) continue;
    const extractStarted = performance.now();
    const documented = await dependencyClosure(pkg.dir);
    apis.push(extractPackage({ pkg, entry: program.getSourceFile(root)!, checker, packageOf, documented }));
    timings.push({ package: pkg.spec.name, ms: performance.now() - extractStarted });
  }
  return { apis, unresolved, timings, programMs };
}
