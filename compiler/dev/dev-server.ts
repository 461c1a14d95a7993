import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, DEV_SERVED_PATH, type DevDiagnostic, type DevPageUpdate } from '../../templates/shared/dev';
import { bundleBrowserModule } from '../assets/browser-bundle';
import { packageRoot } from '../helpers/package-root';
import { changedRegion } from './changed-region';
import { classifyChange, type ChangeKind } from './classify-change';
import { createFeedbackHandler } from '../feedback/handler';
import { contentTypeFor, safeRequestPath, surviveVanishingFiles } from '../output/request-path';
import { brokenSitePage, pageWithDevTools } from './dev-page';
import { EngineClient } from './engine-client';
import type { RenderOutcome } from './engine';
import { EventStream } from './event-stream';
import { PageRevisions } from './page-revisions';
import { ProblemLog, type ScopeProblems } from './problem-log';
import { textSplice } from './text-splice';
import { watchSources, type SourceWatcher } from './watch-sources';
import { contentFilesEndingWith } from '../helpers/content-files';
import { MCP_PATH } from '../mcp/mcp-path';

export interface DevServerOptions {
  contentDir: string;
  port: number;
  host: string;
  cacheDir: string;
  /** Also answer MCP requests (Streamable HTTP) at `/mcp` with the tools of `docs mcp`, over the site being built. */
  mcp?: boolean;
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  server: Server;
  /**
   * Resolves when file watching has started: once the first page is served, or a second after the site
   * has loaded. Files changed, added or deleted since the server started are reported then.
   */
  watching: Promise<void>;
  close(): Promise<void>;
}

/** Changes that need the compiler bundle rebuilt and the engine restarted. */
const CODE_CHANGES = new Set<ChangeKind>(['template', 'style', 'runtime', 'compiler']);
/** The feedback receiver's path in dev, the default `feedbackEndpoint`. */
const FEEDBACK_ENDPOINT = '/api/feedback';
/** How long after the site has loaded the sources are watched when no page was asked for meanwhile. */
const WATCH_AFTER_LOAD_MS = 1000;

function rebuildCompiler(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build-cli.mjs')], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Rebuilding the compiler failed (exit code ${code})`))));
  });
}

/**
 * `docs dev`: renders pages on request with the production pipeline, watches the content and the
 * compiler's own templates and runtime, rebuilds the smallest correct part, and tells the browser over
 * Server-Sent Events to update the page in place, reload, swap the stylesheet or show the problems.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const root = packageRoot();
  // Edits from now on are seen, also those made before the watcher is ready (see `watchSources`).
  const since = Date.now();
  const contentDir = path.resolve(options.contentDir);
  // Every file: deleted before the watcher is ready, each would otherwise go unnoticed.
  const listedAtSince = contentFilesEndingWith(contentDir, '').catch(() => [] as string[]);
  const outDir = path.join(options.cacheDir, 'dev-out');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const engineFile = path.join(root, '.build', 'dev-engine.cjs');
  if (!existsSync(engineFile)) throw new Error('The dev engine is not built; run `node scripts/build-cli.mjs`.');
  const engine = new EngineClient(engineFile, { contentDir, outDir, cacheDir: options.cacheDir });
  const client = await bundleBrowserModule('runtime/dev-client.ts', 'iife');
  const serveFolder = (dir: string) =>
    surviveVanishingFiles(
      sirv(dir, {
        dev: true,
        extensions: [],
        setHeaders: (res, pathname) => {
          const type = contentTypeFor(pathname);
          if (type) res.setHeader('Content-Type', type);
        },
      }),
    );
  const statics = serveFolder(outDir);
  const publicServers = new Map<string, ReturnType<typeof serveFolder>>();
  const publicStatics = (dir: string) => {
    let served = publicServers.get(dir);
    if (!served) publicServers.set(dir, (served = serveFolder(dir)));
    return served;
  };
  const events = new EventStream();
  const revisions = new PageRevisions();
  // The terminal shows what the overlay shows, each problem once: a writer may not be looking at the browser.
  const problems = new ProblemLog(log);
  /** A render's problems as the log takes them: the site's, as they are now (every render carries them), and the page's own. */
  const scopesOf = (route: string, diagnostics: DevDiagnostic[]): ScopeProblems[] => [
    ['site', diagnostics.filter((d) => d.siteWide)],
    [route, diagnostics.filter((d) => !d.siteWide)],
  ];

  const servePage = async (route: string, res: ServerResponse) => {
    const outcome = await engine.call<RenderOutcome>({ type: 'render', route }).finally(startWatching);
    res.setHeader('Cache-Control', 'no-store');
    if (outcome.redirect) {
      res.writeHead(302, { Location: encodeURI(outcome.redirect) });
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    const broken = outcome.html === undefined && outcome.diagnostics.some((d) => d.severity === 'error');
    // An unknown route says nothing of the site's problems, which it does not carry.
    if (outcome.html !== undefined || broken) problems.update(scopesOf(route, outcome.diagnostics));
    if (outcome.html === undefined) {
      res.statusCode = broken ? 500 : 404;
      if (broken) res.end(brokenSitePage(outcome.diagnostics));
      else res.end(pageWithDevTools(await readFile(path.join(outDir, '404.html'), 'utf8').catch(() => 'Not found'), []));
      return;
    }
    res.end(pageWithDevTools(outcome.html, outcome.diagnostics, revisions.record(route, outcome.html, JSON.stringify(outcome.diagnostics)).revision));
  };

  const feedback = createFeedbackHandler({ endpoint: FEEDBACK_ENDPOINT, file: path.join(options.cacheDir, 'feedback.jsonl') });
  const handler = (req: IncomingMessage, res: ServerResponse) => feedback(req, res, () => route(req, res));
  const route = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = safeRequestPath(req.url);
    if (pathname === undefined) {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    if (pathname === DEV_EVENTS_PATH) {
      const viewer = events.open(req, res, url.searchParams);
      // A page served before an edit it never heard of (it was still loading) is out of date.
      if (viewer.route && viewer.revision && revisions.get(viewer.route)?.revision !== viewer.revision) events.send({ type: 'reload', routes: [viewer.route] }, res);
      return;
    }
    if (pathname === DEV_SERVED_PATH) {
      const shown = revisions.served(url.searchParams.get('route') ?? '', url.searchParams.get('revision') ?? '');
      res.setHeader('Cache-Control', 'no-store');
      if (!shown) {
        res.statusCode = 404;
        res.end('Not one of the last two revisions served');
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(shown.html);
      return;
    }
    if (mcp && pathname === MCP_PATH) {
      mcp(req, res).catch((error: Error) => {
        log(`MCP request failed: ${error.message}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
      return;
    }
    if (pathname === DEV_CLIENT_PATH) {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.end(client);
      return;
    }
    if (!/\.[a-z0-9]+$/i.test(pathname)) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${pathname}/${url.search}` });
        res.end();
        return;
      }
      servePage(pathname, res).catch((error: Error) => {
        res.statusCode = 500;
        res.end(brokenSitePage([{ code: 'dev-internal', severity: 'error', file: 'docs dev', line: 0, column: 0, message: error.message }]));
      });
      return;
    }
    const notFound = () => {
      res.statusCode = 404;
      res.end('Not found');
    };
    // A file the output lacks may be one of the site's public folder (MUI's `/static/x/…` images).
    const servePublic = () =>
      void engine.call<string | null>({ type: 'publicFolder' }).then((dir) => (dir ? publicStatics(dir)(req, res, notFound) : notFound()), notFound);
    const serveStatic = () => statics(req, res, servePublic);
    // A demo chunk waits for the bundle being written; the search index is brought up to date when it is loaded.
    if (pathname.startsWith('/static/islands/')) void engine.call({ type: 'demosReady' }).then(serveStatic, serveStatic);
    // A page's markdown twin and the llms files are written as the sources are now, then served.
    else if (pathname.endsWith('.md')) void engine.call({ type: 'twin', route: pathname === '/index.md' ? '/' : `${pathname.slice(0, -3)}/` }).then(serveStatic, serveStatic);
    else if (/\/llms(-full)?\.txt$/.test(pathname)) void engine.call({ type: 'llms' }).then(serveStatic, serveStatic);
    else if (pathname.startsWith('/static/search/')) void engine.call({ type: 'searchIndex' }).then(serveStatic, serveStatic);
    else serveStatic();
  };
  const server = createServer(handler);
  let mcp: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;

  let closing = false;
  const report = async () => {
    try {
      const siteProblems = await engine.call<DevDiagnostic[]>({ type: 'problems' });
      problems.update([['site', siteProblems]]);
      events.send({ type: 'diagnostics', diagnostics: siteProblems });
    } catch (error) {
      // Closing the server stops the engine under a pending call; anything else is worth saying.
      if (!closing) log(`could not collect the site's problems: ${(error as Error).message}`);
    }
  };

  /** Renders a route a browser shows, as the difference from the document that browser has; its problems go to `found`. */
  const update = async (route: string, found: ScopeProblems[]): Promise<DevPageUpdate | undefined> => {
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
  };

  const rebuild = async (batch: Map<string, ChangeKind>) => {
    const kinds = new Set(batch.values());
    if ([...kinds].some((k) => CODE_CHANGES.has(k))) {
      log(`compiler code changed: rebuilding`);
      await rebuildCompiler(root);
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
      await report();
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
        const pageUpdate = await update(route, found);
        if (pageUpdate) updates.push(pageUpdate);
      }
    }
    events.send({ type: 'reload', routes: [...routes], ...(updates.length ? { updates } : {}) });
    // Markdown edits leave the site's own problems as they were; each update carries its page's.
    if (!pageOnly) return report();
    // An edited page no browser shows is rendered too, after the browsers have heard, for the terminal
    // (a visit then finds it rendered); the whole edit's problems are printed at once.
    for (const route of routes) {
      if (!viewed.has(route)) found.push(...scopesOf(route, (await engine.call<RenderOutcome>({ type: 'render', route })).diagnostics));
    }
    problems.update(found);
  };

  // Watching starts once the first page is served (or a moment after the site has loaded): the
  // watcher's first scan of the sources, a stat of each, took CPU the engine was loading the site and
  // rendering that page with (about 0.1 s of a start on two cores). Edits made before it is ready are reported then.
  let watcher: SourceWatcher | undefined;
  let startWatching!: () => void;
  const watching = new Promise<void>((resolve) => (startWatching = resolve)).then(() => {
    if (closing) return undefined;
    watcher = watchSources({
      paths: [contentDir, path.join(root, 'templates'), path.join(root, 'runtime'), path.join(root, 'compiler')],
      ignored: (file) => file.startsWith(outDir) || /node_modules|\.build/.test(file),
      classify: (file) => classifyChange(file, contentDir, root),
      run: rebuild,
      onError: (error) => log(`rebuild failed: ${error.message}`),
      since,
      listedAtSince,
    });
    return watcher.ready;
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  if (options.mcp) {
    const [{ mcpHttpHandler }, { devSite }] = await Promise.all([import('../mcp/serve-http'), import('../mcp/dev-site')]);
    mcp = mcpHttpHandler(devSite(engine, outDir, `http://${options.host}:${port}`), { host: options.host, port });
  }
  void report().then(() => setTimeout(startWatching, WATCH_AFTER_LOAD_MS).unref());
  const started = performance.now();
  // Until then, links to pages not yet indexed go unchecked and search misses them.
  void engine.call<number>({ type: 'indexed' }).then(
    (pages) => log(`docs dev: indexed ${pages} pages for search and link checks in ${((performance.now() - started) / 1000).toFixed(1)} s`),
    // An engine stopped by a restart or by closing the server has nothing to report.
    () => undefined,
  );
  return {
    url: `http://${options.host}:${port}/`,
    server,
    watching,
    async close() {
      closing = true;
      events.close();
      startWatching();
      await watching;
      await watcher?.close();
      await engine.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
