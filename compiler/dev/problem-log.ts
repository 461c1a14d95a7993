import type { DevDiagnostic } from '../../templates/shared/dev';
import { formatDiagnostic, type Diagnostic } from '../helpers/diagnostics';

/** The problems of one scope: the site's own (`site`), or a page's (its route) as last rendered. */
export type ScopeProblems = [scope: string, diagnostics: readonly Diagnostic[]];

/** A render's problems as the log takes them: the site's, as they are now (every render carries them), and the page's own. */
export const scopesOf = (route: string, diagnostics: DevDiagnostic[]): ScopeProblems[] => [
  ['site', diagnostics.filter((d) => d.siteWide)],
  [route, diagnostics.filter((d) => !d.siteWide)],
];

/** Where a problem is, and what kind: an untranslated page's twin has its English page's at the same place (its links under `/zh/`). */
const placeOf = (d: Diagnostic) => `${d.file}\0${d.line}\0${d.column}\0${d.severity}\0${d.code}`;
/** A problem wherever it is in its file: one that only moved (a line added above it) is the same problem. */
const placelessKeyOf = (d: Diagnostic) => `${d.file}\0${d.severity}\0${d.code}\0${d.message}`;

/**
 * What `docs dev` prints of the problems it finds: each one once, when it appears, as `docs check`
 * prints it (place, severity, message, code, hint), and a line when it is gone. A problem is there
 * while any scope has it at its place, so one that several pages share (the site's, or a page and its
 * untranslated twins) is printed once; another message at the same place is a new problem.
 */
export class ProblemLog {
  private readonly scopes = new Map<string, readonly Diagnostic[]>();
  /** What the terminal shows now, by place. */
  private readonly shown = new Map<string, Diagnostic>();

  constructor(private readonly log: (line: string) => void) {}

  /** Replaces the problems of the scopes given (all of one change, so that nothing is printed in between) and prints the difference. */
  update(changes: Iterable<ScopeProblems>): void {
    for (const [scope, diagnostics] of changes) this.scopes.set(scope, diagnostics);
    const now = new Map<string, Diagnostic[]>();
    for (const diagnostics of this.scopes.values()) for (const d of diagnostics) now.set(placeOf(d), [...(now.get(placeOf(d)) ?? []), d]);
    const gone = [...this.shown].filter(([place]) => !now.has(place));
    const appeared: [string, Diagnostic][] = [];
    const changed: [string, Diagnostic][] = [];
    for (const [place, here] of now) {
      const was = this.shown.get(place);
      if (!was) appeared.push([place, here[0]!]);
      else if (!here.some((d) => d.message === was.message)) changed.push([place, here[0]!]);
    }
    for (const [place] of gone) this.shown.delete(place);
    for (const [place, d] of [...appeared, ...changed]) this.shown.set(place, d);
    // A problem gone from one place and back at another of its file only moved.
    const goneProblems = gone.map(([, d]) => d);
    const appearedProblems = appeared.map(([, d]) => d);
    for (const d of unpaired(goneProblems, appearedProblems)) this.log(`fixed: ${where(d)}  ${d.message}  [${d.code}]`);
    for (const d of [...unpaired(appearedProblems, goneProblems), ...changed.map(([, d]) => d)]) this.log(formatDiagnostic(d));
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

function where(d: Diagnostic): string {
  return d.line > 0 ? `${d.file}:${d.line}:${d.column || 1}` : d.file;
}
