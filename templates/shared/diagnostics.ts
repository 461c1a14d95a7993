export type Severity = 'error' | 'warning';

/** A finding about the user's input. Errors are values until the CLI prints them. */
export interface Diagnostic {
  code: string;
  severity: Severity;
  /** Path relative to the working directory, or the content folder when there is no file. */
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
}

/** Thrown only at boundaries where a stage cannot continue; carries its diagnostics. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.diagnostics = diagnostics;
  }
}
