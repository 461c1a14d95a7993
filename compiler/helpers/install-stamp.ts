import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * What npm last installed in `nodeModules`: the size and modification time of its hidden lockfile,
 * which every install rewrites. Undefined without one (pnpm, yarn): a cache keyed by it keeps nothing then.
 */
export function layoutStamp(nodeModules: string): string | undefined {
  const stat = statSync(path.join(nodeModules, '.package-lock.json'), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : undefined;
}
