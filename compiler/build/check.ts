import { consolidate } from '../checks/consolidate';
import { linkDiagnostics } from '../checks/links';
import { hasErrors, type Diagnostic } from '../helpers/diagnostics';
import { failed, type Stop } from './contract';
import type { RenderedPages } from './render';
import type { LoadedSite } from './site';

/**
 * The check stage: every link and anchor is checked against the ids the pages really rendered, and
 * the findings of every stage are consolidated (see `consolidate`). An error ends the build: nothing
 * is written.
 */
export function checkPages(loaded: LoadedSite, rendered: RenderedPages): { diagnostics: Diagnostic[] } | Stop {
  const diagnostics = consolidate(
    [...loaded.diagnostics, ...rendered.typeErrors, ...rendered.rendered.flatMap((r) => r.diagnostics), ...linkDiagnostics(rendered.rendered)],
    loaded.site.config,
  );
  return hasErrors(diagnostics) ? failed(diagnostics) : { diagnostics };
}
