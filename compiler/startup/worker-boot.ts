import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { installCodeCache } from '../fast-paths/code-cache';
import { installResolutionCache } from '../fast-paths/resolution-cache';
import { fastPathsOn } from '../fast-paths/enabled';
import { providePersist } from './startup-caches';
import { loadPeersChosenByCli, PEERS_ENV } from './site-packages';
import { takeTally } from '../helpers/cache-tally';
import { trace } from '../helpers/trace';

/**
 * The first file of every bundled worker (`.build/worker-boot.cjs`): installs the code and
 * resolution caches of the worker named by its first argument (fast paths: not with
 * `DOCS_FAST_PATHS=0`), then loads that worker's bundle. The bundle's own compilation is the code
 * cache's largest entry, so it cannot install the cache itself.
 *
 * The caches are written when the worker asks (`persistStartupCaches`: the render worker, when its
 * pool has no page left for it) and, for threads that live on (the dev engine), once no module was
 * compiled afresh for a few seconds. No message listener here: it would keep a worker alive that
 * is meant to exit when its own work is done.
 */
const QUIET_MS = 3000;

trace('worker thread up');
// Before anything resolves: the resolutions cached below are those made with the site's peers.
loadPeersChosenByCli();
const buildDir = __dirname;
const nodeModules = path.join(buildDir, '..', 'node_modules');
const worker = process.argv[2]!;
if (fastPathsOn) installStartupCaches();
trace(fastPathsOn ? 'startup caches read' : 'fast paths off: no startup caches');
createRequire(__filename)(path.join(buildDir, worker));

/** The code and resolution caches of this thread, written when the worker asks or once it is quiet. */
function installStartupCaches(): void {
  // In the site's cache folder (`cli-startup.ts` names it, tests name their own), not in `.build/`,
  // whose files identify the compiler (`toolchainId`). Without one (a worker started by code that is
  // not the CLI), in the compiler's own.
  const cacheFile = path.join(process.env.DOCS_STARTUP_CACHE ?? path.join(nodeModules, '.cache', 'docs-startup'), path.basename(worker, '.cjs'));
  const ours = (filename: string) => filename.startsWith(buildDir) || filename.includes(`${path.sep}node_modules${path.sep}`);
  // A worker without a cache of its own yet starts from the others': they load the same packages.
  const code = installCodeCache(`${cacheFile}.bin`, ours, siblingCaches(cacheFile));
  const resolutions = installResolutionCache(`${cacheFile}.resolved.json`, nodeModules, ours, __filename, process.env[PEERS_ENV]);
  const persist = () => {
    const written = code.persist();
    resolutions.persist();
    if (written) trace(`startup caches written (${code.misses} modules compiled afresh)`);
    return takeTally();
  };
  providePersist(persist);

  let misses = 0;
  setInterval(() => {
    if (code.misses === misses) persist();
    misses = code.misses;
  }, QUIET_MS).unref();
}

/** The code caches of the other workers, beside `cacheFile`'s. */
function siblingCaches(cacheFile: string): string[] {
  const dir = path.dirname(cacheFile);
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.bin') && name !== `${path.basename(cacheFile)}.bin`)
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}
