import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { RenderPool, workersFor } from './pool';

/**
 * Starts the render workers before the site is loaded when the build will render every page (its
 * page cache is empty or off): they load the renderer while the API extraction holds the
 * TypeScript thread. At least one page per markdown file is a floor for the page count, so a small
 * site still renders in this thread. (Loading the demos' packages ahead as well cost more than it
 * saved: each worker then loads every package, where rendering loads only its own demos'.)
 */
export async function startEarlyPool(contentDir: string, rendersAll: boolean, jobs?: number): Promise<RenderPool | undefined> {
  if (!rendersAll) return undefined;
  const markdown = await markdownFileCount(contentDir).catch(() => 0);
  return RenderPool.start(workersFor(markdown, jobs));
}

async function markdownFileCount(contentDir: string): Promise<number> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.md') && !path.relative(contentDir, e.parentPath).split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.'))).length;
}
