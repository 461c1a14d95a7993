import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, DEV_SERVED_PATH } from '../../templates/shared/dev';
import { createFeedbackHandler } from '../feedback/handler';
import { MCP_PATH } from '../mcp/mcp-path';
import { contentTypeFor, safeRequestPath, surviveVanishingFiles } from '../output/request-path';
import { brokenSitePage, pageWithDevTools } from './dev-page';
import type { RenderOutcome } from './engine';
import type { EngineClient } from './engine-client';
import type { EventStream } from './event-stream';
import type { PageRevisions } from './page-revisions';
import { scopesOf, type ProblemLog } from './problem-log';

/** The feedback receiver's path in dev, the default `feedbackEndpoint`. */
const FEEDBACK_ENDPOINT = '/api/feedback';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What `docs dev`'s requests are answered from. */
export interface DevRouterParts {
  engine: EngineClient;
  outDir: string;
  cacheDir: string;
  /** The dev client's script, served at `DEV_CLIENT_PATH`. */
  client: string;
  events: EventStream;
  revisions: PageRevisions;
  problems: ProblemLog;
  log: (line: string) => void;
  /** Told when a page was rendered: the sources are watched from then on (see `startDevServer`). */
  pageServed: () => void;
  /** The MCP endpoint, once `docs dev --mcp` has started it. */
  mcp: () => ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
}

/**
 * The router of `docs dev`: the feedback receiver, the update channel (Server-Sent Events, the
 * revisions a browser shows), the MCP endpoint, pages rendered on request, and the files of the
 * output and of the site's public folder, each brought up to date first where the engine writes it
 * on demand.
 */
export function devRequestHandler(parts: DevRouterParts): Handler {
  const { engine, events, revisions, log } = parts;
  const feedback = createFeedbackHandler({ endpoint: FEEDBACK_ENDPOINT, file: path.join(parts.cacheDir, 'feedback.jsonl') });
  const serveFile = fileServer(parts);
  const route: Handler = (req, res) => {
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
    const mcp = parts.mcp();
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
      res.end(parts.client);
      return;
    }
    if (!/\.[a-z0-9]+$/i.test(pathname)) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${pathname}/${url.search}` });
        res.end();
        return;
      }
      servePage(parts, pathname, res).catch((error: Error) => {
        res.statusCode = 500;
        res.end(brokenSitePage([{ code: 'dev-internal', severity: 'error', file: 'docs dev', line: 0, column: 0, message: error.message }]));
      });
      return;
    }
    serveFile(pathname, req, res);
  };
  return (req, res) => feedback(req, res, () => route(req, res));
}

/** A page, rendered now with its problems and the dev tools, or the site's 404 page. */
async function servePage(parts: DevRouterParts, route: string, res: ServerResponse): Promise<void> {
  const { engine, problems, revisions } = parts;
  const outcome = await engine.call<RenderOutcome>({ type: 'render', route }).finally(parts.pageServed);
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
    else res.end(pageWithDevTools(await readFile(path.join(parts.outDir, '404.html'), 'utf8').catch(() => 'Not found'), []));
    return;
  }
  res.end(pageWithDevTools(outcome.html, outcome.diagnostics, revisions.record(route, outcome.html, JSON.stringify(outcome.diagnostics)).revision));
}

/** Serves the files of the output folder, else of the site's public folder. */
function fileServer(parts: DevRouterParts): (pathname: string, req: IncomingMessage, res: ServerResponse) => void {
  const { engine } = parts;
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
  const statics = serveFolder(parts.outDir);
  const publicServers = new Map<string, ReturnType<typeof serveFolder>>();
  const publicStatics = (dir: string) => {
    let served = publicServers.get(dir);
    if (!served) publicServers.set(dir, (served = serveFolder(dir)));
    return served;
  };
  return (pathname, req, res) => {
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
}
