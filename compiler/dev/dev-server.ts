import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { bundleBrowserModule } from '../assets/browser-bundle';
import { contentFilesEndingWith } from '../helpers/content-files';
import { packageRoot } from '../helpers/package-root';
import { classifyChange } from './classify-change';
import { rebuild, reportSiteProblems, type DevRebuildParts } from './dev-rebuilds';
import { devRequestHandler } from './dev-router';
import { EngineClient } from './engine-client';
import { EventStream } from './event-stream';
import { PageRevisions } from './page-revisions';
import { ProblemLog } from './problem-log';
import { watchSources, type SourceWatcher } from './watch-sources';

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

/** How long after the site has loaded the sources are watched when no page was asked for meanwhile. */
const WATCH_AFTER_LOAD_MS = 1000;

/**
 * `docs dev`: renders pages on request with the production pipeline, watches the content and the
 * compiler's own templates and runtime, rebuilds the smallest correct part, and tells the browser over
 * Server-Sent Events to update the page in place, reload, swap the stylesheet or show the problems.
 * Its parts: the router (`dev-router.ts`), the rebuild loop (`dev-rebuilds.ts`) and the update
 * channel to the browsers (`event-stream.ts`, `page-revisions.ts`).
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const root = packageRoot();
  // Edits from now on are seen, also those made before the watcher is ready (see `watchSources`).
  const since = Date.now();
  const contentDir = path.resolve(options.contentDir);
  // Every file: deleted before the watcher is ready, each would otherwise go unnoticed.
  const listedAtSince = Promise.resolve(contentFilesEndingWith(contentDir, ''));
  const outDir = path.join(options.cacheDir, 'dev-out');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const engineFile = path.join(root, '.build', 'dev-engine.cjs');
  if (!existsSync(engineFile)) throw new Error('The dev engine is not built; run `node scripts/build-cli.mjs`.');
  const engine = new EngineClient(engineFile, { contentDir, outDir, cacheDir: options.cacheDir });
  const client = await bundleBrowserModule('runtime/dev-client.ts', 'iife');
  let closing = false;
  // The terminal shows what the overlay shows, each problem once: a writer may not be looking at the browser.
  const parts: DevRebuildParts = { engine, events: new EventStream(), revisions: new PageRevisions(), problems: new ProblemLog(log), log, root, isClosing: () => closing };
  let mcp: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer(devRequestHandler({ ...parts, outDir, cacheDir: options.cacheDir, client, pageServed: () => startWatching(), mcp: () => mcp }));

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
      run: (batch) => rebuild(parts, batch),
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
  void reportSiteProblems(parts).then(() => setTimeout(startWatching, WATCH_AFTER_LOAD_MS).unref());
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
      parts.events.close();
      startWatching();
      await watching;
      await watcher?.close();
      await engine.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
