import path from 'node:path';
import ts from 'typescript';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { SharedPrograms } from './programs';
import { DEMO_TYPE_HINT } from '../demos/demo-compiler-options';
import { demoProgramGroups } from '../demos/demo-programs';
import { demoProgramConfig } from '../demos/demo-program-config';

/**
 * Type-checks every demo against the installed packages' types, in one program per set of date
 * adapters (see demo-programs.ts), each as the native compiler gets it (`demoProgramConfig`), and
 * reports errors at the demo file's line and column. `projectRoot` is where `node_modules` resolves from.
 */
export function typecheckDemos(files: string[], projectRoot: string): Diagnostic[] {
  const groups = demoProgramGroups(files);
  if (!groups.length) return [];
  const configs = groups.map((group) => demoProgramConfig(group, projectRoot));
  // The groups of one site differ in their files only: the programs share one set of options, and with it their declaration files.
  const programs = new SharedPrograms(projectRoot, configs[0]!.compilerOptions);
  return groups.flatMap((group, i) => demoDiagnostics(programs.program(configs[i]!.files), group));
}

/** The errors of `files`, demos among the program's roots, at their line and column. */
export function demoDiagnostics(program: ts.Program, files: readonly string[]): Diagnostic[] {
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
      if (!d.file) diagnostics.push(diagnostic('demo-type', 'error', 'demos', undefined, `${ts.flattenDiagnosticMessageText(d.messageText, ' ')} (TS${d.code})`));
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
        DEMO_TYPE_HINT,
      ),
    );
  }
  return diagnostics;
}
