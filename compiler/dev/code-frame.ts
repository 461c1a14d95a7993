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
