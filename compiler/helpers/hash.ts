import crypto from 'node:crypto';

/**
 * SHA-256 as hex in one call: `crypto.hash` (Node 20.12 on) skips the Hash object `createHash` makes,
 * half the cost of hashing a small string; a one-page rebuild of 10,000 pages hashes some 30,000.
 */
const sha256Hex: (content: string | Uint8Array) => string =
  typeof crypto.hash === 'function' ? (content) => crypto.hash('sha256', content, 'hex') : (content) => crypto.createHash('sha256').update(content).digest('hex');

/** A full SHA-256: cache keys, where a collision would serve a stale page. */
export function longHash(content: string | Uint8Array): string {
  return sha256Hex(content);
}

/** Eight hex characters of SHA-256: the cache-busting part of a static file name. */
export function contentHash(content: string | Uint8Array): string {
  return sha256Hex(content).slice(0, 8);
}
