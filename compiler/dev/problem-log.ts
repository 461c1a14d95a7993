import { formatDiagnostic, type Diagnostic } from '../diagnostics';

/** A problem as itself: where it is, what it is. */
const keyOf = (d: Diagnostic) => `${d.file}\0${d.line}\0${d.column}\0${d.severity}\0${d.code}\0${d.message}`;
/** A problem wherever it is in its file: one that only moved (a line added above it) is the same problem. */
const placelessKeyOf = (d: Diagnostic) => `${d.file}\0${d.severity}\0${d.code}\0${d.message}`;

/**
 * What `docs dev` prints of the problems it finds: each one once, when it appears, as `docs check`
 * prints it (place, severity, message, code, hint), and a line when it is gone. They come in sets, one
 * per scope (the site's own problems, each page as last rendered); a problem is there while any scope
 * has it, so a problem that several pages share is printed once.
 */
export class ProblemLog {
  private readonly scopes = new Map<string, Diagnostic[]>();

  constructor(private readonly log: (line: string) => void) {}

  /** Replaces the problems of `scope` and prints the difference it makes. */
  update(scope: string, diagnostics: readonly Diagnostic[]): void {
    const before = this.current();
    this.scopes.set(scope, [...diagnostics]);
    const after = this.current();
    const appeared = [...after].filter(([key]) => !before.has(key)).map(([, d]) => d);
    const gone = [...before].filter(([key]) => !after.has(key)).map(([, d]) => d);
    // A problem gone from one place and back at another of its file only moved.
    const news = unpaired(appeared, gone);
    const fixed = unpaired(gone, appeared);
    for (const d of fixed) this.log(`fixed: ${placeOf(d)}  ${d.message}  [${d.code}]`);
    for (const d of news) this.log(formatDiagnostic(d));
  }

  private current(): Map<string, Diagnostic> {
    const all = new Map<string, Diagnostic>();
    for (const diagnostics of this.scopes.values()) for (const d of diagnostics) all.set(keyOf(d), d);
    return all;
  }
}

/** Those of `list` left when each is paired with the same problem, wherever it is in its file, from `others`. */
function unpaired(list: Diagnostic[], others: Diagnostic[]): Diagnostic[] {
  const counts = new Map<string, number>();
  for (const d of others) counts.set(placelessKeyOf(d), (counts.get(placelessKeyOf(d)) ?? 0) + 1);
  return list.filter((d) => {
    const left = counts.get(placelessKeyOf(d)) ?? 0;
    if (left > 0) counts.set(placelessKeyOf(d), left - 1);
    return left === 0;
  });
}

function placeOf(d: Diagnostic): string {
  return d.line > 0 ? `${d.file}:${d.line}:${d.column || 1}` : d.file;
}
