import { appendFileSync, closeSync, fstatSync, openSync, readdirSync, readFileSync, readSync, rmSync, utimesSync } from 'node:fs';
import { longHash } from '../helpers/hash';
import path from 'node:path';
import { ensureDir, writeFileAtomicallySync } from '../helpers/write-atomically';

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
  /** Bytes of the file read so far, up to the end of its last complete line. */
  private bytes = 0;
  private readonly createdDirs = new Set<string>();

  /**
   * With `followAppends`, a key not found is looked for again in what was appended since the file
   * was read: another thread of the same build (a render worker that got there first) may have
   * stored it meanwhile. For small indexes whose entries cost far more to make than a `fstat`.
   */
  constructor(
    readonly file: string,
    private readonly followAppends = false,
  ) {}

  get(key: string): string | undefined {
    const value = this.read().get(key);
    if (value !== undefined || !this.followAppends) return value;
    this.readAppended();
    return this.entries!.get(key);
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
    const current = new Map<string, string>();
    readLines(this.file, current);
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
    if (!this.entries) {
      this.entries = new Map();
      ({ lines: this.lines, bytes: this.bytes } = readLines(this.file, this.entries));
      if (this.lines > 0) markRead(this.file);
    }
    return this.entries;
  }

  /** Adds the complete lines appended to the file since it was last read. */
  private readAppended(): void {
    let fd: number;
    try {
      fd = openSync(this.file, 'r');
    } catch {
      return;
    }
    try {
      const size = fstatSync(fd).size;
      if (size <= this.bytes) return;
      const tail = Buffer.allocUnsafe(size - this.bytes);
      const read = readSync(fd, tail, 0, tail.length, this.bytes);
      const { lines, bytes } = parseLines(tail.subarray(0, read), this.entries!);
      this.lines += lines;
      this.bytes += bytes;
    } finally {
      closeSync(fd);
    }
  }
}

/** The file's time is its last use, which pruning goes by (see `pruneCache`): set once per thread that reads it. */
function markRead(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Read a moment ago, gone now.
  }
}

/** `parseLines` of the whole file; none when there is no file yet. */
function readLines(file: string, entries: Map<string, string>): { lines: number; bytes: number } {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    return { lines: 0, bytes: 0 };
  }
  return parseLines(content, entries);
}

/**
 * Sets each complete line's key and value in `entries` (a key's last line wins) and returns how many
 * complete lines there are and how many bytes they take: a line still being appended is left for later.
 */
function parseLines(content: Buffer, entries: Map<string, string>): { lines: number; bytes: number } {
  // Bytes, not characters: the offset is where the next read starts. A newline byte never occurs inside a multi-byte character.
  const complete = content.lastIndexOf(0x0a) + 1;
  const text = content.toString('utf8', 0, complete);
  let lines = 0;
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; start = end + 1, end = text.indexOf('\n', start)) {
    const tab = text.indexOf('\t', start);
    if (tab === -1 || tab > end) continue;
    entries.set(text.slice(start, tab), text.slice(tab + 1, end));
    lines += 1;
  }
  return { lines, bytes: complete };
}

/** Per folder and version: the index every thread of this process reads and appends to. */
const versioned = new Map<string, AppendIndex>();

/**
 * The index of one compiler version in `folder`: a version's entries change only as their sources
 * are edited, and those of other versions are never read again, so their files are deleted when a
 * version's index is first opened.
 */
export function versionedIndex(folder: string, versionKey: string, followAppends = false): AppendIndex {
  const name = `${longHash(versionKey).slice(0, 16)}.log`;
  const id = path.join(folder, name);
  let index = versioned.get(id);
  if (!index) {
    index = new AppendIndex(id, followAppends);
    versioned.set(id, index);
    try {
      for (const other of readdirSync(folder)) if (other !== name && !other.endsWith('.tmp')) rmSync(path.join(folder, other), { force: true, recursive: true });
    } catch {
      // No folder yet.
    }
  }
  return index;
}
