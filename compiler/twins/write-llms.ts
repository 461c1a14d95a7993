import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NavNode } from '../../templates/shared/nav';
import type { PageJob, PageResult } from '../render/page-job';
import type { Site } from '../site/load-site';
import { writeFileAtomically } from '../output/write-atomically';
import { decodeSegment } from '../output/route-segment';
import { llmsFull, llmsLists, type LlmsPage } from './llms-files';
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
 * already in `outDir`. Returns the routes written.
 */
export async function writeLlmsFiles(outDir: string, site: LlmsSite, pages: readonly LlmsPage[]): Promise<string[]> {
  const lists = llmsLists({ title: site.title, ...(site.summary ? { summary: site.summary } : {}), roots: site.roots, pages: new Map(pages.map((page) => [page.route, page])), base: site.base });
  const twins = await Promise.all(lists.order.map(async (page) => ({ page, markdown: await readFile(twinFileOf(outDir, page.route), 'utf8').catch(() => '') })));
  const full = { route: lists.root.route.replace(/llms\.txt$/, 'llms-full.txt'), content: llmsFull(twins.filter((twin) => twin.markdown), site.base) };
  const files = [lists.root, ...lists.sections, full];
  await Promise.all(files.map((file) => writeFileAtomically(fileOf(outDir, file.route), file.content)));
  return files.map((file) => file.route);
}

/** `writeLlmsFiles` for a built site: its default language's pages, its config's title and summary. */
export function writeSiteLlmsFiles(outDir: string, site: Site, base: string, jobs: readonly PageJob[], results: readonly PageResult[]): Promise<string[]> {
  const { title, description, defaultLanguage } = site.config;
  return writeLlmsFiles(outDir, { title, ...(description ? { summary: description } : {}), roots: site.nav.roots, base }, results.filter((_, i) => jobs[i]!.lang === defaultLanguage));
}
