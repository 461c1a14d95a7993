import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { ChangeBatcher } from './change-batcher';
import type { ChangeKind } from './classify-change';
import { SettleCheck } from './settle-check';

/** Editors write a file once; a few milliseconds still gather the files of a burst into one batch. */
const BATCH_MS = 2;
/**
 * Some editors save in two steps: the file emptied, then written (Vim with `backupcopy=yes`, and
 * anything writing in place). A file found empty is handed over only after this long, past chokidar's
 * 50 ms throttle, unless it is written meanwhile: the page is not shown as empty between the two steps.
 */
const EMPTIED_GRACE_MS = 150;

export interface SourceWatcherOptions {
  paths: string[];
  ignored: (file: string) => boolean;
  classify: (file: string) => ChangeKind;
  /** Handles a batch of changed files (absolute paths) with their kinds. */
  run: (batch: Map<string, ChangeKind>) => Promise<void>;
  onError: (error: Error) => void;
  /**
   * A moment before the sources were first read, when watching starts later (epoch ms): a file changed
   * after it (its modification or status-change time) is reported as changed once watching is ready,
   * so an edit made meanwhile is not lost. (A file's times can lag the clock by a tick: an edit in the
   * first milliseconds after it may go unreported, and is read with the sources.)
   */
  since?: number;
  /**
   * The files under `paths` as listed at `since`: those gone once watching is ready are reported as
   * deleted (a deletion leaves no time to compare). A file deleted while the listing was made, in its
   * first milliseconds, goes unreported.
   */
  listedAtSince?: Promise<readonly string[]>;
}

export interface SourceWatcher {
  /** Resolves when watching has started (edits before that are not seen). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Watches the sources and hands their changes over in batches, including changes chokidar let pass unreported. */
export function watchSources(options: SourceWatcherOptions): SourceWatcher {
  const batcher = new ChangeBatcher<ChangeKind>(
    BATCH_MS,
    async (batch) => {
      await settle.starting(batch.keys());
      await options.run(batch);
    },
    options.onError,
  );
  const settle = new SettleCheck((file) => batcher.add(file, options.classify(file)));
  const watcher = watch(options.paths, { ignoreInitial: true, ignored: options.ignored });
  const emptied = new Map<string, NodeJS.Timeout>();
  const report = (absolute: string) => {
    const kind = options.classify(absolute);
    if (kind === 'other') return;
    settle.reportedChange(absolute);
    clearTimeout(emptied.get(absolute));
    emptied.delete(absolute);
    if (statSync(absolute, { throwIfNoEntry: false })?.size !== 0) return batcher.add(absolute, kind);
    const handOver = () => {
      emptied.delete(absolute);
      batcher.add(absolute, kind);
    };
    emptied.set(absolute, setTimeout(handOver, EMPTIED_GRACE_MS));
  };
  watcher.on('all', (_event, file) => report(path.resolve(file)));
  const since = options.since;
  return {
    ready: new Promise<void>((resolve) =>
      watcher.once('ready', () => {
        if (since !== undefined) for (const file of changedSince(watcher.getWatched(), since)) report(file);
        if (!options.listedAtSince) return resolve();
        void options.listedAtSince
          .then((listed) => listed.filter((file) => !options.ignored(file) && !existsSync(file)).forEach(report), options.onError)
          .finally(resolve);
      }),
    ),
    async close() {
      for (const timer of emptied.values()) clearTimeout(timer);
      settle.close();
      await watcher.close();
      await batcher.close();
    },
  };
}

/** The watched files whose content or status changed after `since`. */
function changedSince(watched: Record<string, string[]>, since: number): string[] {
  const changed: string[] = [];
  for (const [dir, names] of Object.entries(watched)) {
    for (const name of names) {
      const file = path.join(dir, name);
      const stats = statSync(file, { throwIfNoEntry: false });
      // `since` is whole milliseconds (Date.now()); a file's times keep the fraction, so one written in
      // that same millisecond, before the sources were read, would otherwise look changed after it.
      if (stats?.isFile() && Math.floor(Math.max(stats.mtimeMs, stats.ctimeMs)) > since) changed.push(file);
    }
  }
  return changed;
}
