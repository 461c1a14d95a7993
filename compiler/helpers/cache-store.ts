import { readFileSync, utimesSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { writeFileAtomically, writeFileAtomicallySync } from './write-atomically';
import { countRead, type CacheRead, type MissReason } from './cache-tally';

export type { CacheRead, MissReason } from './cache-tally';

interface SpecOfAnyStore {
  /** The cache's name, as `--explain-cache` prints it. */
  namespace: string;
  /** Whether a decoded value has the shape of this cache's values: anything else (another program's file) is unreadable. */
  accepts?: (value: unknown) => boolean;
}

/** A store whose entries are in an envelope that says what made them (see `Envelope`). */
interface EnvelopedSpec extends SpecOfAnyStore {
  /** Changed whenever what an entry holds changes: an entry of another format is a miss, never read as this one. */
  format: number;
  /**
   * The inputs an entry was made from, by name, where they are not all in the entry's file name: an
   * entry stored under other values is a miss that names the first of them that changed.
   */
  inputs?: Record<string, string>;
}

/**
 * A store whose entries are the value's JSON alone: for a cache of many small entries whose format
 * and inputs are in where they are kept (a versioned index's file name) rather than in each.
 */
interface BareSpec extends SpecOfAnyStore {
  bare: true;
}

export type StoreSpec = EnvelopedSpec | BareSpec;

/** An entry as it is kept: its value in an envelope that says what made it. */
interface Envelope {
  format: number;
  inputs: Record<string, string>;
  value: unknown;
}

export interface ReadOptions<T> {
  /** A further check of a decoded value, by the cache: the input that changed since it was stored (a file it was made from), if one did. */
  changed?: (value: T) => string | undefined;
  /** Neither counted nor a use (a look ahead of the read that counts, as a warm-up's, or a clean-up's look). */
  peek?: boolean;
  /** False: a use, but not counted here: the cache counts a read per request its entry answers (a module's code, a resolution). */
  counted?: boolean;
}

/**
 * One cache's entries and the one way they are read: every read gives the value or why there is none,
 * and is counted (see `helpers/cache-tally.ts`). A file that cannot be read, parsed, or has the wrong shape is a
 * miss like any other: a cache never fails a build and never hands back a value it cannot vouch for.
 */
export class CacheStore<T> {
  private readonly inputs: Record<string, string>;

  constructor(private readonly spec: StoreSpec) {
    this.inputs = ('inputs' in spec && spec.inputs) || {};
  }

  /** The entry in `file`; a hit marks the file used now (see `pruneCache`, which takes the least recently used first). */
  readFile(file: string, options: ReadOptions<T> = {}): CacheRead<T> {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return this.count(missOf(error), options);
    }
    return this.touched(file, this.decode(text, options), options);
  }

  /** `readFile`, without holding the thread while the file is read. */
  async readFileAsync(file: string, options: ReadOptions<T> = {}): Promise<CacheRead<T>> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      return this.count(missOf(error), options);
    }
    return this.touched(file, this.decode(text, options), options);
  }

  /**
   * An entry in a file of the cache's own format (V8's serialization, a binary index): `load` judges
   * its bytes, and anything it throws makes the entry unreadable.
   */
  readWith<V>(file: string, load: (bytes: Buffer) => CacheRead<V>, options: { peek?: boolean; counted?: boolean } = {}): CacheRead<V> {
    let read: CacheRead<V>;
    try {
      const bytes = readFileSync(file);
      try {
        read = load(bytes);
      } catch {
        read = { hit: false, reason: 'unreadable' };
      }
    } catch (error) {
      read = missOf(error);
    }
    if (!options.peek && options.counted !== false) countRead(this.spec.namespace, read);
    return this.touched(file, read, options);
  }

  /** An entry kept elsewhere than a file of its own (a line of an index): `undefined` when there is none. */
  decode(text: string | undefined, options: ReadOptions<T> = {}): CacheRead<T> {
    return this.count(text === undefined ? { hit: false, reason: 'absent' } : this.judge(text, options), options);
  }

  /** The text `decode` reads back as `value`. */
  encode(value: T): string {
    if ('bare' in this.spec) return JSON.stringify(value);
    return JSON.stringify({ format: this.spec.format, inputs: this.inputs, value } satisfies Envelope);
  }

  writeFileSync(file: string, value: T): void {
    writeFileAtomicallySync(file, this.encode(value));
  }

  writeFile(file: string, value: T): Promise<void> {
    return writeFileAtomically(file, this.encode(value));
  }

  /** Counts a read the cache judged by itself (its entries are not in envelopes, as the bundles' and the pages'). */
  record(read: CacheRead<unknown>): void {
    countRead(this.spec.namespace, read);
  }

  private judge(text: string, options: ReadOptions<T>): CacheRead<T> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { hit: false, reason: 'unreadable' };
    }
    if ('bare' in this.spec) return this.accepted(parsed, options);
    // An entry of another format (an older compiler's, enveloped or not) says so in its `format`.
    const format = (parsed as Partial<Envelope> | null)?.format;
    if (typeof format === 'number' && format !== this.spec.format) return { hit: false, reason: 'format' };
    if (!isEnvelope(parsed)) return { hit: false, reason: 'unreadable' };
    const input = changedInput(parsed.inputs, this.inputs);
    if (input !== undefined) return { hit: false, reason: 'inputs', input };
    return this.accepted(parsed.value, options);
  }

  /** A decoded value, when it has this cache's shape and the cache's own check finds nothing changed. */
  private accepted(decoded: unknown, options: ReadOptions<T>): CacheRead<T> {
    if (this.spec.accepts && !this.spec.accepts(decoded)) return { hit: false, reason: 'unreadable' };
    const value = decoded as T;
    let changed: string | undefined;
    try {
      changed = options.changed?.(value);
    } catch {
      // The check itself met a value it could not follow (a field of the wrong type).
      return { hit: false, reason: 'unreadable' };
    }
    return changed === undefined ? { hit: true, value } : { hit: false, reason: 'inputs', input: changed };
  }

  private count(read: CacheRead<T>, options: ReadOptions<T>): CacheRead<T> {
    if (!options.peek && options.counted !== false) countRead(this.spec.namespace, read);
    return read;
  }

  private touched<V>(file: string, read: CacheRead<V>, options: { peek?: boolean }): CacheRead<V> {
    if (!read.hit || options.peek) return read;
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Read a moment ago, gone now: pruning takes it first, which costs a miss at most.
    }
    return read;
  }
}

function missOf(error: unknown): { hit: false; reason: MissReason } {
  const code = (error as NodeJS.ErrnoException).code;
  return { hit: false, reason: code === 'ENOENT' || code === 'ENOTDIR' ? 'absent' : 'unreadable' };
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { format, inputs } = value as Partial<Envelope>;
  return typeof format === 'number' && typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs) && 'value' in value;
}

/** The first input whose stored value differs from the current one, by name. */
function changedInput(stored: Record<string, unknown>, current: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(current)) if (stored[name] !== value) return name;
  for (const name of Object.keys(stored)) if (!(name in current)) return name;
  return undefined;
}

