import { mkdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { longHash } from '../helpers/hash';
import { writeFileAtomicallySync } from '../helpers/write-atomically';
import { CacheStore, type CacheRead } from '../helpers/cache-store';

/**
 * A file changed this close before it was looked at is not stamped: a second write within the file
 * system's timestamp granularity (a jiffy, or two seconds on FAT) would leave the very same stamp.
 */
const RACY_MS = 2000;

/** Changed whenever the stored form changes, so stamps written by another version are not read. */
const FORMAT = 1;

/** What a file was when its hash was taken. */
export interface Stamp {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  hash: string;
}

/**
 * Content hashes of files, each read again only when the file changed since the last build: a hash is
 * kept in the cache with the file's stamp (size, inode, modification and status-change times), and a
 * file with the same stamp keeps its hash. The status-change time moves on every write and rename and
 * no tool sets it (`touch -d` and `rsync -t` set the modification time), so a file replaced by another
 * of the same size and modification time is read. As git does with its index, a file changed less than
 * `RACY_MS` before it was looked at is not stamped, and is read again by the next build.
 */
export class FileHashes {
  private readonly known: Map<string, Stamp>;
  private readonly seen = new Map<string, Stamp>();
  /** Each file's hash as this build first saw it. */
  private readonly hashed = new Map<string, string>();
  private changed = false;

  /** `racyMs` and `read` are the tests': how recent a change is not stamped, and what reads a file. */
  constructor(
    private readonly file: string,
    private readonly options: { racyMs?: number; read?: (file: string) => Uint8Array } = {},
  ) {
    this.known = readStamps(file);
  }

  /** The SHA-256 of the file's content (see `longHash`), as this build first saw it. */
  hash(file: string): string {
    const done = this.hashed.get(file);
    if (done !== undefined) return done;
    const stats = statSync(file);
    const known = this.known.get(file);
    if (known && sameFile(known, stats)) {
      this.seen.set(file, known);
      this.hashed.set(file, known.hash);
      return known.hash;
    }
    const hash = longHash((this.options.read ?? readFileSync)(file));
    this.hashed.set(file, hash);
    this.changed = true;
    const stamp = settledStamp(stats, hash, this.options.racyMs);
    if (stamp) this.seen.set(file, stamp);
    return hash;
  }

  /** Whether the file's content differs from what the last build that saved these stamps hashed (or it was not stamped then). */
  differs(file: string): boolean {
    return this.known.get(file)?.hash !== this.hash(file);
  }

  /** Keeps the stamps of the files hashed since this was made (the others are dropped), when any differ from those it read. */
  save(): void {
    if (!this.changed && this.seen.size === this.known.size) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileAtomicallySync(this.file, serialize({ format: FORMAT, stamps: [...this.seen] }));
  }
}

/**
 * The stamp of a file whose `stats` were taken before its content was read (a write in between changes
 * them, and the file is read again next time); none for a file changed too recently to tell a second
 * write by its stamp (see `RACY_MS`).
 */
export function settledStamp(stats: Stats, hash: string, racyMs = RACY_MS): Stamp | undefined {
  return Math.max(stats.mtimeMs, stats.ctimeMs) < Date.now() - racyMs ? { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, ino: stats.ino, hash } : undefined;
}

/** Whether a file is as its stamp says: the same size, times and inode. */
export function sameFile(stamp: Stamp, stats: Stats): boolean {
  return stamp.size === stats.size && stamp.mtimeMs === stats.mtimeMs && stamp.ctimeMs === stats.ctimeMs && stamp.ino === stats.ino;
}

const store = new CacheStore({ namespace: 'file-hashes', format: FORMAT });

/** Missing, cut short or of another version: none, and every file is read. */
function readStamps(file: string): Map<string, Stamp> {
  const read = store.readWith(file, (bytes): CacheRead<Map<string, Stamp>> => {
    const stored = deserialize(bytes) as { format?: number; stamps?: [string, Stamp][] };
    if (stored.format !== FORMAT) return { hit: false, reason: 'format' };
    return Array.isArray(stored.stamps) ? { hit: true, value: new Map(stored.stamps) } : { hit: false, reason: 'unreadable' };
  });
  return read.hit ? read.value : new Map();
}
