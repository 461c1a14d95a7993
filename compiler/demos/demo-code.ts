import path from 'node:path';
import { longHash } from '../helpers/hash';
import { versionedIndex, type AppendIndex } from '../cache/append-index';
import { highlightedLines, markedLines } from '../code/code-lines';
import { readNotations } from '../code/code-notations';
import { generateJs } from './generate-js';
import { highlightSource } from './highlight-source';
import { CacheStore } from '../helpers/cache-store';

export interface DemoCodeVersions {
  js: string;
  tsHtml: string;
  jsHtml: string;
  /** The JavaScript differs from the source in layout at most: the source has no types to strip. */
  sameAsTs: boolean;
}

const memo = new Map<string, Promise<DemoCodeVersions>>();

/** Bare entries: their format is in the index's name, the compiler's version. */
const store = new CacheStore<DemoCodeVersions>({
  namespace: 'demo-code',
  bare: true,
  accepts: (value) => typeof (value as DemoCodeVersions | null)?.js === 'string' && typeof (value as DemoCodeVersions).tsHtml === 'string' && typeof (value as DemoCodeVersions).jsHtml === 'string',
});

/**
 * A demo source's JavaScript version and both highlighted listings. The JavaScript is the author's
 * own where the demo has a JavaScript twin (`jsTwin`: MUI's docs keep `Demo.js` beside `Demo.tsx`,
 * and show it), else generated. Formatting with prettier and highlighting cost more than rendering
 * most pages, and every language's twin of a page shows the same code, so results are kept in memory
 * and in `cacheDir`, keyed by the sources and `versionKey` (the compiler and the installed packages).
 * Throws when the JavaScript cannot be generated.
 */
export function demoCode(source: string, cacheDir: string, versionKey: string, jsTwin?: string): Promise<DemoCodeVersions> {
  const key = longHash(`${versionKey}\0${source}${jsTwin === undefined ? '' : `\0${jsTwin}`}`);
  let pending = memo.get(key);
  if (!pending) {
    // Followed: a demo's code is made once per build, by whichever worker gets to it first (the one
    // compiling pages ahead, as a rule); a page taken over by another worker then finds it there.
    const index = versionedIndex(path.join(cacheDir, 'demo-code'), versionKey, true);
    const cached = fromIndex(index, key);
    pending = cached ? Promise.resolve(cached) : generate(source, jsTwin, key, index);
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return pending;
}

function fromIndex(index: AppendIndex, key: string): DemoCodeVersions | undefined {
  const read = store.decode(index.get(key));
  return read.hit ? read.value : undefined;
}

/**
 * A listing as the reader sees and copies it: the notation comments a fence takes
 * (`// highlight-next-line`, `// [!code highlight]`…) removed, and the lines they mark highlighted.
 */
function listing(code: string, language: 'tsx' | 'jsx'): string {
  const notated = readNotations(code);
  const html = highlightSource(notated.code, language);
  return notated.marks.size ? markedLines(highlightedLines(html), notated.marks) : html;
}

async function generate(source: string, jsTwin: string | undefined, key: string, index: AppendIndex): Promise<DemoCodeVersions> {
  const js = jsTwin ?? (await generateJs(source));
  const sameAsTs = js.replace(/\s+/g, '') === source.replace(/\s+/g, '');
  const code = { js, tsHtml: listing(source.trimEnd(), 'tsx'), jsHtml: listing(js.trimEnd(), 'jsx'), sameAsTs };
  try {
    index.append(key, store.encode(code));
  } catch {
    // Only the next build pays for a missing entry.
  }
  return code;
}
