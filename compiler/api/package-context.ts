import ts from 'typescript';
import type { MemberScope } from './members';
import type { ResolvedPackage } from './packages';

/** One package of the run, seen through the shared program. */
export interface PackageContext {
  pkg: ResolvedPackage;
  checker: ts.TypeChecker;
  /** Root export name → the symbol it resolves to (through re-exports). */
  exports: Map<string, ts.Symbol>;
  /** The package of the run, or the `node_modules` package, a declaration file belongs to. */
  packageOf(fileName: string): string | undefined;
  /** Members declared by this package or its dependencies; see `dependencyClosure`. */
  scope: MemberScope;
}

/** Root exports by name, aliases resolved, so `export *` chains and renames look like local declarations. */
export function rootExports(entry: ts.SourceFile, checker: ts.TypeChecker): Map<string, ts.Symbol> {
  const exports = new Map<string, ts.Symbol>();
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  if (!moduleSymbol) return exports;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    exports.set(symbol.name, symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  }
  return exports;
}

/** Where a symbol is declared: its value declaration when it has one (a component), else its first. */
export function declarationOf(symbol: ts.Symbol): ts.Declaration | undefined {
  return symbol.valueDeclaration ?? symbol.declarations?.[0];
}
