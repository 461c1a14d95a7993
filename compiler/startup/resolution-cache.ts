import { hash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { bareNameKey } from './bare-name-key';

/**
 * Where `require` found each module that packages and the bundles asked for, kept between runs. Node
 * resolves a bare name by looking for it up the folders, reading `package.json` files and their
 * `exports`, then taking the real path: about 400 resolutions in a render worker, a fifth of its
 * start, each answered the same way until the installed packages change.
 *
 * What npm installs is stamped by `node_modules/.package-lock.json`, which every install rewrites:
 * resolutions stored under another stamp are dropped. Only requests from files `accepts` are kept
 * (packages and our bundles, never the content's demos, whose folders are the user's to change).
 *
 * A package's `exports` resolve differently under other conditions (`--conditions development`, which
 * test runners such as Vitest pass to their processes and so to the workers they start): each set of
 * conditions keeps its resolutions in a file of its own beside `storeFile`. Shared, a test run left the
 * development builds of emotion in the resolutions a later `docs dev` loaded.
 */

interface Stored {
  stamp: string;
  resolved: Record<string, string>;
}

type Resolve = (request: string, parent: Module | undefined, isMain: boolean, options?: unknown) => string;

export interface ResolutionCache {
  /** Writes the resolutions when one was made afresh since they were read or last written; errors are ignored (a cache). */
  persist(): void;
}

/** Installs the resolution cache of this thread, stored in `storeFile`, for the packages installed in `nodeModules`. */
export function installResolutionCache(storeFile: string, nodeModules: string, accepts: (filename: string) => boolean): ResolutionCache {
  const conditions = resolutionConditions(process.execArgv, process.env.NODE_OPTIONS);
  const file = conditions.length ? storeFile.replace(/(\.json)?$/, `.${hash('sha1', conditions.join('\0')).slice(0, 12)}$1`) : storeFile;
  const layout = layoutStamp(nodeModules);
  // The conditions are in the stamp too: files written before they were kept apart may hold another set's.
  const stamp = layout && `${layout} ${conditions.join(',')}`;
  const resolved = new Map<string, string>(stamp ? Object.entries(readStored(file, stamp)) : []);
  // In this thread only: what one folder's request found, another folder of the same package finds too.
  const byBareName = new Map<string, string>();
  let dirty = false;

  const moduleStatics = Module as unknown as { _resolveFilename: Resolve };
  const resolve = moduleStatics._resolveFilename;
  moduleStatics._resolveFilename = function resolveFromCache(request, parent, isMain, options) {
    const from = parent?.filename;
    if (!stamp || options !== undefined || isMain || !from || !accepts(from) || request.startsWith('node:')) return resolve.call(this, request, parent, isMain, options);
    const key = `${path.dirname(from)}\0${request}`;
    const known = resolved.get(key);
    if (known !== undefined) return known;
    const shared = bareNameKey(request, parent!);
    const filename = (shared !== undefined && byBareName.get(shared)) || resolve.call(this, request, parent, isMain, options);
    // Built-in modules resolve to their own names, which need no lookup.
    if (path.isAbsolute(filename)) {
      resolved.set(key, filename);
      if (shared !== undefined) byBareName.set(shared, filename);
      dirty = true;
    }
    return filename;
  };

  return {
    persist() {
      if (!dirty || !stamp) return;
      dirty = false;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}-${threadId}.tmp`;
        // A removed checkout's or package's resolutions are dropped.
        const existing = [...resolved].filter(([, filename]) => existsSync(filename));
        writeFileSync(temporary, JSON.stringify({ stamp, resolved: Object.fromEntries(existing) } satisfies Stored));
        renameSync(temporary, file);
      } catch {
        // A read-only install keeps working, resolving as Node would.
      }
    },
  };
}

/** The conditions given to Node besides its own (`--conditions x`, `--conditions=x`, `-C x`, also in `NODE_OPTIONS`), sorted and without repeats. */
export function resolutionConditions(execArgv: readonly string[], nodeOptions = ''): string[] {
  const args = [...execArgv, ...nodeOptions.split(/\s+/).filter(Boolean)];
  const found = new Set<string>();
  args.forEach((arg, i) => {
    const joined = /^(?:--conditions|-C)=(.*)$/.exec(arg);
    if (joined) found.add(joined[1]!);
    else if ((arg === '--conditions' || arg === '-C') && args[i + 1] !== undefined) found.add(args[i + 1]!);
  });
  return [...found].sort();
}

/** The installed packages' stamp: size and modification time of npm's hidden lockfile; undefined without one (nothing is kept then). */
export function layoutStamp(nodeModules: string): string | undefined {
  const stat = statSync(path.join(nodeModules, '.package-lock.json'), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : undefined;
}

function readStored(file: string, stamp: string): Record<string, string> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    return stored.stamp === stamp ? stored.resolved : {};
  } catch {
    return {};
  }
}
