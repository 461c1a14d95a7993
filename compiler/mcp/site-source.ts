import { realpath, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SITE_INDEX_FILE, type SiteIndex } from '../../templates/shared/site-index';
import { routeFilePath } from '../output/route-segment';
import { twinRoute } from '../twins/twin-path';

/** What the tools read of a site: its index, its pages' markdown twins and its search index files. */
export interface SiteSource {
  index(): Promise<SiteIndex>;
  /** A page's markdown twin; `undefined` when the build wrote none. */
  twin(route: string): Promise<string | undefined>;
  /** A file of the search index folder (`manifest.json`, a language's manifest, a shard), parsed. */
  searchFile(name: string): Promise<unknown>;
}

/** A read that would leave the built folder: refused, whatever the file is. */
export class OutsideOutputError extends Error {}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Reads `relative` under `root`, or `undefined` when there is no such file. A path that leaves the
 * folder, as written or through a symbolic link, throws `OutsideOutputError`.
 */
export async function readInside(root: string, relative: string): Promise<string | undefined> {
  const file = path.resolve(root, relative);
  if (relative.includes('\0') || !isInside(root, file)) throw new OutsideOutputError(`${relative} is outside ${root}`);
  let real: string;
  try {
    real = await realpath(file);
  } catch {
    return undefined;
  }
  if (!isInside(await realpath(root), real)) throw new OutsideOutputError(`${relative} leads outside ${root}`);
  return readFile(real, 'utf8').catch(() => undefined);
}

/** The site a build wrote into `outDir`. */
export function builtSite(outDir: string): SiteSource {
  const root = path.resolve(outDir);
  // A build run meanwhile replaces the index (a new file, a new time): it is read again then.
  let cached: { stamp: string; index: Promise<SiteIndex> } | undefined;
  return {
    async index() {
      const info = await stat(path.join(root, SITE_INDEX_FILE)).catch(() => undefined);
      if (!info) throw new NotBuiltError(root);
      const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
      if (cached?.stamp !== stamp) cached = { stamp, index: readInside(root, SITE_INDEX_FILE).then((text) => parseIndex(text, root)) };
      return cached.index;
    },
    twin: (route) => readInside(root, routeFilePath(twinRoute(route))),
    searchFile: async (name) => JSON.parse((await readInside(root, path.join('static', 'search', name))) ?? 'null') as unknown,
  };
}

/** The folder holds no site built by this version of `docs build`. */
export class NotBuiltError extends Error {
  constructor(readonly outDir: string) {
    super(`${outDir} holds no built site (no ${SITE_INDEX_FILE})`);
  }
}

function parseIndex(text: string | undefined, root: string): SiteIndex {
  const index = text === undefined ? undefined : (JSON.parse(text) as SiteIndex);
  if (index?.v !== 1) throw new NotBuiltError(root);
  return index;
}
