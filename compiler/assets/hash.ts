import { createHash } from 'node:crypto';

/** A full SHA-256: cache keys, where a collision would serve a stale page. */
export function longHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Eight hex characters of SHA-256: the cache-busting part of a static file name. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}
