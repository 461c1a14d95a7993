import { hash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { CacheStore } from '../helpers/cache-store';
import { countRead, type CacheRead, type MissReason } from '../helpers/cache-tally';
import { writeFileAtomicallySync } from '../helpers/write-atomically';

/**
 * V8's compiled code for the CommonJS modules a thread loads, kept in one file between runs (what
 * Node 22 does with `module.enableCompileCache()`, which Node 20 lacks). A render worker loads about
 * 400 modules (React, emotion, Material UI) and its own 1.8 MB bundle: compiling them was a third of
 * its start, on the path of every one-page rebuild, and the code a first render compiles lazily (the
 * markdown parser, highlight.js, React's server renderer) comes from the cache too when it was
 * written after a render.
 *
 * Each entry is checked against the SHA-1 of the module's source, not only its length (V8's own
 * check): a file edited in place, such as a patched package, is compiled afresh, never run from
 * stale bytecode. V8 refuses data of another version or other flags; that too is a miss. So checkouts
 * sharing one `node_modules` (and so its cache folder) may share this file: another checkout's entry
 * is only ever used for a file of the same path and the same source.
 *
 * A module is still loaded by Node's own loader (its resolution, caching, `module.require`); only the
 * compilation is swapped, and the compiled wrapper is called here with the arguments Node's
 * `Module.prototype._compile` gives it (`requireOf`). Having Node compile a one-line stand-in that
 * called it instead cost 30 µs a module, 20 ms of a render worker's start.
 *
 * Buys (CPU user+sys with this fast path alone off, median of 3 on a shared 2-core host,
 * 2026-11-29): a one-page edit of the shipped site in a new process 0.95 s, 1.03 s without it (8%
 * more); the 1,000-page corpus's cold build 14.8 s, 15.4 s without it (4% more, one run).
 */

interface Entry {
  sourceHash: string;
  /** Where the code is in the store file, taken as a view of its bytes when its module loads. */
  offset: number;
  length: number;
}

/** Node's own: compiles a CommonJS module's source and runs it (`lib/internal/modules/cjs/loader.js`). */
type Compile = (this: Module, content: string, filename: string, format?: string) => unknown;

const MAGIC = 'docs-code-cache 1\n';
/** This cache's name in `--explain-cache`: a read per module compiled. */
const NAMESPACE = 'module-code';
/** The store file is read through the cache layer (a use marks it for pruning), in its own binary format; reads are counted per module. */
const store = new CacheStore<never>({ namespace: NAMESPACE, bare: true });

const DYNAMIC_IMPORT = /\bimport\s*\(/g;
const COMMENT_LINE = /^\s*(?:\*|\/\/|\/\*)/;

/**
 * Whether a module may call `import()`: such modules are left to Node, as in code compiled here the
 * call finds no loader (Node 20's `USE_MAIN_CONTEXT_DEFAULT_LOADER` is experimental, warns on
 * stderr, and does not survive the code cache: a function compiled from it in another process has
 * lost the loader). Mentions on comment lines (highlight.js's JSDoc types) do not count; one in a
 * string only costs the module its entry. Our bundles load packages lazily with `require` for this
 * (`lazy-require.ts`).
 */
function importsDynamically(content: string): boolean {
  for (const match of content.matchAll(DYNAMIC_IMPORT)) {
    const lineStart = content.lastIndexOf('\n', match.index) + 1;
    if (!COMMENT_LINE.test(content.slice(lineStart, match.index))) return true;
  }
  return false;
}

/** A CommonJS module's compiled wrapper: `(exports, require, module, __filename, __dirname)`. */
type Wrapper = (this: unknown, exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => unknown;

/**
 * The `require` a module's code is given, as Node's `makeRequireFunction` makes it: loading through
 * the module (so that its children, `require.cache` and the depth Node tracks stay Node's), with
 * `resolve`, `resolve.paths`, `main`, `extensions` and `cache`.
 */
function requireOf(mod: Module): NodeJS.Require {
  const internal = Module as unknown as {
    _resolveFilename(request: string, parent: Module, isMain: boolean, options?: { paths?: string[] }): string;
    _resolveLookupPaths(request: string, parent: Module): string[] | null;
    _extensions: NodeJS.RequireExtensions;
    _cache: NodeJS.Dict<NodeJS.Module>;
  };
  const require = ((id: string) => mod.require(id)) as NodeJS.Require;
  const resolve = ((request: string, options?: { paths?: string[] }) => internal._resolveFilename(request, mod, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => internal._resolveLookupPaths(request, mod);
  require.resolve = resolve;
  require.main = process.mainModule;
  require.extensions = internal._extensions;
  require.cache = internal._cache;
  return require;
}

export interface CodeCache {
  /** Modules compiled from the cache, and compiled afresh (no entry, a changed source, data V8 refused). */
  readonly hits: number;
  readonly misses: number;
  /** Writes the cache when a module was compiled afresh since it was read or last written (true then); errors are ignored (a cache). */
  persist(): boolean;
}

/**
 * Installs the cache for this thread: modules whose file `accepts` are compiled from `file` when
 * it holds their code, and remembered to be written by `persist`. While `file` holds no cache, the
 * code is looked up in `seeds` too, other threads' caches: the dev engine's first start after the
 * compiler changed loads the packages a build's render worker cached (React, emotion, Material UI),
 * 0.1–0.2 s of compiling otherwise. A seed's entries are checked as the thread's own are, and only
 * the modules this thread loads are written to `file`.
 */
export function installCodeCache(file: string, accepts: (filename: string) => boolean, seeds: readonly string[] = []): CodeCache {
  const own = openStore(file);
  let codes = own.hit ? own.value : undefined;
  let stored = codes?.entries ?? new Map<string, Entry>();
  const seedStores = codes ? [] : seeds.flatMap((seed) => [openStore(seed, { peek: true })].flatMap((opened) => (opened.hit ? [opened.value] : [])));
  // Why a module no cache has code for misses (`--explain-cache`): this thread's file is missing, or not one the cache can read.
  const unusable = own.hit ? 'absent' : own.reason;
  const scripts = new Map<string, { script: vm.Script; sourceHash: string }>();
  let hits = 0;
  let misses = 0;
  let dirty = false;

  const prototype = Module.prototype as Module & { _compile: Compile };
  const compile = prototype._compile;
  prototype._compile = function compileFromCache(this: Module, content: string, filename: string, format?: string) {
    if (format === 'module' || !accepts(filename) || importsDynamically(content)) return compile.call(this, content, filename, format);
    const sourceHash = hash('sha1', content, 'base64');
    const found = codeIn([codes, ...seedStores], filename, sourceHash, unusable);
    const cachedData = Buffer.isBuffer(found) ? found : undefined;
    let script: vm.Script;
    try {
      script = new vm.Script(Module.wrap(content), { filename, cachedData });
    } catch {
      // Not CommonJS after all (an ES module Node would load as such): Node decides, and reports.
      return compile.call(this, content, filename, format);
    }
    if (cachedData && !script.cachedDataRejected) hits += 1;
    else {
      misses += 1;
      dirty = true;
    }
    // V8 refuses the code of another V8 version or other flags.
    countRead(NAMESPACE, cachedData ? (script.cachedDataRejected ? { hit: false, reason: 'format' } : { hit: true, value: undefined }) : (found as CacheRead<never>));
    scripts.set(filename, { script, sourceHash });
    const wrapper = script.runInThisContext() as Wrapper;
    return wrapper.call(this.exports, this.exports, requireOf(this), this, filename, path.dirname(filename));
  };

  return {
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    persist() {
      if (!dirty) return false;
      dirty = false;
      // Entries of modules this run did not load are kept (another worker's, another site's) while
      // their file exists: a removed checkout or package version leaves nothing behind.
      const kept: [string, StoredCode][] = [];
      for (const [filename, entry] of stored) {
        const data = scripts.has(filename) || !existsSync(filename) ? undefined : codes?.read(entry);
        if (data) kept.push([filename, { sourceHash: entry.sourceHash, data }]);
      }
      const loaded = [...scripts].map(([filename, { script, sourceHash }]): [string, StoredCode] => [filename, { sourceHash, data: script.createCachedData() }]);
      try {
        writeStore(file, [...kept, ...loaded]);
      } catch {
        // A read-only install keeps working, compiling as Node would.
        return false;
      }
      // What a later write keeps is read from the file just written.
      const reopened = openStore(file, { peek: true });
      codes = reopened.hit ? reopened.value : undefined;
      stored = codes?.entries ?? new Map<string, Entry>();
      return true;
    },
  };
}

/** The module's code in the first of `stores` (this thread's, then the seeds) that has it for its source's hash; else why none does. */
function codeIn(stores: readonly (Store | undefined)[], filename: string, sourceHash: string, unusable: MissReason): Buffer | CacheRead<never> {
  let changed = false;
  for (const store of stores) {
    const entry = store?.entries.get(filename);
    const data = entry?.sourceHash === sourceHash ? store!.read(entry) : undefined;
    if (data) return data;
    changed ||= Boolean(entry);
  }
  return changed ? { hit: false, reason: 'inputs', input: 'source' } : { hit: false, reason: unusable };
}

interface StoredCode {
  sourceHash: string;
  data: Buffer;
}

interface Store {
  entries: Map<string, Entry>;
  /** An entry's code: a view of the file's bytes, read once when the thread starts. */
  read(entry: Entry): Buffer | undefined;
}

/** The store's index and code; else why not: there is none, or it is not one of ours (cut short, another program's). */
function openStore(file: string, options: { peek?: boolean } = {}): CacheRead<Store> {
  return store.readWith(file, (bytes) => ({ hit: true, value: parseStore(bytes) }), { ...options, counted: false });
}

/** Throws on bytes that are not a whole store (the cache layer makes that a miss, `unreadable`). */
function parseStore(bytes: Buffer): Store {
  const magic = Buffer.byteLength(MAGIC);
  if (bytes.length < magic + 4 || bytes.toString('latin1', 0, magic) !== MAGIC) throw new Error('not a code cache');
  const indexLength = bytes.readUInt32LE(magic);
  let offset = magic + 4 + indexLength;
  if (offset > bytes.length) throw new Error('truncated');
  const entries = new Map<string, Entry>();
  for (const [filename, sourceHash, length] of JSON.parse(bytes.toString('utf8', magic + 4, offset)) as [string, string, number][]) {
    entries.set(filename, { sourceHash, offset, length });
    offset += length;
  }
  return { entries, read: (entry) => (entry.offset + entry.length <= bytes.length ? bytes.subarray(entry.offset, entry.offset + entry.length) : undefined) };
}

/** Written atomically: threads writing at once leave one whole file. */
function writeStore(file: string, entries: [string, StoredCode][]): void {
  const index = JSON.stringify(entries.map(([filename, { sourceHash, data }]) => [filename, sourceHash, data.length]));
  const header = Buffer.alloc(4);
  header.writeUInt32LE(Buffer.byteLength(index));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomicallySync(file, Buffer.concat([Buffer.from(MAGIC), header, Buffer.from(index), ...entries.map(([, entry]) => entry.data)]));
}
