import type { PageJob } from './page-job';

/** `pages` in `count` shares of about equal size, each largest first (greedy: the next page to the lightest share). */
export function shareOut<T extends { size: number }>(pages: readonly T[], count: number): Omit<T, 'size'>[][] {
  const loads = Array.from({ length: count }, () => 0);
  const shares = Array.from({ length: count }, (): Omit<T, 'size'>[] => []);
  for (const { size, ...page } of [...pages].sort((a, b) => b.size - a.size)) {
    const least = loads.indexOf(Math.min(...loads));
    loads[least] = loads[least]! + size;
    shares[least]!.push(page);
  }
  return shares;
}

/**
 * The groups of a run, for `count` workers: each takes its own first (those it compiled ahead),
 * then the groups that are nobody's, in order, then from the longest other queue: its last `light`
 * group if it has one, else its last.
 */
export class WorkQueues<T> {
  private readonly own: T[][];
  private readonly shared: T[] = [];

  constructor(
    items: readonly T[],
    count: number,
    ownerOf: (item: T) => number | undefined,
    private readonly light: (item: T) => boolean = () => true,
  ) {
    this.own = Array.from({ length: count }, (): T[] => []);
    for (const item of items) {
      const owner = ownerOf(item);
      (owner === undefined || owner >= count ? this.shared : this.own[owner]!).push(item);
    }
  }

  take(worker: number): T | undefined {
    const own = this.own[worker]!.shift() ?? this.shared.shift();
    if (own !== undefined) return own;
    const longest = this.own.reduce((a, b) => (b.length > a.length ? b : a));
    const at = longest.findLastIndex(this.light);
    return at === -1 ? longest.pop() : longest.splice(at, 1)[0];
  }
}

/**
 * The jobs grouped by markdown file, in order of first appearance: a page and its untranslated
 * twins go to the same worker, which compiles the file once for all of them (`CompileMemo`). Every
 * job but the last of its group says that a twin follows.
 */
export function twinGroups(jobs: readonly PageJob[]): { id: number; job: PageJob }[][] {
  const groups: number[][] = [];
  const byFile = new Map<string, number[]>();
  jobs.forEach((job, id) => {
    const known = job.api ? undefined : byFile.get(job.file);
    if (known) known.push(id);
    else {
      const group = [id];
      groups.push(group);
      if (!job.api) byFile.set(job.file, group);
    }
  });
  return groups.map((group) => group.map((id, i) => ({ id, job: i < group.length - 1 ? { ...jobs[id]!, twinFollows: true } : jobs[id]! })));
}
