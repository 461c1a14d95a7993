import type { IslandPreloads } from '../../templates/shared/demo';

/**
 * The preloads of one page's demos (`chunks`: their entry URLs): the bundle's table cut to the files
 * they use and indexed again, so a page names only its own chunks. Undefined when there is nothing to
 * fetch ahead (a bundle not made yet, as in the dev server before its first bundle). The page carries it
 * in a JSON script with the id `ISLAND_PRELOAD_ID`.
 */
export function pagePreloads(all: IslandPreloads, chunks: readonly string[]): IslandPreloads | undefined {
  const files: string[] = [];
  const index = new Map<number, number>();
  const local = (list: readonly number[]) =>
    list.map((i) => {
      let j = index.get(i);
      if (j === undefined) {
        j = files.push(all.files[i]!) - 1;
        index.set(i, j);
      }
      return j;
    });
  const entries: Record<string, number[]> = {};
  for (const chunk of chunks) {
    const list = all.entries[chunk];
    if (list) entries[chunk] = local(list);
  }
  if (!Object.keys(entries).length) return undefined;
  return { base: all.base, files, hydrator: local(all.hydrator), entries };
}
