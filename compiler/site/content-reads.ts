import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The content files one build reads, each read from disk once. Hashing the inputs, reading page titles
 * for the navigation and computing the page keys each read every page; on this disk a small read is
 * mostly opening the file, and the three passes over 10,000 pages took a tenth of a one-page rebuild.
 * Kept until the page keys are computed (`clear`): all three then see the same bytes, even of a file
 * saved during the build.
 */
export class ContentReads {
  private readonly files = new Map<string, Buffer>();

  bytes(file: string): Buffer {
    const key = path.resolve(file);
    let bytes = this.files.get(key);
    if (!bytes) this.files.set(key, (bytes = readFileSync(key)));
    return bytes;
  }

  /** The file as UTF-8 text, as `readFileSync(file, 'utf8')` gives it. */
  text(file: string): string {
    return this.bytes(file).toString('utf8');
  }

  clear(): void {
    this.files.clear();
  }
}

/** Reads straight from disk, for callers outside a build. */
export const DIRECT_READS: Pick<ContentReads, 'bytes' | 'text'> = {
  bytes: (file) => readFileSync(file),
  text: (file) => readFileSync(file, 'utf8'),
};
