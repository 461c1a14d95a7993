import path from 'node:path';
import { longHash } from '../helpers/hash';
import { versionedIndex } from '../cache/append-index';
import { highlightHtml } from '../code/highlight-html';
import { CacheStore } from '../helpers/cache-store';

/** Highlights code in a language (see `highlightHtml`). */
export type Highlighter = (code: string, language: string) => string | undefined;

const highlighters = new Map<string, Highlighter>();

/** A block's HTML, or `null` for a language highlight.js does not know; the format is in the index's name (the compiler's version). */
const store = new CacheStore<string | null>({ namespace: 'highlight', bare: true, accepts: (value) => typeof value === 'string' || value === null });

/**
 * `highlightHtml` remembered in `cacheDir` for this compiler version, by language and code. A thread's
 * first block in a language costs tens of milliseconds (highlight.js builds that language's regular
 * expressions, which V8 then compiles): in a one-page rebuild, a page's unchanged code blocks were the
 * largest part of its render. A language highlight.js does not know is remembered too (as `null`).
 */
export function cachedHighlighter(cacheDir: string, versionKey: string): Highlighter {
  const id = `${cacheDir}\0${versionKey}`;
  let highlight = highlighters.get(id);
  if (!highlight) {
    // The index holds what was stored before this thread read it; the keys this thread stored since
    // are kept, so a block met again is highlighted again (rare: pages seldom share a block) but not
    // stored twice, and a cold build does not hold every block's HTML in memory.
    const stored = new Set<string>();
    highlight = (code, language) => {
      const key = longHash(`${language}\0${code}`);
      if (stored.has(key)) return highlightHtml(code, language);
      // One of 16 files, by the key's first digit: a page's few blocks are looked up without reading
      // every block of the site (at 10,000 pages, 50 MB). Appending to 256 files instead took five
      // times the system time of one file in a cold build; 16, about the same as one.
      const index = versionedIndex(path.join(cacheDir, 'highlight', key.slice(0, 1)), versionKey);
      const known = store.decode(index.get(key));
      if (known.hit) return known.value ?? undefined;
      const html = highlightHtml(code, language);
      stored.add(key);
      try {
        index.append(key, store.encode(html ?? null));
      } catch {
        // Only the next build pays for a missing entry.
      }
      return html;
    };
    highlighters.set(id, highlight);
  }
  return highlight;
}
