import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * The decoded path of a request, or `undefined` when it must be refused: undecodable escapes, NUL
 * bytes, backslashes, any `..` segment (also when it arrives encoded once or twice), and a leading `//`,
 * which a redirect would turn into another host.
 */
export function safeRequestPath(url: string | undefined): string | undefined {
  const raw = (url ?? '/').split('?')[0]!.split('#')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const twice = (() => {
    try {
      return decodeURIComponent(decoded);
    } catch {
      return decoded;
    }
  })();
  for (const candidate of [decoded, twice]) {
    if (candidate.includes('\0') || candidate.includes('\\') || !candidate.startsWith('/') || candidate.startsWith('//')) return undefined;
    if (candidate.split('/').some((segment) => segment === '..')) return undefined;
  }
  return decoded;
}

/** Hashed assets (demo listings are named by their content) never change under their name; pages must always be revalidated. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/static/') && /\.[0-9a-f]{8}\.[a-z0-9]+$|\/islands\/|\/fonts\/|\/code\/[0-9a-f]{8}\.html$/i.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Text types sirv sends without a charset: twins and llms files hold Chinese as UTF-8. */
export function contentTypeFor(pathname: string): string | undefined {
  if (pathname.endsWith('.md')) return 'text/markdown; charset=utf-8';
  if (pathname.endsWith('.txt')) return 'text/plain; charset=utf-8';
  return undefined;
}

type StaticHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * A static file handler (sirv's) whose responses end, rather than stop the server, when a file goes
 * before it is read: sirv pipes the file's read stream into the response without listening for its
 * errors, so a file deleted between its lookup and its read (an output a build swaps while it is
 * served, the dev output rewritten, a folder removed) threw an uncaught ENOENT. The status line is
 * sent by then: the response is cut off, and the next request finds what is there now.
 */
export function surviveVanishingFiles(handler: StaticHandler): StaticHandler {
  return (req, res, next) => {
    res.once('pipe', (source: Readable) => source.once('error', () => res.destroy()));
    handler(req, res, next);
  };
}
