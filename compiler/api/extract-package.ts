import path from 'node:path';
import type { Checker, Symbol as TsSymbol } from 'typescript-native/unstable/sync';
import type { ApiPage } from '../../templates/shared/api';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { componentPage, publicComponents } from './components';
import { interfacePage } from './interfaces';
import type { NativeKinds } from './native-project';
import { declarationFileOf, rootExports, type PackageContext } from './package-context';
import { planOfPackage, type ResolvedPackage } from '../packages/packages';

/** What one package contributes, as cached: its own pages and what its root exports. */
export interface PackageApi {
  name: string;
  version: string;
  pages: ApiPage[];
  /** PascalCase root export → the package that declares it; gives re-exports their import lines. */
  exports: Record<string, string>;
  diagnostics: Diagnostic[];
}

export interface ExtractPackageInput {
  pkg: ResolvedPackage;
  /** The module symbol of the package's root declaration file. */
  entry: TsSymbol | undefined;
  checker: Checker;
  kinds: NativeKinds;
  /** The package a declaration file belongs to (`packageOfFile` over the run's packages). */
  packageOf: (fileName: string) => string | undefined;
  /** The package's dependency closure (`dependencyClosure`): what its pages may document. */
  documented: ReadonlySet<string>;
}

export function extractPackage({ pkg, entry, checker, kinds, packageOf, documented }: ExtractPackageInput): PackageApi {
  const ctx: PackageContext = {
    pkg,
    checker,
    kinds,
    exports: rootExports(entry, checker, kinds),
    packageOf,
    scope: {
      checker,
      kinds,
      documents: (fileName) => {
        const owner = packageOf(fileName);
        return owner !== undefined && (owner === pkg.spec.name || documented.has(owner));
      },
      planOf: (fileName) => planOfPackage(packageOf(fileName) ?? ''),
    },
  };
  const pages = publicComponents(ctx).map(({ name, symbol }) => componentPage(name, symbol, ctx));
  const diagnostics: Diagnostic[] = [];
  for (const name of pkg.spec.interfaces ?? []) {
    const symbol = ctx.exports.get(name);
    if (symbol && symbol.flags & (kinds.SymbolFlags.Interface | kinds.SymbolFlags.TypeAlias)) pages.push(interfacePage(name, symbol, ctx));
    else {
      diagnostics.push(
        diagnostic(
          'api-interface-missing',
          'warning',
          path.relative(process.cwd(), path.join(pkg.dir, 'package.json')),
          undefined,
          `${pkg.spec.name}@${pkg.version} does not export the interface ${name}, so it has no API page.`,
          'Remove the name from the documented interfaces (compiler/packages/data-grid-interfaces.ts) or check the installed version.',
        ),
      );
    }
  }
  const exports: Record<string, string> = {};
  for (const [name, symbol] of ctx.exports) {
    const file = declarationFileOf(symbol);
    const owner = file && packageOf(file);
    if (owner && /^(Unstable_)?[A-Z]/.test(name)) exports[name] = owner;
  }
  return { name: pkg.spec.name, version: pkg.version, pages, exports, diagnostics };
}
