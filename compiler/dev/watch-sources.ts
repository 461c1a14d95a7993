import path from 'node:path';
import { watch } from 'chokidar';
import { ChangeBatcher } from './change-batcher';
import type { ChangeKind } from './classify-change';
import { SettleCheck } from './settle-check';

/** Editors write a file once; a few milliseconds still gather the files of a burst into one batch. */
const BATCH_MS = 2;

export interface SourceWatcherOptions {
  paths: string[];
  ignored: (file: string) => boolean;
  classify: (file: string) => ChangeKind;
  /** Handles a batch of changed files (absolute paths) with their kinds. */
  run: (batch: Map<string, ChangeKind>) => Promise<void>;
  onError: (error: Error) => void;
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
  watcher.on('all', (_event, file) => {
    const absolute = path.resolve(file);
    const kind = options.classify(absolute);
    if (kind === 'other') return;
    settle.reportedChange(absolute);
    batcher.add(absolute, kind);
  });
  return {
    ready: new Promise<void>((resolve) => watcher.once('ready', () => resolve())),
    async close() {
      settle.close();
      await watcher.close();
      await batcher.close();
    },
  };
}
