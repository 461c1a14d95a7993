import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { mkdir, open, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { NavNode } from '../../templates/shared/nav';
import type { PageJob, PageResult } from '../render/page-job';
import type { Site } from '../site/load-site';
import { writeFileAtomically } from '../helpers/write-atomically';
import { routeFilePath } from '../output/route-segment';
import { IO_CONCURRENCY } from '../helpers/map-limit';
import { LLMS_FULL_SEPARATOR, llmsFullEntry, llmsLists, type LlmsPage } from '../twins/llms-files';
import { twinFileOf } from '../twins/twin-path';
import { writeSiteIndex } from '../twins/site-index';

export interface LlmsSite {
  title: string;
  summary?: string;
  roots: readonly NavNode[];
  base: string;
}

/** The file of a route such as `/x/llms.txt` in the output folder. */
function fileOf(outDir: string, route: string): string {
  return path.join(outDir, routeFilePath(route));
}

/** Where each page's entry is in an `llms-full.txt`: its route, the entry's first byte and the byte after its last (separators excluded). */
export interface LlmsFullIndex {
  route: string;
  entries: [string, number, number][];
}

/**
 * The `llms-full.txt` a build leaves in place (a patched output): the entries of the pages `unchanged`
 * says are as before are copied from it, where `index` says they are, instead of read from their twins.
 */
export interface PreviousLlmsFull {
  outDir: string;
  index: LlmsFullIndex;
  unchanged: (route: string) => boolean;
}

/**
 * Writes `llms.txt` (at the folder holding every page, `/x/llms.txt` on MUI X), one per navigation
 * section, and `llms-full.txt` beside the first, from the default language's pages and the twins
 * already in `outDir` (or, for a page `twinOf` places elsewhere, there). Returns the routes written
 * and where each page's entry is in `llms-full.txt`.
 */
export async function writeLlmsFiles(outDir: string, site: LlmsSite, pages: readonly LlmsPage[], twinOf: (route: string) => string = (route) => twinFileOf(outDir, route), previous?: PreviousLlmsFull): Promise<{ routes: string[]; full: LlmsFullIndex }> {
  const lists = llmsLists({ title: site.title, ...(site.summary ? { summary: site.summary } : {}), roots: site.roots, pages: new Map(pages.map((page) => [page.route, page])), base: site.base });
  const fullRoute = lists.root.route.replace(/llms\.txt$/, 'llms-full.txt');
  const written = [lists.root, ...lists.sections].map((file) => ({ file: fileOf(outDir, file.route), content: file.content }));
  // A section's folder is there when its pages are; not when they stay in a patched output (see `applyPatch`).
  await Promise.all([...new Set(written.map(({ file }) => path.dirname(file)))].map((dir) => mkdir(dir, { recursive: true })));
  const kept = previous?.index.route === fullRoute ? { file: fileOf(previous.outDir, fullRoute), entries: new Map(previous.index.entries.map(([route, start, end]) => [route, [start, end] as const])), unchanged: previous.unchanged } : undefined;
  const [entries] = await Promise.all([writeLlmsFull(fileOf(outDir, fullRoute), twinOf, lists.order, site.base, kept), ...written.map(({ file, content }) => writeFileAtomically(file, content))]);
  return { routes: [lists.root.route, ...lists.sections.map((file) => file.route), fullRoute], full: { route: fullRoute, entries } };
}

const SEPARATOR = Buffer.from(LLMS_FULL_SEPARATOR);
/**
 * Bytes copied from a previous `llms-full.txt` at a time: a buffer that stays in the processor's caches.
 * With 8 MB, copying 10,000 pages' entries (108 MB) took 400 ms; with 1 MB, 150 ms.
 */
const COPY_BYTES = 2 ** 20;

/**
 * Streams every twin into `llms-full.txt`, a few files read at a time: at 10,000 pages the whole of it
 * would be a hundred megabytes held in memory, and all the files opened at once. The reads are
 * synchronous, as the other reads of every page in a row (see `pageKey`). With `kept`, the previous
 * file, each run of unchanged pages that were next to each other there is copied from it in large
 * reads: a one-page edit of 10,000 pages read 10,000 twins (0.4 s) for one changed entry.
 */
async function writeLlmsFull(file: string, twinOf: (route: string) => string, pages: readonly LlmsPage[], base: string, kept?: { file: string; entries: ReadonlyMap<string, readonly [number, number]>; unchanged: (route: string) => boolean }): Promise<[string, number, number][]> {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const out = await open(partial, 'w');
  let old: number | undefined;
  try {
    old = kept ? openSync(kept.file, 'r') : undefined;
  } catch {
    // Gone since: every entry comes from its twin.
  }
  const index: [string, number, number][] = [];
  let position = 0;
  let chunk: Buffer[] = [];
  const append = (bytes: Buffer) => {
    chunk.push(bytes);
    position += bytes.length;
  };
  const flush = async () => {
    if (chunk.length) await writeAll(out, Buffer.concat(chunk));
    chunk = [];
  };
  try {
    let read = 0;
    for (let i = 0; i < pages.length; ) {
      const page = pages[i]!;
      const from = old !== undefined && kept!.unchanged(page.route) ? kept!.entries.get(page.route) : undefined;
      if (from) {
        // The longest run of unchanged pages that follow each other in the previous file too.
        let end = i + 1;
        let last = from;
        for (; end < pages.length && kept!.unchanged(pages[end]!.route); end += 1) {
          const next = kept!.entries.get(pages[end]!.route);
          if (!next || next[0] !== last[1] + SEPARATOR.length) break;
          last = next;
        }
        if (index.length) append(SEPARATOR);
        await flush();
        for (let j = i; j < end; j += 1) {
          const [start, stop] = kept!.entries.get(pages[j]!.route)!;
          index.push([pages[j]!.route, position + start - from[0], position + stop - from[0]]);
        }
        copyRange(old!, from[0], last[1], out);
        position += last[1] - from[0];
        i = end;
        continue;
      }
      const markdown = readTwin(twinOf(page.route));
      i += 1;
      if (!markdown) continue;
      if (index.length) append(SEPARATOR);
      const entry = Buffer.from(llmsFullEntry(page, markdown, base));
      index.push([page.route, position, position + entry.length]);
      append(entry);
      // A few files' worth at a time, as before: the twins are read synchronously, the writes are not.
      if ((read += 1) % IO_CONCURRENCY === 0) await flush();
    }
    await flush();
  } finally {
    if (old !== undefined) closeSync(old);
    await out.close();
  }
  await rename(partial, file);
  return index;
}

/**
 * Copies bytes `start` to `end` of the file open as `from` to the end of `out` (no write of its own
 * in flight). Written synchronously too: a hundred megabytes copied through the thread pool's writes
 * took twice as long.
 */
function copyRange(from: number, start: number, end: number, out: FileHandle): void {
  const buffer = Buffer.allocUnsafe(Math.min(COPY_BYTES, end - start));
  for (let at = start; at < end; ) {
    const got = readSync(from, buffer, 0, Math.min(buffer.length, end - at), at);
    if (got === 0) throw new Error('llms-full.txt is shorter than its index says');
    for (let written = 0; written < got; ) written += writeSync(out.fd, buffer, written, got - written);
    at += got;
  }
}

/** Writes all of `bytes`: a write may take only part of what it is given. */
async function writeAll(out: FileHandle, bytes: Buffer): Promise<void> {
  for (let at = 0; at < bytes.length; ) at += (await out.write(bytes, at, bytes.length - at)).bytesWritten;
}

/** A twin's markdown, or nothing where the page has none. */
function readTwin(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The files for AI assistants of a built site: `writeLlmsFiles` for its default language's pages, with
 * its config's title and summary, and `site-index.json`, which `docs mcp` reads.
 */
export async function writeSiteLlmsFiles(outDir: string, site: Site, base: string, jobs: readonly PageJob[], results: readonly PageResult[], twinOf?: (route: string) => string, previous?: PreviousLlmsFull): Promise<{ routes: string[]; full: LlmsFullIndex }> {
  const { title, description, defaultLanguage } = site.config;
  const [written] = await Promise.all([
    writeLlmsFiles(outDir, { title, ...(description ? { summary: description } : {}), roots: site.nav.roots, base }, results.filter((_, i) => jobs[i]!.lang === defaultLanguage), twinOf, previous),
    writeSiteIndex(outDir, site, base, jobs.map((job) => job.route)),
  ]);
  return written;
}
