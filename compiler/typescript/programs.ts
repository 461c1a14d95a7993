import path from 'node:path';
import ts from 'typescript';

/**
 * The JavaScript compiler's programs over the demos, one per group of date adapters, sharing their
 * parsed and bound declaration files: TypeScript reuses a file it is given again. Used where the
 * native compiler is missing.
 */
export class SharedPrograms {
  readonly options: ts.CompilerOptions;
  private readonly files = new Map<string, ts.SourceFile | undefined>();
  private readonly host: ts.CompilerHost;
  private last: ts.Program | undefined;

  /** `options` as a tsconfig has them (`demoProgramConfig`); `projectRoot` is where `node_modules` resolves from. */
  constructor(projectRoot: string, options: Record<string, unknown>) {
    this.options = ts.convertCompilerOptionsFromJson(options, projectRoot).options;
    const host = ts.createCompilerHost(this.options);
    const read = host.getSourceFile.bind(host);
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
    // a third of what the program parses. No demo uses them.
    host.resolveTypeReferenceDirectiveReferences = (references, containingFile, redirectedReference, options, containingSourceFile) =>
      references.map((reference) => {
        const name = typeof reference === 'string' ? reference : reference.fileName.toLowerCase();
        if (name === 'node') return { resolvedTypeReferenceDirective: undefined };
        return ts.resolveTypeReferenceDirective(name, containingFile, options, host, redirectedReference, undefined, containingSourceFile?.impliedNodeFormat);
      });
    this.host = host;
  }

  program(rootNames: readonly string[]): ts.Program {
    this.last = ts.createProgram({ rootNames, options: this.options, host: this.host, ...(this.last ? { oldProgram: this.last } : {}) });
    return this.last;
  }
}
