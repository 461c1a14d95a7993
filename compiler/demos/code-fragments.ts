import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from '../helpers/hash';
import { ensureDir, writeFileAtomicallySync } from '../helpers/write-atomically';
import { CacheStore } from '../helpers/cache-store';
import { markUsed } from '../cache/prune-cache';

/** Named by their content, which says whether they still hold it: counted here, never enveloped (they are the output's files, linked). */
const store = new CacheStore({ namespace: 'code', bare: true });

/** Where the listings go in the output: `static/code/<hash>.html`, immutable, shared by every page that shows one. */
export const CODE_DIR = path.join('static', 'code');

/**
 * Writes demo listings as files of their own (the JavaScript versions, fetched when a reader picks
 * JavaScript) into the output folder, and keeps a copy in the cache folder for the pages a later
 * build copies from the page cache (`copyCodeFragments`). Named by content: written once however
 * many pages show them.
 */
export class CodeFragments {
  private readonly written = new Set<string>();
  private readonly dirs = new Set<string>();

  constructor(
    private readonly outDir: string,
    private readonly cacheDir: string,
    private readonly base: string,
  ) {}

  /** The listing's URL under the base; `names` collects the file names a page uses. */
  url(html: string, names: Set<string>): string {
    const name = `${contentHash(html)}.html`;
    names.add(name);
    const file = path.join(this.outDir, CODE_DIR, name);
    if (!this.written.has(file)) {
      ensureDir(path.dirname(file), this.dirs);
      writeFileSync(file, html);
      const kept = path.join(this.cacheDir, 'code', name);
      if (!existsSync(kept)) {
        ensureDir(path.dirname(kept), this.dirs);
        // The cache keeps the file just written, linked: a copy cost a second file creation.
        try {
          linkSync(file, kept);
        } catch {
          writeFileAtomicallySync(kept, html);
        }
      }
      this.written.add(file);
    }
    return `${this.base.replace(/\/$/, '')}/static/code/${name}`;
  }
}

/**
 * Copies the listings of pages taken from the page cache into the output folder; false when one is
 * missing or no longer holds what its name says (the cache links the output's files, which a script
 * may have edited in place since; such a listing is removed from the cache).
 */
export function copyCodeFragments(names: Iterable<string>, cacheDir: string, outDir: string): boolean {
  const dirs = new Set<string>();
  for (const name of names) {
    const target = path.join(outDir, CODE_DIR, name);
    if (existsSync(target)) continue;
    const kept = path.join(cacheDir, 'code', name);
    let html: string;
    try {
      html = readFileSync(kept, 'utf8');
    } catch {
      store.record({ hit: false, reason: 'absent' });
      return false;
    }
    if (`${contentHash(html)}.html` !== name) {
      store.record({ hit: false, reason: 'unreadable' });
      // Removed, so the render this asks for keeps the listing again.
      rmSync(kept, { force: true });
      return false;
    }
    store.record({ hit: true, value: name });
    // Its time is the output file's too: marked used in this process instead (see `markUsed`).
    markUsed(kept);
    ensureDir(path.dirname(target), dirs);
    writeFileSync(target, html);
  }
  return true;
}
