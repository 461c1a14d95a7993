import { contentFilesEndingWith } from '../site/content-files';
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
  const markdown = (await contentFilesEndingWith(contentDir, '.md').catch(() => [])).length;
  return RenderPool.start(workersFor(markdown, jobs));
}
