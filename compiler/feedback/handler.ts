import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLineWriter } from './line-writer';
import { validateFeedback } from './validate';

/** Bodies above this are refused unread: a rating with a 2000-character comment needs far less. */
export const FEEDBACK_BODY_LIMIT = 16 * 1024;

export interface FeedbackHandlerOptions {
  /** The path the pages POST to, `feedbackEndpoint` of the site config (e.g. `/api/feedback`). */
  endpoint: string;
  /** The JSON-lines file accepted entries are appended to; its folder is created when needed. */
  file: string;
  now?: () => Date;
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

class TooLarge extends Error {}

function reply(res: ServerResponse, status: number, error?: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, ...(error ? { 'Content-Type': 'application/json; charset=utf-8' } : {}) });
  res.end(error ? JSON.stringify({ error }) : undefined);
}

/** The body, or `TooLarge` as soon as more than `limit` bytes are announced or arrive. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new TooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new TooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The feedback receiver of the dev and serve servers: `POST {endpoint}` with a JSON body
 * `{page, rating: 0|1, comment?, lang}` is appended to `file` as one JSON line (204). Refusals:
 * 405 for another method, 415 for a body that is not JSON, 413 above 16 KB, 400 for malformed JSON
 * or invalid fields, 500 when the file cannot be written. Other paths go to `next`.
 */
export function createFeedbackHandler(options: FeedbackHandlerOptions): Middleware {
  const append = createLineWriter(options.file);
  const now = options.now ?? (() => new Date());
  return (req, res, next) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== options.endpoint) return next();
    if (req.method !== 'POST') return reply(res, 405, 'Use POST.', { Allow: 'POST' });
    // Only JSON: a cross-site form cannot send it without a preflight, which this endpoint never grants.
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return reply(res, 415, 'The body must be application/json.');
    readBody(req, FEEDBACK_BODY_LIMIT)
      .then((body) => {
        let value: unknown;
        try {
          value = JSON.parse(body.toString('utf8'));
        } catch {
          return reply(res, 400, 'The body is not valid JSON.');
        }
        const result = validateFeedback(value);
        if ('error' in result) return reply(res, 400, result.error);
        return append(JSON.stringify({ time: now().toISOString(), ...result.payload })).then(
          () => reply(res, 204),
          () => reply(res, 500, 'The feedback could not be stored.'),
        );
      })
      .catch((error: unknown) => {
        // The rest of an oversized body is not worth reading: answer, then close the connection.
        if (error instanceof TooLarge) reply(res, 413, `The body must be at most ${FEEDBACK_BODY_LIMIT} bytes.`, { Connection: 'close' });
        else res.destroy();
      });
  };
}
