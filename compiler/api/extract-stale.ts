import type { Symbol as TsSymbol } from 'typescript-native/unstable/sync';
import { nativeTypeScript } from '../demos/native-typecheck';
import { packageRoot } from '../helpers/package-root';
import { dependencyClosure, packageOfFile } from '../packages/dependencies';
import { extractPackage, type PackageApi } from './extract-package';
import { openNativeProject, rootDeclaration, type NativeProject } from './native-project';
import type { ResolvedPackage } from '../packages/packages';

/** What extracting the packages missing from the cache gives; plain data, it crosses threads. */
export interface StaleExtraction {
  apis: PackageApi[];
  /** Names of the packages whose root has no declarations TypeScript can find. */
  unresolved: string[];
  /** TypeScript's native compiler, which reads the declarations, is not installed for this platform. */
  compilerMissing?: true;
  /** Extraction time per package, without the project's. */
  timings: { package: string; ms: number }[];
  /** Opening the TypeScript project. */
  programMs: number;
}

/**
 * Extracts the packages in `stale` from one project over their root declarations, so shared
 * dependencies (@mui/material, React, csstype, the community packages under pro and premium) are
 * parsed once. `known` is every package of the run: a package read from the cache may still be
 * imported by a stale one.
 */
export async function extractStalePackages(stale: readonly ResolvedPackage[], known: readonly ResolvedPackage[], resolveFrom: string): Promise<StaleExtraction> {
  const started = performance.now();
  const roots = new Map<string, string>();
  const unresolved: string[] = [];
  for (const pkg of stale) {
    const root = rootDeclaration(pkg);
    if (root) roots.set(pkg.spec.name, root);
    else unresolved.push(pkg.spec.name);
  }
  if (!roots.size) return { apis: [], unresolved, timings: [], programMs: 0 };
  if (!nativeTypeScript(packageRoot())) return { apis: [], unresolved, timings: [], programMs: 0, compilerMissing: true };
  // Read while the project opens: the extraction then never waits for the file system.
  const closures = new Map(stale.map((pkg) => [pkg.spec.name, dependencyClosure(pkg.dir)]));
  const native = await openNativeProject([...roots.values()], known, resolveFrom);
  try {
    const programMs = performance.now() - started;
    const entries = new Map([...roots].map(([name, root]) => [name, fileSymbol(native, root)]));
    // The compiler names declaration files by path, lowercased where the file system ignores case
    // (macOS, Windows): the run's package folders are compared in the same form.
    const ignoresCase = [...roots].some(([name, root]) => root !== root.toLowerCase() && entries.get(name)?.declarations[0]?.path === root.toLowerCase());
    const runPackages = known.map((p) => ({ name: p.spec.name, dir: ignoresCase ? p.dir.toLowerCase() : p.dir }));
    const owners = new Map<string, string | undefined>();
    // Asked for every member of every page: the answer per file is worth keeping.
    const packageOf = (fileName: string) => {
      if (!owners.has(fileName)) owners.set(fileName, packageOfFile(fileName, runPackages));
      return owners.get(fileName);
    };
    const apis: PackageApi[] = [];
    const timings: StaleExtraction['timings'] = [];
    for (const pkg of stale) {
      if (!roots.has(pkg.spec.name)) continue;
      const extractStarted = performance.now();
      const documented = await closures.get(pkg.spec.name)!;
      apis.push(extractPackage({ pkg, entry: entries.get(pkg.spec.name), checker: native.checker, kinds: native.kinds, packageOf, documented }));
      timings.push({ package: pkg.spec.name, ms: performance.now() - extractStarted });
    }
    return { apis, unresolved, timings, programMs };
  } finally {
    native.close();
  }
}

/** The module symbol of a file of the project. */
function fileSymbol({ project, checker }: NativeProject, fileName: string): TsSymbol | undefined {
  const file = project.program.getSourceFile(fileName);
  return file && checker.getSymbolAtLocation(file);
}
