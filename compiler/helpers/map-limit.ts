/** Files read or written at once: enough to keep the disk busy, few enough to stay far from the open-file limit. */
export const IO_CONCURRENCY = 64;

/** `Promise.all(items.map(fn))` with at most `limit` calls running at a time. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
