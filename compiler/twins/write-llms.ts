import { readFileSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { NavNode } from '../../templates/shared/nav';
import type { PageJob, PageResult } from '../render/page-job';
import type { Site } from '../site/load-site';
import { writeFileAtomically } from '../output/write-atomically';
import { decodeSegment } from '../output/route-segment';
import { IO_CONCURRENCY } from '../map-limit';
import { LLMS_FULL_SEPARATOR, llmsFullEntry, llmsLists, type LlmsPage } from './llms-files';
import { twinFileOf } from './twin-path';

export interface LlmsSite {
  title: string;
  summary?: string;
  roots: readonly NavNode[];
  base: string;
}

/** The file of a route such as `/x/llms.txt` in the output folder. */
function fileOf(outDir: string, route: string): string {
  return path.join(outDir, ...route.split('/').filter(Boolean).map(decodeSegment));
}

/**
 * Writes `llms.txt` (at the folder holding every page, `/x/llms.txt` on MUI X), one per navigation
 * section, and `llms-full.txt` beside the first, from the default language's pages and the twins
 * already in `outDir` (or, for a page `twinOf` places elsewhere, there). Returns the routes written.
 */
export async function writeLlmsFiles(outDir: string, site: LlmsSite, pages: readonly LlmsPage[], twinOf: (route: string) => string = (route) => twinFileOf(outDir, route)): Promise<string[]> {
  const lists = llmsLists({ title: site.title, ...(site.summary ? { summary: site.summary } : {}), roots: site.roots, pages: new Map(pages.map((page) => [page.route, page])), base: site.base });
  const fullRoute = lists.root.route.replace(/llms\.txt$/, 'llms-full.txt');
  const written = [lists.root, ...lists.sections].map((file) => ({ file: fileOf(outDir, file.route), content: file.content }));
  // A section's folder is there when its pages are; not when they stay in a patched output (see `applyPatch`).
  await Promise.all([...new Set(written.map(({ file }) => path.dirname(file)))].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all([...written.map(({ file, content }) => writeFileAtomically(file, content)), writeLlmsFull(fileOf(outDir, fullRoute), twinOf, lists.order, site.base)]);
  return [lists.root.route, ...lists.sections.map((file) => file.route), fullRoute];
}

/**
 * Streams every twin into `llms-full.txt`, a few files read at a time: at 10,000 pages the whole of it
 * would be a hundred megabytes held in memory, and all the files opened at once. The reads are
 * synchronous, as the other reads of every page in a row (see `pageKey`).
 */
async function writeLlmsFull(file: string, twinOf: (route: string) => string, pages: readonly LlmsPage[], base: string): Promise<void> {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const out = await open(partial, 'w');
  try {
    let first = true;
    for (let start = 0; start < pages.length; start += IO_CONCURRENCY) {
      const batch = pages.slice(start, start + IO_CONCURRENCY);
      const twins = batch.map((page) => readTwin(twinOf(page.route)));
      let chunk = '';
      twins.forEach((markdown, i) => {
        if (!markdown) return;
        chunk += `${first ? '' : LLMS_FULL_SEPARATOR}${llmsFullEntry(batch[i]!, markdown, base)}`;
        first = false;
      });
      if (chunk) await out.write(chunk);
    }
  } finally {
    await out.close();
  }
  await rename(partial, file);
}

/** A twin's markdown, or nothing where the page has none. */
function readTwin(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** `writeLlmsFiles` for a built site: its default language's pages, its config's title and summary. */
export function writeSiteLlmsFiles(outDir: string, site: Site, base: string, jobs: readonly PageJob[], results: readonly PageResult[], twinOf?: (route: string) => string): Promise<string[]> {
  const { title, description, defaultLanguage } = site.config;
  return writeLlmsFiles(outDir, { title, ...(description ? { summary: description } : {}), roots: site.nav.roots, base }, results.filter((_, i) => jobs[i]!.lang === defaultLanguage), twinOf);
}
