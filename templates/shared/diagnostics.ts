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

/**
 * Where the compiler's guide is published (`docs build --content guide`); its `site.config.ts` has
 * the same `url`, which a test checks.
 */
export const GUIDE_URL = 'https://docs-compiler.mui.com/';

/** The guide's page for a diagnostic code: what it means, an input that causes it, the fix. */
export function guideLink(code: string): string {
  return `${GUIDE_URL}diagnostics/${code}/`;
}

/** Thrown only at boundaries where a stage cannot continue; carries its diagnostics. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.diagnostics = diagnostics;
  }
}

/**
 * The guide's entry for one diagnostic code. Each lives in a `<module>.diagnostics.ts` file beside
 * the module that emits the code; the guide's page for the code is generated from it.
 */
export interface DiagnosticDoc {
  /** What the finding means, in a sentence or two of markdown. */
  means: string;
  /** A minimal input that causes it: a file (relative to the content folder) and its text. */
  example: { file: string; text: string };
  /** How to fix it, in markdown. */
  fix: string;
}

export type DiagnosticDocs = Record<string, DiagnosticDoc>;
