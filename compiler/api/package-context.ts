import type { Checker, Symbol as TsSymbol } from 'typescript-native/unstable/sync';
import type { MemberScope } from './members';
import type { NativeKinds } from './native-project';
import type { ResolvedPackage } from '../packages/packages';

/** One package of the run, seen through the shared project. */
export interface PackageContext {
  pkg: ResolvedPackage;
  checker: Checker;
  kinds: NativeKinds;
  /** Root export name → the symbol it resolves to (through re-exports), for the names pages use (`isPageExportName`). */
  exports: Map<string, TsSymbol>;
  /** The package of the run, or the `node_modules` package, a declaration file belongs to. */
  packageOf(fileName: string): string | undefined;
  /** Members declared by this package or its dependencies; see `dependencyClosure`. */
  scope: MemberScope;
}

/**
 * The root export names pages use: components, interfaces and the types re-exports are listed by
 * (PascalCase), and classes objects (`richTreeViewClasses`). The grids' hundreds of selectors and
 * hooks are not resolved: each alias costs a request to the compiler.
 */
export function isPageExportName(name: string): boolean {
  return /^(Unstable_)?[A-Z]/.test(name) || name.endsWith('Classes');
}

/** Root exports by name, aliases resolved, so `export *` chains and renames look like local declarations. */
export function rootExports(entry: TsSymbol | undefined, checker: Checker, kinds: NativeKinds): Map<string, TsSymbol> {
  const exports = new Map<string, TsSymbol>();
  if (!entry) return exports;
  for (const symbol of checker.getExportsOfModule(entry)) {
    if (!isPageExportName(symbol.name)) continue;
    exports.set(symbol.name, symbol.flags & kinds.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  }
  return exports;
}

/** The file a symbol is declared in: its value declaration's when it has one (a component), else its first declaration's. */
export function declarationFileOf(symbol: TsSymbol): string | undefined {
  return (symbol.valueDeclaration ?? symbol.declarations[0])?.path;
}
