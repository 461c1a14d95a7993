import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The names of a package's `dependencies`, transitively, found as Node finds them (the nearest
 * `node_modules/<name>` up from the depending package). Peer dependencies are left out on purpose:
 * React, the DOM and Material UI are what a component builds on, not what its page documents.
 */
export async function dependencyClosure(packageDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  const visited = new Set<string>();
  async function visit(dir: string): Promise<void> {
    if (visited.has(dir)) return;
    visited.add(dir);
    const manifest = await readManifest(dir);
    for (const name of Object.keys(manifest?.dependencies ?? {})) {
      names.add(name);
      const found = await findInstalled(name, dir);
      if (found) await visit(found);
    }
  }
  await visit(packageDir);
  return names;
}

async function readManifest(dir: string): Promise<{ dependencies?: Record<string, string> } | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  } catch {
    return undefined;
  }
}

/** The nearest `node_modules/<name>` with a manifest, looking up from `fromDir`. */
export async function findInstalled(name: string, fromDir: string): Promise<string | undefined> {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (await readManifest(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The package a declaration file belongs to: a package of the run by folder (fixtures live
 * outside `node_modules`), otherwise the innermost `node_modules/<name>` (TypeScript's own
 * libs are `typescript`); undefined for loose files.
 */
export function packageOfFile(fileName: string, runPackages: readonly { name: string; dir: string }[]): string | undefined {
  let best: { name: string; dir: string } | undefined;
  for (const pkg of runPackages) {
    if (fileName.startsWith(pkg.dir + path.sep) && (!best || pkg.dir.length > best.dir.length)) best = pkg;
  }
  const inModules = [...fileName.matchAll(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/g)].at(-1);
  // A run package wins unless the file sits in a node_modules folder nested inside it.
  if (best && (!inModules || inModules.index! < best.dir.length)) return best.name;
  if (inModules) return inModules[1]!.replace(/\\/g, '/');
  return undefined;
}
