import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DevDiagnostic, DevPageUpdate } from '../../templates/shared/dev';
import { changedRegion } from './changed-region';
import type { ChangeKind } from './classify-change';
import type { RenderOutcome } from './engine';
import type { EngineClient } from './engine-client';
import type { EventStream } from './event-stream';
import type { PageRevisions } from './page-revisions';
import { scopesOf, type ProblemLog, type ScopeProblems } from './problem-log';
import { textSplice } from './text-splice';

/** What `docs dev`'s rebuilds work with: the engine, the update channel to the browsers (events, the revisions they show) and the terminal. */
export interface DevRebuildParts {
  engine: EngineClient;
  events: EventStream;
  revisions: PageRevisions;
  problems: ProblemLog;
  log: (line: string) => void;
  /** The compiler's package, rebuilt when its own code changes. */
  root: string;
  /** The server is closing: its engine stops under pending calls. */
  isClosing: () => boolean;
}

/** Changes that need the compiler bundle rebuilt and the engine restarted. */
const CODE_CHANGES = new Set<ChangeKind>(['template', 'style', 'runtime', 'compiler']);

function rebuildCompiler(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build-cli.mjs')], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Rebuilding the compiler failed (exit code ${code})`))));
  });
}

/** The site's problems, to the terminal and the browsers' overlays. */
export async function reportSiteProblems(parts: DevRebuildParts): Promise<void> {
  const { engine, problems, events, log } = parts;
  try {
    const siteProblems = await engine.call<DevDiagnostic[]>({ type: 'problems' });
    problems.update([['site', siteProblems]]);
    events.send({ type: 'diagnostics', diagnostics: siteProblems });
  } catch (error) {
    // Closing the server stops the engine under a pending call; anything else is worth saying.
    if (!parts.isClosing()) log(`could not collect the site's problems: ${(error as Error).message}`);
  }
}

/** Renders a route a browser shows, as the difference from the document that browser has; its problems go to `found`. */
async function pageUpdate(parts: DevRebuildParts, route: string, found: ScopeProblems[]): Promise<DevPageUpdate | undefined> {
  const { engine, revisions } = parts;
  const shown = revisions.get(route);
  const outcome = await engine.call<RenderOutcome>({ type: 'render', route });
  found.push(...scopesOf(route, outcome.diagnostics));
  if (outcome.html === undefined) {
    revisions.forget(route);
    return undefined;
  }
  const current = revisions.record(route, outcome.html, JSON.stringify(outcome.diagnostics));
  if (!shown) return undefined;
  const splice = textSplice(shown.html, current.html);
  const region = changedRegion(shown.html, current.html, splice);
  return { route, from: shown.revision, to: current.revision, splice, ...(region ? { region } : {}), diagnostics: outcome.diagnostics };
}

/**
 * One batch of changed sources: compiler code rebuilds the compiler and restarts the engine; content
 * changes are told to the engine, which names the pages they change, and the browsers showing those
 * pages get the update in place or reload.
 */
export async function rebuild(parts: DevRebuildParts, batch: Map<string, ChangeKind>): Promise<void> {
  const { engine, events, revisions, problems, log } = parts;
  const kinds = new Set(batch.values());
  if ([...kinds].some((k) => CODE_CHANGES.has(k))) {
    log(`compiler code changed: rebuilding`);
    await rebuildCompiler(parts.root);
    await engine.restart();
    revisions.clear();
    const onlyStyles = [...kinds].every((k) => k === 'style');
    const stylesheet = await engine.call<string | undefined>({ type: 'stylesheet' });
    if (onlyStyles && stylesheet) events.send({ type: 'css', href: stylesheet });
    else events.send({ type: 'reload', routes: 'all' });
    return;
  }
  const routes = new Set<string>();
  let all = false;
  for (const [file, kind] of batch) {
    const changed = await engine.call<string[] | 'all'>({ type: 'change', kind, file });
    if (changed === 'all') all = true;
    else changed.forEach((route) => routes.add(route));
    log(`${kind} changed: ${path.relative(process.cwd(), file)} → ${changed === 'all' ? 'every page' : `${changed.length} page${changed.length === 1 ? '' : 's'}`}`);
  }
  if (all) {
    revisions.clear();
    events.send({ type: 'reload', routes: 'all' });
    await reportSiteProblems(parts);
    return;
  }
  // Edited markdown is rendered before the browser hears of it and sent as an update to apply in place;
  // a demo's new code needs its chunk loaded afresh, which only a reload does.
  const pageOnly = kinds.size === 1 && kinds.has('page');
  const viewed = events.viewed();
  const updates: DevPageUpdate[] = [];
  const found: ScopeProblems[] = [];
  for (const route of routes) {
    if (!pageOnly || !viewed.has(route)) revisions.forget(route);
    else {
      const update = await pageUpdate(parts, route, found);
      if (update) updates.push(update);
    }
  }
  events.send({ type: 'reload', routes: [...routes], ...(updates.length ? { updates } : {}) });
  // Markdown edits leave the site's own problems as they were; each update carries its page's.
  if (!pageOnly) return reportSiteProblems(parts);
  // An edited page no browser shows is rendered too, after the browsers have heard, for the terminal
  // (a visit then finds it rendered); the whole edit's problems are printed at once.
  for (const route of routes) {
    if (!viewed.has(route)) found.push(...scopesOf(route, (await engine.call<RenderOutcome>({ type: 'render', route })).diagnostics));
  }
  problems.update(found);
}
