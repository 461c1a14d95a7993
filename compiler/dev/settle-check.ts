import { readFile } from 'node:fs/promises';

/** How long chokidar stays silent about a file after reporting a change to it (its own throttle is 50 ms). */
const CHOKIDAR_QUIET_MS = 60;

/**
 * chokidar reports a file's changes at most once per 50 ms and drops the others, so a save landing just
 * after the one being handled could go unseen. A batch's files are read when the batch starts and again
 * once that window is over; a file that reads differently, with no change reported since, is handed back.
 */
export class SettleCheck {
  private readonly reported = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private count = 0;
  private closed = false;

  constructor(
    private readonly missed: (file: string) => void,
    private readonly quietMs = CHOKIDAR_QUIET_MS,
  ) {}

  /** Notes that the watcher reported a change to the file. */
  reportedChange(file: string): void {
    this.count += 1;
    this.reported.set(file, this.count);
  }

  /** Reads the files of a batch that is starting, and checks them again once the watcher's quiet window is over. */
  async starting(files: Iterable<string>): Promise<void> {
    const seen = await Promise.all([...files].map(async (file) => ({ file, mark: this.reported.get(file), text: await read(file) })));
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void Promise.all(
        seen.map(async ({ file, mark, text }) => {
          const now = await read(file);
          if (!this.closed && this.reported.get(file) === mark && !same(now, text)) this.missed(file);
        }),
      );
    }, this.quietMs);
    this.timers.add(timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

function read(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

function same(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.equals(b);
}
