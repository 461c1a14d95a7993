/**
 * Collects changed files and hands them over in batches. A batch starts `delayMs` after the last change,
 * so a burst (a branch switch, a search and replace) becomes one batch while a single save waits only
 * that long; batches never overlap, and changes that arrive while one runs make up the next.
 */
export class ChangeBatcher<K> {
  private queue = new Map<string, K>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly delayMs: number,
    private readonly run: (batch: Map<string, K>) => Promise<void>,
    private readonly onError: (error: Error) => void,
  ) {}

  add(file: string, kind: K): void {
    this.queue.set(file, kind);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  private flush(): void {
    this.running = this.running
      .then(() => {
        // Taken when the batch starts, not when it was scheduled: changes that came during the previous batch join it.
        const batch = this.queue;
        this.queue = new Map();
        return batch.size > 0 ? this.run(batch) : undefined;
      })
      .catch((error: Error) => this.onError(error));
  }

  /** Stops batching; resolves once the batch under way, if any, is done. */
  close(): Promise<void> {
    clearTimeout(this.timer);
    return this.running;
  }
}
