import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The content files one build reads, each read from disk once. Reading page titles for the navigation
 * and computing the page keys each read every page; on this disk a small read is mostly opening the
 * file. Kept until the page keys are computed (`clear`): both then see the same bytes, even of a file
 * saved during the build. The input hash reads them before, on its own: most of the builds that hash
 * stop there (nothing changed), and holding every file for them only made their collections longer.
 */
export class ContentReads {
  private readonly files = new Map<string, string>();

  /** The file as UTF-8 text, as `readFileSync(file, 'utf8')` gives it. */
  text(file: string): string {
    const key = path.resolve(file);
    let text = this.files.get(key);
    if (text === undefined) this.files.set(key, (text = readFileSync(key, 'utf8')));
    return text;
  }

  clear(): void {
    this.files.clear();
  }
}

/** Reads straight from disk, for callers outside a build. */
export const DIRECT_READS: Pick<ContentReads, 'text'> = {
  text: (file) => readFileSync(file, 'utf8'),
};
