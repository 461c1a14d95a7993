import { guideLink, type Diagnostic, type Severity } from '../../templates/shared/diagnostics';

export type { Diagnostic, Severity };
export { DiagnosticError, GUIDE_URL, guideLink } from '../../templates/shared/diagnostics';

/** Builds a diagnostic; line and column are 1-based, 0 when unknown. */
export function diagnostic(
  code: string,
  severity: Severity,
  file: string,
  position: { line?: number; column?: number } | undefined,
  message: string,
  hint?: string,
): Diagnostic {
  return {
    code,
    severity,
    file,
    line: position?.line ?? 0,
    column: position?.column ?? 0,
    message,
    ...(hint ? { hint } : {}),
  };
}

/** A diagnostic as `--json` prints it: with the address of its guide page. */
export function withGuideLink(d: Diagnostic): Diagnostic & { guide: string } {
  return { ...d, guide: guideLink(d.code) };
}

/** `path:line:column  severity  message  [code]`, then the hint and the guide page indented on lines of their own. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column || 1}` : d.file;
  const head = `${where}  ${d.severity}  ${d.message}  [${d.code}]`;
  return `${d.hint ? `${head}\n    hint: ${d.hint}` : head}\n    see: ${guideLink(d.code)}`;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/**
 * Stable order for output: by file, then position, then code. Identical findings (an untranslated
 * page's twin repeats its English page's) are printed once.
 */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const unique = [...new Map(diagnostics.map((d) => [JSON.stringify(d), d])).values()];
  return unique.sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code),
  );
}

/** 1-based line and column of a character offset in `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
