import { extractStalePackages, type StaleExtraction } from '../api/extract-stale';
import type { ResolvedPackage } from '../packages/packages';
import type { Diagnostic } from '../helpers/diagnostics';
import { trace } from '../helpers/trace';
import { adoptResolutions, type DemoResolution } from '../demos/demo-resolution';

/** What the TypeScript thread is asked: plain data, it crosses threads. */
export interface TypeScriptRequest {
  projectRoot: string;
  /** API packages missing from the cache; none when every one was cached or the site has no API reference. */
  api?: { stale: ResolvedPackage[]; known: ResolvedPackage[]; resolveFrom: string };
  /** Demos to type-check; none when their result was cached or the native compiler checks them. */
  demoFiles: string[];
  /** How the content folders' demos resolve (`registeredResolutions`), for the demos' programs. */
  resolutions: DemoResolution[];
}

export type TypeScriptAnswer = { kind: 'api'; extraction: StaleExtraction } | { kind: 'demos'; diagnostics: Diagnostic[] };

/**
 * Extracts the API first (the navigation waits for it), through TypeScript 7's native compiler,
 * whose synchronous API holds this thread for each answer; then, where that compiler is missing,
 * type-checks the demos with the JavaScript one.
 */
export async function runTypeScriptWork(request: TypeScriptRequest, answer: (message: TypeScriptAnswer) => void): Promise<void> {
  if (request.api) {
    const { stale, known, resolveFrom } = request.api;
    const extraction = await extractStalePackages(stale, known, resolveFrom);
    trace(`API extracted (${extraction.apis.length} packages, project ${Math.round(extraction.programMs)} ms)`);
    answer({ kind: 'api', extraction });
  }
  if (!request.demoFiles.length) return;
  // The JavaScript compiler (~9 MB of code) is loaded only then.
  const { typecheckDemos } = await import('./typecheck-demos');
  adoptResolutions(request.resolutions);
  answer({ kind: 'demos', diagnostics: typecheckDemos(request.demoFiles, request.projectRoot) });
}
