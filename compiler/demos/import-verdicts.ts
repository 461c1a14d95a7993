import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { longHash } from '../helpers/hash';
import { writeFileAtomicallySync } from '../helpers/write-atomically';
import { CacheStore, type CacheRead } from '../helpers/cache-store';
import { layoutStamp } from '../helpers/install-stamp';
import { resolutionStamp } from './demo-resolution';
import type { ImportTrail } from './demo-imports';

/** Changed whenever the stored form changes, so verdicts written by another version are not read. */
const FORMAT = 1;
/**
 * A folder changed this close before a check is not relied on (as `FileHashes` does for files): a
 * second change within the file system's timestamp granularity would leave the same time.
 */
const RACY_MS = 2000;

interface Verdict {
  /** Each file the check read or resolved to, with its content hash (`null`: it was missing). */
  files: [string, string | null][];
  /** Each folder it resolved in, with its modification time: a file added, removed or renamed there changes it. */
  folders: [string, number | null][];
}

interface Stored {
  format: number;
  /** The project and its installed packages (npm's hidden lockfile): other packages, other verdicts. */
  packages: string;
  verdicts: Record<string, Verdict>;
}

/**
 * Demo files whose imports all resolved, remembered between runs: every build and every `docs dev`
 * start lists the demos to bundle, and checking every import of every demo again took ~0.1 s of a
 * one-page rebuild of the shipped site. A verdict holds while the installed packages are the same
 * (npm's hidden lockfile), and every file the check read or resolved to has the same content and every
 * folder it resolved in the same modification time (a file added there may be a case twin, or the
 * file an import now means). Only clean verdicts are kept: a demo with a problem is checked again,
 * and its page reports the problem. `racyMs` is the tests'.
 */
export class ImportVerdicts {
  private readonly verdicts: Map<string, Verdict>;
  private readonly packages: string | undefined;
  /** Each folder's time, stat'ed once per scan: the demos of a page share their folder. */
  private readonly folderTimes = new Map<string, number | null>();
  private changed = false;

  /** `hash`: a file's content hash, undefined when it is missing (a build passes its `ContentReads`). */
  constructor(
    private readonly file: string,
    projectRoot: string,
    private readonly hash: (file: string) => string | undefined,
    private readonly racyMs = RACY_MS,
  ) {
    const stamp = layoutStamp(path.join(projectRoot, 'node_modules'));
    // A verdict also rests on the content's aliases and its own installed packages.
    this.packages = stamp === undefined ? undefined : `${projectRoot}\0${stamp}\0${resolutionStamp()}`;
    this.verdicts = new Map(this.packages === undefined ? [] : Object.entries(readStored(file, this.packages)));
  }

  /** The verdicts kept in a cache folder. */
  static in(cacheDir: string, projectRoot: string, hash: (file: string) => string | undefined): ImportVerdicts {
    return new ImportVerdicts(path.join(cacheDir, 'builds', 'demo-imports.json'), projectRoot, hash);
  }

  /** Whether `file` was found clean, and nothing its verdict rests on changed since. */
  clean(file: string): boolean {
    const verdict = this.verdicts.get(file);
    if (!verdict) return false;
    const holds = verdict.files.every(([name, hash]) => (this.hash(name) ?? null) === hash) && verdict.folders.every(([name, mtimeMs]) => this.folderTime(name) === mtimeMs);
    if (!holds) {
      this.verdicts.delete(file);
      this.changed = true;
    }
    return holds;
  }

  /** Records that `file` was found clean by a check that followed `trail`. */
  record(file: string, trail: ImportTrail): void {
    if (this.packages === undefined) return;
    const folders = [...trail.folders].map((name): [string, number | null] => [name, this.folderTime(name)]);
    if (folders.some(([, mtimeMs]) => mtimeMs !== null && mtimeMs > Date.now() - this.racyMs)) return;
    this.verdicts.set(file, { files: [...trail.files].map((name) => [name, this.hash(name) ?? null]), folders });
    this.changed = true;
  }

  private folderTime(folder: string): number | null {
    let time = this.folderTimes.get(folder);
    if (time === undefined) this.folderTimes.set(folder, (time = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? null));
    return time;
  }

  /** Writes the verdicts when they changed; a cache that cannot be written only costs the next run a check. */
  save(): void {
    if (!this.changed || this.packages === undefined) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileAtomicallySync(this.file, JSON.stringify({ format: FORMAT, packages: this.packages, verdicts: Object.fromEntries(this.verdicts) } satisfies Stored));
      this.changed = false;
    } catch {
      // Nothing is lost: the verdicts are worked out again.
    }
  }
}

/** A file's content hash as `ImportVerdicts` compares them, read from disk; undefined when it is missing. */
export function hashOnDisk(file: string): string | undefined {
  try {
    return longHash(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** `hash`, undefined where it throws (a missing file). */
export function orMissing(hash: (file: string) => string): (file: string) => string | undefined {
  return (file) => {
    try {
      return hash(file);
    } catch {
      return undefined;
    }
  };
}

const store = new CacheStore({ namespace: 'import-verdicts', format: FORMAT });

/** Missing, unreadable or of other packages: none, and every demo is checked. */
function readStored(file: string, packages: string): Record<string, Verdict> {
  const read = store.readWith(file, (bytes): CacheRead<Record<string, Verdict>> => {
    const stored = JSON.parse(bytes.toString('utf8')) as Partial<Stored>;
    if (stored.format !== FORMAT) return { hit: false, reason: 'format' };
    if (stored.packages !== packages) return { hit: false, reason: 'inputs', input: 'installed packages' };
    return typeof stored.verdicts === 'object' && stored.verdicts !== null ? { hit: true, value: stored.verdicts } : { hit: false, reason: 'unreadable' };
  });
  return read.hit ? read.value : {};
}
