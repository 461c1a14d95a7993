import { hash } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { CacheStore } from '../helpers/cache-store';
import { countRead, type CacheRead } from '../helpers/cache-tally';
import { layoutStamp } from '../helpers/install-stamp';
import { bareNameKey } from './bare-name-key';

/** This cache's name in `--explain-cache`: a read per resolution a package or a bundle asked for. */
const NAMESPACE = 'module-resolution';
/** Changed whenever what the file holds changes (2: an envelope naming the inputs of the resolutions). */
const STORE_FORMAT = 2;

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
 * Checkouts sharing one `node_modules` (a link, as pnpm and hoisting monorepos make) share its cache
 * folder: each keeps its resolutions in a file of its own (named by the checkout's folder, `owner`'s),
 * stamped by `owner` itself, so a new copy of a project at a removed one's path starts afresh, and
 * by where `node_modules` really is, so a link now leading to another install drops what the former
 * one resolved. A stored resolution whose file is gone is resolved again as Node would, and replaced.
 *
 * The site's peers (`peerModules`: React and Material UI taken from a site's project, see
 * `site-packages.ts`) change what the compiler's own requests resolve to: they are kept apart by
 * site, stamped by where its `node_modules` really is and what was last installed there, so a
 * resolution into one site's packages is never taken for another's.
 *
 * A package's `exports` resolve differently under other conditions (`--conditions development`, which
 * test runners such as Vitest pass to their processes and so to the workers they start): each set of
 * conditions keeps its resolutions in a file of its own beside `storeFile`. Shared, a test run left the
 * development builds of emotion in the resolutions a later `docs dev` loaded.
 *
 * The file is an entry of the cache layer (`CacheStore`), its envelope holding those stamps as the
 * entry's inputs: a file of another install misses naming the one that changed. Reads are counted
 * per request the file answers, not per file.
 *
 * Buys (CPU user+sys with this fast path alone off, median of 3 on a shared 2-core host,
 * 2026-11-29): a one-page edit of the shipped site in a new process 0.95 s, 1.12 s without it (18%
 * more).
 */

type Resolve = (request: string, parent: Module | undefined, isMain: boolean, options?: unknown) => string;

export interface ResolutionCache {
  /** Writes the resolutions when one was made afresh since they were read or last written; errors are ignored (a cache). */
  persist(): void;
}

/**
 * Installs the resolution cache of this thread, stored beside `storeFile`, for the packages installed
 * in `nodeModules`, on behalf of the checkout `owner` (the file installing it) is in.
 */
export function installResolutionCache(storeFile: string, nodeModules: string, accepts: (filename: string) => boolean, owner: string, peerModules?: string): ResolutionCache {
  const conditions = resolutionConditions(process.execArgv, process.env.NODE_OPTIONS);
  const apart = [path.dirname(owner), peerModules ? realFolder(peerModules) : '', ...conditions].join('\0');
  const file = storeFile.replace(/(\.json)?$/, `.${hash('sha1', apart).slice(0, 12)}$1`);
  const store = storeOf(nodeModules, owner, conditions, peerModules);
  const read = store?.readFile(file, { counted: false });
  const resolved = new Map<string, string>(read?.hit ? Object.entries(read.value) : []);
  // Why a request the file does not answer misses (`--explain-cache`): the file's, when it gave nothing.
  const unanswered: CacheRead<never> = read && !read.hit ? read : { hit: false, reason: 'absent' };
  // Only these are reads of the cache; an answer this thread found itself is a memo.
  const fromFile = new Set(resolved.keys());
  // Stored answers seen on disk by this thread: many requests resolve to one file.
  const present = new Set<string>();
  // In this thread only: what one folder's request found, another folder of the same package finds too.
  const byBareName = new Map<string, string>();
  let dirty = false;

  const moduleStatics = Module as unknown as { _resolveFilename: Resolve };
  const resolve = moduleStatics._resolveFilename;
  moduleStatics._resolveFilename = function resolveFromCache(request, parent, isMain, options) {
    const from = parent?.filename;
    // A built-in module (`fs` as well as `node:fs`) resolves to its own name: nothing to look up, and no read of the cache.
    if (!store || options !== undefined || isMain || !from || !accepts(from) || Module.isBuiltin(request)) return resolve.call(this, request, parent, isMain, options);
    const key = `${path.dirname(from)}\0${request}`;
    const known = resolved.get(key);
    if (known !== undefined) {
      if (present.has(known) || existsSync(known)) {
        present.add(known);
        if (fromFile.delete(key)) countRead(NAMESPACE, { hit: true, value: undefined });
        return known;
      }
      // Gone since (a package removed by hand, a checkout's file): Node resolves it again, and it is replaced.
      resolved.delete(key);
      dirty = true;
    }
    countRead(NAMESPACE, known === undefined ? unanswered : { hit: false, reason: 'inputs', input: 'file gone' });
    const shared = bareNameKey(request, parent!);
    const filename = (shared !== undefined && byBareName.get(shared)) || resolve.call(this, request, parent, isMain, options);
    resolved.set(key, filename);
    if (shared !== undefined) byBareName.set(shared, filename);
    dirty = true;
    return filename;
  };

  return {
    persist() {
      if (!dirty || !store) return;
      dirty = false;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        // A removed checkout's or package's resolutions are dropped.
        store.writeFileSync(file, Object.fromEntries([...resolved].filter(([, filename]) => existsSync(filename))));
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

/** A file's identity and last change; undefined when it is not there. */
function fileStamp(file: string): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && `${stat.ino}:${stat.mtimeMs}`;
}

function realFolder(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * The store of this thread's resolutions, its entry made from the installed packages (npm's stamp
 * and where `node_modules` really is), the checkout, the conditions and the site's own packages: a
 * miss names the first of them that changed. None when an install cannot tell when it changed (no
 * npm stamp: pnpm, yarn), the site's included: nothing is kept then.
 */
function storeOf(nodeModules: string, owner: string, conditions: readonly string[], peerModules: string | undefined): CacheStore<Record<string, string>> | undefined {
  const installed = layoutStamp(nodeModules);
  const checkout = fileStamp(owner);
  const siteInstall = peerModules ? layoutStamp(peerModules) : '';
  if (installed === undefined || checkout === undefined || siteInstall === undefined) return undefined;
  const inputs = {
    'installed packages': installed,
    'node_modules folder': realFolder(nodeModules),
    checkout,
    conditions: conditions.join(','),
    'site packages': peerModules ? `${realFolder(peerModules)} ${siteInstall}` : '',
  };
  return new CacheStore({ namespace: NAMESPACE, format: STORE_FORMAT, inputs, accepts: isResolutions });
}

function isResolutions(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((filename) => typeof filename === 'string');
}
