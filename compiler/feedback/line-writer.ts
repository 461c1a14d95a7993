import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

interface Pending {
  line: string;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Appends lines to a file, one write at a time: lines arriving while a write is in flight are
 * batched into the next one, so a burst of requests costs a few writes and lines never interleave.
 * Each returned promise settles once its line is written (or the write failed).
 */
export function createLineWriter(file: string): (line: string) => Promise<void> {
  let queue: Pending[] = [];
  let writing = false;
  let folder: Promise<unknown> | undefined;
  const drain = async () => {
    writing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await (folder ??= mkdir(path.dirname(file), { recursive: true }));
        await appendFile(file, batch.map((pending) => `${pending.line}\n`).join(''));
        batch.forEach((pending) => pending.resolve());
      } catch (error) {
        folder = undefined;
        batch.forEach((pending) => pending.reject(error));
      }
    }
    writing = false;
  };
  return (line) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ line, resolve, reject });
      if (!writing) void drain();
    });
}
