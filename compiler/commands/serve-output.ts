import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SITE_INDEX_FILE, type SiteIndex } from '../../templates/shared/site-index';
import { createFeedbackHandler } from '../feedback/handler';
import { cacheControlFor, contentTypeFor, safeRequestPath, surviveVanishingFiles } from '../output/request-path';
import { firstPageUnder } from '../twins/first-page';
import path from 'node:path';
import sirv from 'sirv';

export interface ServeOptions {
  outDir: string;
  port: number;
  host: string;
  /** Where the pages post feedback (the site config's `feedbackEndpoint`), and the file it is kept in. */
  feedback?: { endpoint: string; file: string };
}

/**
 * Serves a built site as a static host would, with `404.html` and status 404 for unknown paths. A
 * folder without a page of its own (`/` of a site that starts at `/x/introduction/`) redirects to the
 * first page under it, as the navigation orders them.
 */
export async function serveSite(options: ServeOptions): Promise<{ server: Server; url: string }> {
  const root = path.resolve(options.outDir);
  const notFound = await readFile(path.join(root, '404.html')).catch(() => Buffer.from('Not found'));
  const assets = surviveVanishingFiles(
    sirv(root, {
      dev: false,
      etag: true,
      gzip: false,
      brotli: false,
      extensions: ['html'],
      setHeaders: (res, pathname) => {
        res.setHeader('Cache-Control', cacheControlFor(pathname));
        const type = contentTypeFor(pathname);
        if (type) res.setHeader('Content-Type', type);
      },
    }),
  );
  const notFoundHandler = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFound);
  };
  const siteIndex = siteIndexOf(root);
  const missing = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const index = /\.[a-z0-9]+$/i.test(pathname) ? undefined : await siteIndex();
    const page = index && firstPageUnder(index, pathname);
    if (!page) return notFoundHandler(res);
    const query = (req.url ?? '').match(/\?.*$/)?.[0] ?? '';
    res.writeHead(302, { Location: `${encodeURI(page)}${query}`, 'Cache-Control': 'no-cache' });
    res.end();
  };
  const feedback = options.feedback ? createFeedbackHandler(options.feedback) : undefined;
  const server = createServer((req, res) => {
    const pathname = safeRequestPath(req.url);
    if (pathname === undefined) {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    const serveAsset = () => assets(req, res, () => void missing(req, res, pathname).catch(() => notFoundHandler(res)));
    if (feedback) feedback(req, res, serveAsset);
    else serveAsset();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { server, url: `http://${options.host}:${port}/` };
}

/** Reads the build's `site-index.json` when asked, again only when the file changed (a build while serving); undefined without one. */
function siteIndexOf(root: string): () => Promise<SiteIndex | undefined> {
  const file = path.join(root, SITE_INDEX_FILE);
  let kept: { mtimeMs: number; index: SiteIndex | undefined } | undefined;
  return async () => {
    const mtimeMs = await stat(file).then((info) => info.mtimeMs, () => -1);
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, index: await readFile(file, 'utf8').then((text) => JSON.parse(text) as SiteIndex, () => undefined) };
    return kept.index;
  };
}
