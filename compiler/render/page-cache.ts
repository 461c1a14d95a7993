import { constants, copyFileSync, linkSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { AppendIndex } from '../cache/append-index';
import { intact, place, stampOf, type FileStamp } from '../cache/stored-file';
import path from 'node:path';
import { longHash } from '../helpers/hash';
import { demoFilesOf } from '../demos/demo-files';
import type { PageJob, PageResult, RenderContext } from './page-job';
import type { IndexedPage } from '../search/index-language';
import { ensureDir, writeFileAtomicallySync } from '../helpers/write-atomically';
import { DIRECT_READS, type ContentReads } from '../site/content-reads';
import { CacheStore, type CacheRead } from '../helpers/cache-store';
import { markUsed } from '../cache/prune-cache';

/** A rendered page as the cache keeps it: the document and what the checks need from it. */
export interface CachedPage {
  html: string;
  /** The page's markdown twin. */
  markdown: string;
  result: PageResult;
}

/**
 * Everything a page's HTML depends on besides its own sources, hashed once per build: the compiler
 * and templates (the render worker bundle), the config, the frames (navigation and UI strings), the
 * shared styles and the asset URLs.
 */
export function buildFingerprint(ctx: RenderContext, compilerId: string): string {
  // Demo chunks, UI strings and frames count only for the pages that use them (see `pageKey`), so
  // one demo or one language's edit does not invalidate every page. Where the cache itself lives
  // changes no page: a cache restored elsewhere (another CI runner's path) still serves.
  const { outDir: _outDir, cacheDir: _cacheDir, demoBundle: _demos, keepHtml: _keep, reparseEdits: _reparse, strings: _strings, translationConsole: _console, frames: _frames, ...stable } = ctx;
  // Nor does the cache's size limit: a new one keeps every page.
  return longHash(`${compilerId}\0${JSON.stringify({ ...stable, config: { ...stable.config, cacheSizeLimit: undefined } })}`);
}

/** Hashes of the parts many pages share (a language's strings, a section's frame), computed once per build. */
const sharedHashes = new WeakMap<RenderContext, Map<string, string>>();

function sharedHash(ctx: RenderContext, key: string, value: () => string): string {
  let hashes = sharedHashes.get(ctx);
  if (!hashes) sharedHashes.set(ctx, (hashes = new Map()));
  let hash = hashes.get(key);
  if (hash === undefined) hashes.set(key, (hash = longHash(value())));
  return hash;
}

/** A language's UI strings and its missing-strings console script. */
const stringsHash = (ctx: RenderContext, lang: string) => sharedHash(ctx, `strings|${lang}`, () => `${JSON.stringify(ctx.strings[lang])}\0${ctx.translationConsole[lang] ?? ''}`);

/** A frame (`${frameKey}|${lang}`) around the pages of its section. */
const frameHash = (ctx: RenderContext, frame: string) => sharedHash(ctx, `frame|${frame}`, () => JSON.stringify(ctx.frames[frame] ?? null));

/**
 * The page's own inputs: its job (navigation position, neighbours, language), its markdown and its
 * demos' sources, by their content hashes (which `reads` knows without reading an unchanged file).
 * Synchronously, as every cache lookup here: a build looks at a thousand small files in a row, and
 * through promises (a file handle, a stat and a thread-pool round trip each) that took ten times as long.
 */
export async function pageKey(job: PageJob, fingerprint: string, ctx: RenderContext, reads: Pick<ContentReads, 'hash' | 'facts'> = DIRECT_READS): Promise<string> {
  const frame = `${job.frameKey}|${job.lang}`;
  const parts = [
    fingerprint,
    // Relative to the working folder, which changes no page: a build run from another folder still
    // finds every page (the result's findings are checked against it instead, see `PageCache.result`).
    JSON.stringify({ ...job, displayPath: undefined }),
    stringsHash(ctx, job.lang),
    frameHash(ctx, frame),
  ];
  if (!job.api) {
    parts.push(reads.hash(job.file));
    const names = reads.facts(job.file).demos;
    if (names.length) parts.push(ctx.demoBundle?.islands ?? '');
    for (const name of names) {
      const files = demoFilesOf(path.dirname(job.file), name, ctx.contentDir);
      if (!files) continue;
      parts.push(...Object.entries(ctx.demoBundle?.chunks ?? {}).filter(([key]) => key === files.key || key.startsWith(`${files.key}.`)).map(([, url]) => url));
      for (const variant of files.variants) parts.push(reads.hash(variant.file));
    }
  }
  return longHash(parts.join('\0'));
}

/**
 * What every page's key (`pageKey`) takes from the build besides its job and its files: the
 * fingerprint, the UI strings, the frames and the demo bundle. Under the same context, a page with the
 * same job and files has the same key (see `PlannedKeys`).
 */
export function keyContext(fingerprint: string, ctx: RenderContext): string {
  const languages = Object.keys(ctx.strings).map((lang) => [lang, stringsHash(ctx, lang)]);
  const frames = Object.keys(ctx.frames).map((frame) => [frame, frameHash(ctx, frame)]);
  return longHash(JSON.stringify([fingerprint, languages, frames, ctx.demoBundle?.islands ?? '', ctx.demoBundle?.chunks ?? {}]));
}

/**
 * Bare entries (an index line each): the compiler's version is in every key (see `buildFingerprint`).
 * A line is read as JSON here, its files and terms checked by `PageCache.result`.
 */
const store = new CacheStore<StoredEntry>({
  namespace: 'pages',
  bare: true,
  accepts: (value) => typeof (value as StoredEntry | null)?.result === 'object' && typeof (value as StoredEntry).files?.html === 'object' && typeof (value as StoredEntry).files?.md === 'object',
});

/** The index is compacted when it holds more than this many lines per entry a build used. */
const INDEX_SLACK = 2;

/**
 * Rendered pages keyed by everything they depend on, kept between builds in the cache folder: each
 * page's HTML and twin as files (linked to the output that was written), what the checks need from it
 * as a line of one index (`AppendIndex`), and its search terms as a line of another. The terms are
 * nine tenths of what is stored: a build that has them already (`SearchSnapshotStore`) never reads them.
 */
export class PageCache {
  private readonly dir: string;
  private readonly createdDirs = new Set<string>();
  private readonly index: AppendIndex;
  private readonly terms: AppendIndex;

  constructor(cacheDir: string) {
    this.dir = path.join(cacheDir, 'pages');
    this.index = new AppendIndex(path.join(this.dir, 'index.log'));
    this.terms = new AppendIndex(path.join(this.dir, 'search.log'));
  }

  /** Whether no page was ever stored here: every page of the next build will be rendered. */
  isEmpty(): boolean {
    return this.indexBytes() === 0;
  }

  /** Whether it holds an entry for `key` (whole or not: `result` says). */
  has(key: string): boolean {
    return this.index.get(key) !== undefined;
  }

  /** The size of the index, about a kilobyte per page stored: how large a site the cache serves. */
  indexBytes(): number {
    return statSync(this.index.file, { throwIfNoEntry: false })?.size ?? 0;
  }

  /**
   * Deletes the folders of the cache's former layouts, which kept each page's files in a folder named
   * by the first two characters of its key (with a `<key>.result.json` beside them in the oldest):
   * no index line names them any more. Entries are files of this folder itself now: a cold build
   * made 256 folders, each a new inode, which this disk allocates slowly after a previous output was
   * deleted.
   */
  removeFormerEntries(): number {
    let removed = 0;
    let entries;
    try {
      entries = readdirSync(this.dir, { withFileTypes: true });
    } catch {
      return 0;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      rmSync(path.join(this.dir, entry.name), { recursive: true, force: true });
      removed += 1;
    }
    return removed;
  }

  /**
   * A page's result (links, ids, search terms) when its entry is complete and its files are as stored.
   * The HTML stays on disk: `placeHtml` puts it where it goes without reading it into memory. With
   * `files: false`, for a page whose files the build leaves where they are, the files are not checked;
   * with `search: false`, for a page whose terms the build has, they are not read. The key leaves out
   * where the build runs from; `displayPath`, the page's path from there, replaces the stored one. A
   * page with findings stored by a build run from another folder is a miss: their messages and hints
   * name files by paths from that folder.
   */
  result(key: string, displayPath: string, options: { files?: boolean; search?: boolean } = {}): PageResult | undefined {
    const read = this.lookup(key, displayPath, options);
    this.count(read);
    return read.hit ? read.value : undefined;
  }

  /** `result`'s verdict, not yet counted: for a caller that may look again before it knows what it took (see `count`). */
  lookup(key: string, displayPath: string, { files = true, search = true }: { files?: boolean; search?: boolean } = {}): CacheRead<PageResult> {
    const read = this.read(key, files, search);
    return read.hit ? { hit: true, value: { ...read.value, displayPath } } : read;
  }

  /** Counts a page's verdict (`--explain-cache`): once per page, whatever `lookup`s came before it. */
  count(read: CacheRead<unknown>): void {
    store.record(read);
  }

  /** `result`'s verdict, by the store's reasons: a changed file or another working folder is an input that changed. */
  private read(key: string, files: boolean, search: boolean): CacheRead<PageResult> {
    const line = store.decode(this.index.get(key), { peek: true });
    if (!line.hit) return line;
    const entry = line.value;
    if (entry.cwd !== undefined && entry.cwd !== process.cwd()) return { hit: false, reason: 'inputs', input: 'working folder' };
    try {
      if (files && !(intact(this.fileOf(key, 'html'), entry.files.html) && intact(this.fileOf(key, 'md'), entry.files.md))) return { hit: false, reason: 'inputs', input: 'stored HTML' };
    } catch {
      return { hit: false, reason: 'absent' };
    }
    if (!search || !entry.searched) return { hit: true, value: entry.result as PageResult };
    const terms = this.terms.get(key);
    if (terms === undefined) return { hit: false, reason: 'absent' };
    try {
      return { hit: true, value: { ...entry.result, search: JSON.parse(terms) as IndexedPage } as PageResult };
    } catch {
      return { hit: false, reason: 'unreadable' };
    }
  }

  /** Puts the cached HTML of `key` at `target`: linked where the file system can, else copied by the kernel. */
  placeHtml(key: string, target: string): void {
    place(this.fileOf(key, 'html'), target);
  }

  /** Puts the cached markdown twin of `key` at `target`, as `placeHtml` does the document. */
  placeTwin(key: string, target: string): void {
    place(this.fileOf(key, 'md'), target);
  }

  /**
   * Stores a page: its HTML and markdown twin as files, then its result as a line of the index, so an
   * entry is complete once its line is there. An unchanged page is then linked or copied instead of
   * parsed out of JSON and written again (at 10,000 pages, 370 MB). Synchronously: it is called in
   * the render workers (see `writeFileAtomicallySync`).
   *
   * The HTML and twin are the output's own files, linked, where they were just written (`written`):
   * nothing is copied. The line records their size, time and hash, so an output file later changed
   * in place, which changes the entry too, makes the entry a miss instead of a wrong page.
   */
  set(key: string, page: CachedPage, written?: { html: string; markdown: string }): void {
    const html = this.fileOf(key, 'html');
    const markdown = this.fileOf(key, 'md');
    ensureDir(this.dir, this.createdDirs);
    storeSync(html, page.html, written?.html);
    storeSync(markdown, page.markdown, written?.markdown);
    const { search, ...result } = page.result;
    // The terms first: the entry is complete once its index line is there.
    if (search) this.terms.append(key, JSON.stringify(search));
    const entry: StoredEntry = { result, searched: search !== undefined, ...(result.diagnostics.length ? { cwd: process.cwd() } : {}), files: { html: stampOf(statSync(html), page.html), md: stampOf(statSync(markdown), page.markdown) } };
    this.index.append(key, store.encode(entry));
  }

  /**
   * After a build, given every key it used and how many of its pages it stored: when the index has
   * grown to several lines per such entry (pages rendered again, entries of older builds), it keeps
   * those entries only, and the files of the others are deleted.
   */
  compact(used: readonly string[], stored: number): void {
    // This build's pages, whose files' times are their stamps (see `markUsed`).
    for (const key of used) markUsed(this.fileOf(key, 'html'), this.fileOf(key, 'md'));
    if (this.index.size + stored <= INDEX_SLACK * Math.max(used.length, 1)) return;
    this.terms.compact(used);
    for (const key of this.index.compact(used)) {
      rmSync(this.fileOf(key, 'html'), { force: true });
      rmSync(this.fileOf(key, 'md'), { force: true });
    }
    this.removeFormerEntries();
  }

  private fileOf(key: string, extension: string): string {
    return path.join(this.dir, `${key}.${extension}`);
  }
}

/** What a cache entry's JSON holds: the page's result (its search terms are in the other index, when `searched`) and the stamps of its two files. */
interface StoredEntry {
  result: Omit<PageResult, 'search'>;
  searched: boolean;
  /** The working folder of the build that stored a page with findings, which name files from there. */
  cwd?: string;
  files: { html: FileStamp; md: FileStamp };
}

/**
 * Stores `content` at `file` atomically, linked to `copyOf` (the page just written to the output)
 * rather than encoded and written again from the string: in a cold build that second write of every
 * page was a tenth of the workers' time, and a copy by the kernel still most of that.
 */
function storeSync(file: string, content: string, copyOf?: string): void {
  if (copyOf) {
    // A new entry is linked under its own name at once; one stored before is replaced atomically.
    try {
      linkSync(copyOf, file);
      return;
    } catch {
      // Already there, or links refused: below.
    }
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      try {
        linkSync(copyOf, partial);
      } catch {
        copyFileSync(copyOf, partial, constants.COPYFILE_FICLONE);
      }
      renameSync(partial, file);
      return;
    } catch {
      rmSync(partial, { force: true });
    }
  }
  writeFileAtomicallySync(file, content);
}
