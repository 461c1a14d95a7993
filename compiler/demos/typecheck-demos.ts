import path from 'node:path';
import ts from 'typescript';
import { diagnostic, type Diagnostic } from '../diagnostics';

/** The compiler options a reader's project would use for the demos: strict React 19 TSX with bundler resolution. */
export const DEMO_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  resolveJsonModule: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

/**
 * Type-checks every demo against the installed packages' types in one program, and reports errors
 * at the demo file's line and column. `projectRoot` is where `node_modules` resolves from.
 */
export function typecheckDemos(files: string[], projectRoot: string): Diagnostic[] {
  if (files.length === 0) return [];
  const options = { ...DEMO_COMPILER_OPTIONS, typeRoots: [path.join(projectRoot, 'node_modules', '@types')] };
  const host = ts.createCompilerHost(options);
  // Content may live outside the project (a fixture in a temporary folder): packages then resolve from the project.
  const fallback = path.join(projectRoot, 'index.ts');
  // Thousands of relative imports between the packages' declaration files: without a cache, each
  // folder's package.json lookups are redone for every import.
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, options);
  host.resolveModuleNames = (names, containingFile) =>
    names.map(
      (name) =>
        ts.resolveModuleName(name, containingFile, options, host, cache).resolvedModule ??
        ts.resolveModuleName(name, fallback, options, host, cache).resolvedModule,
    );
  const program = ts.createProgram({ rootNames: files, options, host });
  const roots = new Set(files.map((f) => path.resolve(f)));
  const diagnostics: Diagnostic[] = [];
  // What getPreEmitDiagnostics reports, but semantic checks only for the demos: with skipLibCheck the
  // declaration files report none, and asking walks all of them.
  const rootFiles = program.getSourceFiles().filter((file) => roots.has(path.resolve(file.fileName)));
  const found = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...rootFiles.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  for (const d of found) {
    if (!d.file || !roots.has(path.resolve(d.file.fileName))) {
      if (!d.file) diagnostics.push(diagnostic('demo-type', 'error', 'demos', undefined, ts.flattenDiagnosticMessageText(d.messageText, '\n')));
      continue;
    }
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    diagnostics.push(
      diagnostic(
        'demo-type',
        d.category === ts.DiagnosticCategory.Error ? 'error' : 'warning',
        path.relative(process.cwd(), d.file.fileName),
        { line: line + 1, column: character + 1 },
        `Type error: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')} (TS${d.code})`,
        'Demos are type-checked against the installed packages; fix the code or its types.',
      ),
    );
  }
  return diagnostics;
}
