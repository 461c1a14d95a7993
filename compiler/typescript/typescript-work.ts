import { extractStalePackages, type StaleExtraction } from '../api/extract-stale';
import type { ResolvedPackage } from '../api/packages';
import { demoProgramGroups } from '../demos/demo-programs';
import { demoDiagnostics } from '../demos/typecheck-demos';
import type { Diagnostic } from '../diagnostics';
import { SharedPrograms } from './programs';
import { trace } from '../trace';

/** What the TypeScript thread is asked: plain data, it crosses threads. */
export interface TypeScriptRequest {
  projectRoot: string;
  /** API packages missing from the cache; none when every one was cached or the site has no API reference. */
  api?: { stale: ResolvedPackage[]; known: ResolvedPackage[]; resolveFrom: string };
  /** Demos to type-check; none when their result was cached. */
  demoFiles: string[];
}

export type TypeScriptAnswer = { kind: 'api'; extraction: StaleExtraction } | { kind: 'demos'; diagnostics: Diagnostic[] };

/**
 * Extracts the API first (the navigation waits for it), then type-checks the demos with a program
 * that reuses the API program's declaration files.
 */
export async function runTypeScriptWork(request: TypeScriptRequest, answer: (message: TypeScriptAnswer) => void): Promise<void> {
  const programs = new SharedPrograms(request.projectRoot, request.api?.known ?? [], request.demoFiles.length > 0);
  let apiRoots: string[] = [];
  if (request.api) {
    const { stale, known, resolveFrom } = request.api;
    const extraction = await extractStalePackages(programs, stale, known, resolveFrom);
    trace(`API extracted (${extraction.apis.length} packages, program ${Math.round(extraction.programMs)} ms)`);
    answer({ kind: 'api', extraction });
    apiRoots = programs.lastRootNames();
  }
  if (!request.demoFiles.length) return;
  // The first (largest) group shares the API program's declaration files; the others need their own.
  const diagnostics = demoProgramGroups(request.demoFiles).flatMap((group, index) => demoDiagnostics(programs.program(index === 0 ? [...apiRoots, ...group] : group), group));
  answer({ kind: 'demos', diagnostics });
}
