import { readFileSync } from 'node:fs';
import path from 'node:path';
import { longHash } from '../helpers/hash';
import type { FileHashes } from '../cache/file-hashes';
import { pageFactsOf, type PageFacts, type PageFactsStore } from './page-facts';
import { lfText, readTextSync } from '../helpers/text-files';

/**
 * What one build knows of its content files, each looked at once: the navigation's titles, the demo
 * scan and the page keys each went over every page, and on this disk a small read is mostly opening
 * the file. A page's facts (`PageFacts`: title, demos) come from the cache by its content hash, and
 * that hash from the file's stamp (`FileHashes`): only the pages changed since the last build are read.
 */
export class ContentReads {
  private readonly hashes = new Map<string, string>();
  private readonly known = new Map<string, PageFacts>();
  /** Each path asked about, resolved once: the passes ask about every page's file several times. */
  private readonly resolved = new Map<string, string>();

  constructor(private readonly from: { hashes?: FileHashes; facts?: PageFactsStore } = {}) {}

  /** The SHA-256 of the file's content, as it was when this build first looked at it (`FileHashes` keeps its own). */
  hash(file: string): string {
    return this.hashOf(this.keyOf(file));
  }

  private keyOf(file: string): string {
    let key = this.resolved.get(file);
    if (key === undefined) this.resolved.set(file, (key = isResolved(file) ? file : path.resolve(file)));
    return key;
  }

  private hashOf(key: string): string {
    if (this.from.hashes) return this.from.hashes.hash(key);
    let hash = this.hashes.get(key);
    if (hash === undefined) this.hashes.set(key, (hash = longHash(readFileSync(key))));
    return hash;
  }

  /** A page's facts: from the cache when its content was seen before, else read from it. */
  facts(file: string): PageFacts {
    const key = this.keyOf(file);
    let facts = this.known.get(key);
    if (facts) return facts;
    const hash = this.hashOf(key);
    facts = this.from.facts?.get(hash);
    if (!facts) {
      const bytes = readFileSync(key);
      facts = pageFactsOf(lfText(bytes.toString('utf8')));
      // Filed only if the file still holds what was hashed: not the facts of a file saved during the build under its former content.
      if (longHash(bytes) === hash) this.from.facts?.set(hash, facts);
    }
    this.known.set(key, facts);
    return facts;
  }
}

/**
 * Whether `path.resolve` would give `file` back as it is: absolute, without `.` or `..` segments and
 * without doubled or trailing separators. The passes ask with such paths, made from the resolved
 * content folder: resolving each of 10,000 again took ~15 ms of a one-page rebuild.
 */
export function isResolved(file: string): boolean {
  return path.sep === '/' && file.startsWith('/') && !/\/\/|\/\.\.?(?:\/|$)|.\/$/.test(file);
}

/** Reads straight from disk, keeping nothing, for callers outside a build. */
export const DIRECT_READS: Pick<ContentReads, 'hash' | 'facts'> = {
  hash: (file) => longHash(readFileSync(file)),
  facts: (file) => pageFactsOf(readTextSync(file)),
};
