import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { embeddedDemoNames } from '../demos/demo-files';
import { writeFileAtomicallySync } from '../helpers/write-atomically';
import { CacheStore, type CacheRead } from '../helpers/cache-store';
import { quickFrontMatterList, quickTitle } from './page-title';

/** What the passes over every page before rendering need of a page, read from its text without compiling it. */
export interface PageFacts {
  /** The page's heading or front matter title (`quickTitle`). */
  title?: string;
  /** The demos it embeds, by name (`embeddedDemoNames`). */
  demos: string[];
  /** Its `components:` front matter list. */
  components: string[];
}

export function pageFactsOf(text: string): PageFacts {
  const title = quickTitle(text);
  return { ...(title === undefined ? {} : { title }), demos: embeddedDemoNames(text), components: quickFrontMatterList(text, 'components') };
}

/**
 * Page facts by the content hash of the page's file, kept in the cache between builds: with the
 * files' hashes known from their stamps (`FileHashes`), the navigation's titles, the page keys and the
 * demo scan need no page read, only those of the pages that changed. Facts worked out by another
 * compiler (`compiler`, its id) are not used. Only the facts of the pages of the last build are kept.
 */
export class PageFactsStore {
  private readonly known: Map<string, PageFacts>;
  private readonly used = new Map<string, PageFacts>();
  private added = false;

  constructor(
    private readonly file: string,
    private readonly compiler: string,
  ) {
    this.known = readFacts(file, compiler);
  }

  get(hash: string): PageFacts | undefined {
    const facts = this.used.get(hash) ?? this.known.get(hash);
    if (facts) this.used.set(hash, facts);
    return facts;
  }

  set(hash: string, facts: PageFacts): void {
    this.used.set(hash, facts);
    this.added = true;
  }

  /** Writes the facts used since this was made, when any were added or some went unused. */
  save(): void {
    if (!this.added && this.used.size === this.known.size) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileAtomicallySync(this.file, serialize({ compiler: this.compiler, facts: [...this.used] }));
  }
}

/** Its format is the compiler's version, which each file records. */
const store = new CacheStore({ namespace: 'page-facts', bare: true });

/** Missing, cut short, unreadable or another compiler's: none, and the pages are read. */
function readFacts(file: string, compiler: string): Map<string, PageFacts> {
  const read = store.readWith(file, (bytes): CacheRead<Map<string, PageFacts>> => {
    const stored = deserialize(bytes) as { compiler?: string; facts?: [string, PageFacts][] };
    if (stored.compiler !== compiler) return { hit: false, reason: 'inputs', input: 'compiler' };
    return Array.isArray(stored.facts) ? { hit: true, value: new Map(stored.facts) } : { hit: false, reason: 'unreadable' };
  });
  return read.hit ? read.value : new Map();
}
