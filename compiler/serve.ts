import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createFeedbackHandler } from './feedback/handler';
import { cacheControlFor, contentTypeFor, safeRequestPath } from './output/request-path';
import path from 'node:path';
import sirv from 'sirv';

export interface ServeOptions {
  outDir: string;
  port: number;
  host: string;
  /** Where the pages post feedback (the site config's `feedbackEndpoint`), and the file it is kept in. */
  feedback?: { endpoint: string; file: string };
}

/** Serves a built site as a static host would, with `404.html` for unknown paths. */
export async function serveSite(options: ServeOptions): Promise<{ server: Server; url: string }> {
  const root = path.resolve(options.outDir);
  const notFound = await readFile(path.join(root, '404.html')).catch(() => Buffer.from('Not found'));
  const assets = sirv(root, {
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
  });
  const notFoundHandler = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFound);
  };
  const feedback = options.feedback ? createFeedbackHandler(options.feedback) : undefined;
  const server = createServer((req, res) => {
    if (safeRequestPath(req.url) === undefined) {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    const serveAsset = () => assets(req, res, () => notFoundHandler(res));
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
