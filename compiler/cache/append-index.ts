import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { longHash } from '../assets/hash';
import path from 'node:path';
import { ensureDir, writeFileAtomicallySync } from '../output/write-atomically';

/**
 * A cache's entries in one file, a line each (`key<TAB>value`), appended as they are stored: a file
 * per entry cost a file creation each, which on a slow disk was a tenth of a cold build's work, and a
 * read each to look them up. A key's last complete line wins; a line cut short by a killed build is
 * not an entry. Each line is one append, which the kernel does not interleave with another thread's
 * or process's. Values must not contain a newline (JSON text does not).
 */
export class AppendIndex {
  /** Key → its value, read once, on the first lookup. */
  private entries: Map<string, string> | undefined;
  /** Lines of the file when it was read. */
  private lines = 0;
  private readonly createdDirs = new Set<string>();

  constructor(readonly file: string) {}

  get(key: string): string | undefined {
    return this.read().get(key);
  }

  /** How many lines the file had when it was read: entries stored again count once per line. */
  get size(): number {
    this.read();
    return this.lines;
  }

  append(key: string, value: string): void {
    ensureDir(path.dirname(this.file), this.createdDirs);
    appendFileSync(this.file, `${key}\t${value}\n`);
  }

  /**
   * Rewrites the file with the last lines of `keep` only, as it is now (with what other threads
   * appended since it was read), and returns the keys it dropped. Lines appended meanwhile by another
   * build are lost, which costs that build a miss, never a wrong entry.
   */
  compact(keep: Iterable<string>): string[] {
    const current = readIndex(this.file).entries;
    const kept = new Set(keep);
    const lines: string[] = [];
    for (const key of kept) {
      const value = current.get(key);
      if (value !== undefined) lines.push(`${key}\t${value}\n`);
    }
    writeFileAtomicallySync(this.file, lines.join(''));
    this.entries = undefined;
    return [...current.keys()].filter((key) => !kept.has(key));
  }

  private read(): Map<string, string> {
    if (!this.entries) ({ entries: this.entries, lines: this.lines } = readIndex(this.file));
    return this.entries;
  }
}

/** Each key's last complete line's value, and how many complete lines there are. */
function readIndex(file: string): { entries: Map<string, string>; lines: number } {
  const entries = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { entries, lines: 0 };
  }
  let lines = 0;
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; start = end + 1, end = text.indexOf('\n', start)) {
    const tab = text.indexOf('\t', start);
    if (tab === -1 || tab > end) continue;
    entries.set(text.slice(start, tab), text.slice(tab + 1, end));
    lines += 1;
  }
  return { entries, lines };
}

/** Per folder and version: the index every thread of this process reads and appends to. */
const versioned = new Map<string, AppendIndex>();

/**
 * The index of one compiler version in `folder`: a version's entries change only as their sources
 * are edited, and those of other versions are never read again, so their files are deleted when a
 * version's index is first opened.
 */
export function versionedIndex(folder: string, versionKey: string): AppendIndex {
  const name = `${longHash(versionKey).slice(0, 16)}.log`;
  const id = path.join(folder, name);
  let index = versioned.get(id);
  if (!index) {
    index = new AppendIndex(id);
    versioned.set(id, index);
    try {
      for (const other of readdirSync(folder)) if (other !== name && !other.endsWith('.tmp')) rmSync(path.join(folder, other), { force: true, recursive: true });
    } catch {
      // No folder yet.
    }
  }
  return index;
}
