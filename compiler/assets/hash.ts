import { createHash } from 'node:crypto';

/** Eight hex characters of SHA-256: the cache-busting part of a static file name. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}
