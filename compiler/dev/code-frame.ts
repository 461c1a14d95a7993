import path from 'node:path';
import type { DevDiagnostic } from '../../templates/shared/dev';
import type { Diagnostic } from '../helpers/diagnostics';
import { readText } from '../helpers/text-files';

/** The lines around a location, numbered, with a caret under the column: what the overlay and terminal show. */
export function codeFrame(source: string, line: number, column: number, context = 2): string {
  if (line < 1) return '';
  const lines = source.split('\n');
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n += 1) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line && column > 0) out.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return out.join('\n');
}

/** Adds the lines around each location, read from the file the diagnostic names. */
export async function withCodeFrames(diagnostics: Diagnostic[]): Promise<DevDiagnostic[]> {
  const sources = new Map<string, Promise<string | undefined>>();
  return Promise.all(
    diagnostics.map(async (d) => {
      if (d.line < 1) return d;
      if (!sources.has(d.file)) sources.set(d.file, readText(path.resolve(d.file)).catch(() => undefined));
      const source = await sources.get(d.file);
      return source ? { ...d, codeFrame: codeFrame(source, d.line, d.column) } : d;
    }),
  );
}
