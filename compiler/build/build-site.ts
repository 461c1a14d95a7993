import { sortDiagnostics } from '../helpers/diagnostics';
import { endStage, trace } from '../helpers/trace';
import { checkPages } from './check';
import type { BuildOptions, BuildReport, Outcome } from './contract';
import { readInputs } from './inputs';
import { preparePages } from './prepare';
import { renderPages } from './render';
import { BuildSession } from './session';
import { loadSiteStage } from './site';
import { stage } from './stage';
import { writeSite } from './write';

/**
 * Checks, renders and writes the whole site, in stages, each timed (`docs build --timings`):
 *
 * - inputs: the output folder claimed, the inputs hashed; the previous output kept if nothing changed,
 *   else the folder locked;
 * - site: the config, navigation, translations and API pages loaded and checked;
 * - prepare: the pages planned, the assets bundled and the frames rendered, the pages' keys computed;
 * - render: the pages rendered or taken from the cache, the demos type-checked meanwhile;
 * - check: links and anchors checked against the rendered pages, every finding consolidated;
 * - write: the site's files written, the output replaced or patched, the build recorded;
 * - close: the old files' deletion awaited, the workers stopped, the cache pruned when due, the lock
 *   released; every build ends with it, however it ends.
 *
 * Nothing reaches `outDir` unless every check passes: pages are written to a staging folder that
 * replaces the output only at the end, and only an output folder `claimOutputFolder` allows is
 * replaced. The session holds the workers, the lock, the search session and the staging folder until
 * the build ends, however it ends.
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const report = ({ ok, diagnostics, pages = 0, cached = 0, bytes = 0, unchanged }: Outcome): BuildReport => ({
    ok,
    diagnostics: sortDiagnostics(diagnostics),
    pages,
    cached,
    bytes,
    seconds: (performance.now() - started) / 1000,
    ...(unchanged ? { unchanged } : {}),
  });
  endStage('start-up');
  trace('build start');
  const session = new BuildSession(options.pool);
  try {
    const inputs = await stage('inputs', () => readInputs(options, session));
    if ('outcome' in inputs) return report(inputs.outcome);
    const loaded = await stage('site', () => loadSiteStage(options, session, inputs));
    if ('outcome' in loaded) return report(loaded.outcome);
    const prepared = await stage('prepare', () => preparePages(options, session, inputs, loaded));
    if ('outcome' in prepared) return report(prepared.outcome);
    const rendered = await stage('render', () => renderPages(options, session, inputs, loaded, prepared));
    const checked = await stage('check', () => checkPages(loaded, rendered));
    if ('outcome' in checked) return report(checked.outcome);
    const { diagnostics } = checked;
    return report(await stage('write', () => writeSite(options, session, { inputs, loaded, prepared, rendered, diagnostics })));
  } finally {
    await stage('close', () => session.close());
  }
}

