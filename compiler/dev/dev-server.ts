import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import sirv from 'sirv';
import { DEV_CLIENT_PATH, DEV_DIAGNOSTICS_ID, DEV_EVENTS_PATH, type DevDiagnostic, type DevMessage } from '../../templates/shared/dev';
import { formatDiagnostic } from '../diagnostics';
import { bundleBrowserModule } from '../assets/browser-bundle';
import { packageRoot } from '../package-root';
import { classifyChange, type ChangeKind } from './classify-change';
import { createFeedbackHandler } from '../feedback/handler';
import { safeRequestPath } from '../output/request-path';
import { EngineClient } from './engine-client';
import type { RenderOutcome } from './engine';

export interface DevServerOptions {
  contentDir: string;
  port: number;
  host: string;
  cacheDir: string;
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  server: Server;
  /** Resolves when file watching has started (edits before that are not seen). */
  watching: Promise<void>;
  close(): Promise<void>;
}

/** Changes that need the compiler bundle rebuilt and the engine restarted. */
const CODE_CHANGES = new Set<ChangeKind>(['template', 'style', 'runtime', 'compiler']);
const BATCH_MS = 60;
/** The feedback receiver's path in dev, the default `feedbackEndpoint`. */
const FEEDBACK_ENDPOINT = '/api/feedback';

function rebuildCompiler(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build-cli.mjs')], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Rebuilding the compiler failed (exit code ${code})`))));
  });
}

function pageWithDevTools(html: string, diagnostics: DevDiagnostic[]): string {
  const json = JSON.stringify(diagnostics).replace(/</g, '\\u003c');
  const tools = `<script type="application/json" id="${DEV_DIAGNOSTICS_ID}">${json}</script><script src="${DEV_CLIENT_PATH}" defer></script>`;
  return html.includes('</body>') ? html.replace('</body>', `${tools}</body>`) : `${html}${tools}`;
}

/** A page for a site that cannot load (a broken navigation file, say): only the overlay, until the fix is saved. */
function brokenSitePage(diagnostics: DevDiagnostic[]): string {
  return pageWithDevTools('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build problems</title></head><body></body></html>', diagnostics);
}

/**
 * `docs dev`: renders pages on request with the production pipeline, watches the content and the
 * compiler's own templates and runtime, rebuilds the smallest correct part, and tells the browser over
 * Server-Sent Events to reload, swap the stylesheet or show the problems.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const root = packageRoot();
  const contentDir = path.resolve(options.contentDir);
  const outDir = path.join(options.cacheDir, 'dev-out');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const engineFile = path.join(root, '.build', 'dev-engine.mjs');
  if (!existsSync(engineFile)) throw new Error('The dev engine is not built; run `node scripts/build-cli.mjs`.');
  const engine = new EngineClient(engineFile, { contentDir, outDir, cacheDir: options.cacheDir });
  const client = await bundleBrowserModule('runtime/dev-client.ts', 'iife');
  const statics = sirv(outDir, { dev: true, extensions: [] });
  const listeners = new Set<ServerResponse>();
  const send = (message: DevMessage) => {
    for (const res of listeners) res.write(`data: ${JSON.stringify(message)}\n\n`);
  };

  const servePage = async (route: string, res: ServerResponse) => {
    const outcome = await engine.call<RenderOutcome>({ type: 'render', route });
    res.setHeader('Cache-Control', 'no-store');
    if (!outcome.file) {
      const status = outcome.diagnostics.some((d) => d.severity === 'error') ? 500 : 404;
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (status === 500) res.end(brokenSitePage(outcome.diagnostics));
      else res.end(pageWithDevTools(await readFile(path.join(outDir, '404.html'), 'utf8').catch(() => 'Not found'), []));
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(pageWithDevTools(await readFile(outcome.file, 'utf8'), outcome.diagnostics));
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
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
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
    const serveStatic = () =>
      statics(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    if (pathname.startsWith('/static/islands/')) void engine.call({ type: 'demosReady' }).then(serveStatic, serveStatic);
    else serveStatic();
  };
  const server = createServer(handler);
  const heartbeat = setInterval(() => {
    for (const res of listeners) res.write(': ping\n\n');
  }, 15000);

  let closing = false;
  const report = async () => {
    try {
      const problems = await engine.call<DevDiagnostic[]>({ type: 'problems' });
      for (const d of problems) log(formatDiagnostic(d));
      send({ type: 'diagnostics', diagnostics: problems });
    } catch (error) {
      // Closing the server stops the engine under a pending call; anything else is worth saying.
      if (!closing) log(`could not collect the site's problems: ${(error as Error).message}`);
    }
  };

  let queue = new Map<string, ChangeKind>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = queue;
    queue = new Map();
    running = running.then(async () => {
      const kinds = new Set(batch.values());
      try {
        if ([...kinds].some((k) => CODE_CHANGES.has(k))) {
          log(`compiler code changed: rebuilding`);
          await rebuildCompiler(root);
          await engine.restart();
          const onlyStyles = [...kinds].every((k) => k === 'style');
          const stylesheet = await engine.call<string | undefined>({ type: 'stylesheet' });
          if (onlyStyles && stylesheet) send({ type: 'css', href: stylesheet });
          else send({ type: 'reload', routes: 'all' });
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
        send({ type: 'reload', routes: all ? 'all' : [...routes] });
        await report();
      } catch (error) {
        log(`rebuild failed: ${(error as Error).message}`);
      }
    });
  };
  const watcher = watch([contentDir, path.join(root, 'templates'), path.join(root, 'runtime'), path.join(root, 'compiler')], {
    ignoreInitial: true,
    ignored: (file) => file.startsWith(outDir) || /node_modules|\.build/.test(file),
  });
  watcher.on('all', (_event, file) => {
    const kind = classifyChange(path.resolve(file), contentDir, root);
    if (kind === 'other') return;
    queue.set(path.resolve(file), kind);
    clearTimeout(timer);
    timer = setTimeout(flush, BATCH_MS);
  });
  const watching = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  void report();
  return {
    url: `http://${options.host}:${port}/`,
    server,
    watching,
    async close() {
      closing = true;
      clearInterval(heartbeat);
      for (const res of listeners) res.end();
      await watcher.close();
      await engine.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
