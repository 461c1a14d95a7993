import path from 'node:path';
import ts from 'typescript';
import type { ResolvedPackage } from '../api/packages';
import { DEMO_TSCONFIG_OPTIONS } from '../demos/demo-compiler-options';

/** The demos' options (`DEMO_TSCONFIG_OPTIONS`) as the JavaScript compiler takes them. */
const DEMO_COMPILER_OPTIONS: ts.CompilerOptions = ts.convertCompilerOptionsFromJson(DEMO_TSCONFIG_OPTIONS, '').options;

/**
 * TypeScript programs over the installed packages that share their parsed and bound declaration
 * files: the API extraction's program, then the same files plus the demos for the type-check. The
 * demos stay out of the first program: the extraction waits for nothing it does not read, and
 * neither a demo's `declare module` augmentation nor what checking it resolves first can change the
 * documented types (with the demos in one program, the pickers' `value` printed `PickerValidValue`
 * instead of `TValue`). Both use the demos' options: the API pages come out the same as without
 * DOM and JSX (checked on every package), and the files parse once. Without a demo program to
 * follow (the native compiler checks the demos), the DOM's declarations, a sixth of what the API
 * program parses, are left out.
 */
export class SharedPrograms {
  readonly options: ts.CompilerOptions;
  private readonly host: ts.CompilerHost;
  private readonly files = new Map<string, ts.SourceFile | undefined>();
  private last: ts.Program | undefined;

  /**
   * `projectRoot` is where `node_modules` resolves from; `packages` given by folder (test fixtures)
   * resolve by name, for each other too, as if installed. `demos`: a demo program will follow.
   */
  constructor(projectRoot: string, packages: readonly ResolvedPackage[] = [], demos = true) {
    const paths: Record<string, string[]> = {};
    for (const pkg of packages) {
      if (pkg.spec.dir) {
        paths[pkg.spec.name] = [pkg.dir];
        paths[`${pkg.spec.name}/*`] = [`${pkg.dir}/*`];
      }
    }
    this.options = {
      ...DEMO_COMPILER_OPTIONS,
      ...(demos ? {} : { lib: DEMO_COMPILER_OPTIONS.lib!.filter((lib) => !lib.startsWith('lib.dom')) }),
      typeRoots: [path.join(projectRoot, 'node_modules', '@types')],
      ...(Object.keys(paths).length ? { paths } : {}),
    };
    const host = ts.createCompilerHost(this.options);
    const read = host.getSourceFile.bind(host);
    // The second program gets the first one's files, parsed and bound: TypeScript reuses a file it is given again.
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      if (!this.files.has(fileName)) this.files.set(fileName, read(fileName, languageVersion, onError, shouldCreate));
      return this.files.get(fileName);
    };
    // Content may live outside the project (a fixture in a temporary folder): packages then resolve from the project.
    const fallback = path.join(projectRoot, 'index.ts');
    // Thousands of relative imports between the packages' declaration files: without a cache, each
    // folder's package.json lookups are redone for every import.
    const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, this.options);
    host.resolveModuleNames = (names, containingFile) =>
      names.map(
        (name) =>
          ts.resolveModuleName(name, containingFile, this.options, host, cache).resolvedModule ??
          ts.resolveModuleName(name, fallback, this.options, host, cache).resolvedModule,
      );
    // One declaration file (the Excel export's exceljs fork) pulls in all of Node's types, 2.3 MB,
    // a third of what the program parses. No page documents them and no demo uses them.
    host.resolveTypeReferenceDirectiveReferences = (references, containingFile, redirectedReference, options, containingSourceFile) =>
      references.map((reference) => {
        const name = typeof reference === 'string' ? reference : reference.fileName.toLowerCase();
        if (name === 'node') return { resolvedTypeReferenceDirective: undefined };
        return ts.resolveTypeReferenceDirective(name, containingFile, options, host, redirectedReference, undefined, containingSourceFile?.impliedNodeFormat);
      });
    this.host = host;
  }

  /** The declaration file a package name resolves to from `resolveFrom`, as user code imports it. */
  resolveRoot(name: string, resolveFrom: string): string | undefined {
    const resolved = ts.resolveModuleName(name, path.join(resolveFrom, 'index.ts'), this.options, this.host).resolvedModule;
    return resolved?.extension.startsWith('.d.') ? resolved.resolvedFileName : undefined;
  }

  /** The roots of the last program made, or none. */
  lastRootNames(): string[] {
    return [...(this.last?.getRootFileNames() ?? [])];
  }

  program(rootNames: readonly string[]): ts.Program {
    this.last = ts.createProgram({ rootNames, options: this.options, host: this.host, ...(this.last ? { oldProgram: this.last } : {}) });
    return this.last;
  }
}
