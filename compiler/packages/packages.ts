import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { ApiProduct } from '../../templates/shared/api';
import type { Plan } from '../../templates/shared/nav';
import { DATA_GRID_INTERFACES } from './data-grid-interfaces';
import { findInstalled } from './dependencies';

/** A package whose declarations are read for API pages. */
export interface ApiPackageSpec {
  name: string;
  product: ApiProduct;
  /** The package folder when it is not installed under `node_modules` (test fixtures). */
  dir?: string;
  /** Interfaces documented on pages of their own, read from this package's root exports. */
  interfaces?: readonly string[];
}

/**
 * The MUI X packages, community first within a product: a page belongs to the package that
 * defines the export. The data grid interfaces are read from the premium package because it
 * re-exports the others and its module augmentations complete them (GridColDef gains `aggregable`).
 */
export const API_PACKAGES: readonly ApiPackageSpec[] = [
  { name: '@mui/x-data-grid', product: 'data-grid' },
  { name: '@mui/x-data-grid-pro', product: 'data-grid' },
  { name: '@mui/x-data-grid-premium', product: 'data-grid', interfaces: DATA_GRID_INTERFACES },
  { name: '@mui/x-date-pickers', product: 'date-pickers' },
  { name: '@mui/x-date-pickers-pro', product: 'date-pickers' },
  { name: '@mui/x-charts', product: 'charts' },
  { name: '@mui/x-charts-pro', product: 'charts' },
  { name: '@mui/x-tree-view', product: 'tree-view' },
  { name: '@mui/x-tree-view-pro', product: 'tree-view' },
];

/** A spec with what was read from the package's `package.json`. */
export interface ResolvedPackage {
  spec: ApiPackageSpec;
  dir: string;
  version: string;
  plan?: Plan;
  /** `Name` for every `./Name` entry point in `exports`: the folders users may import from. */
  folders: Set<string>;
}

/** The tier is part of MUI's package names: `-pro`, `-premium`, or neither for the MIT package. */
export function planOfPackage(name: string): Plan | undefined {
  if (name.endsWith('-premium')) return 'premium';
  if (name.endsWith('-pro')) return 'pro';
  return undefined;
}

interface PackageJson {
  version?: string;
  exports?: Record<string, unknown>;
}

/**
 * Finds the package folder (from `resolveFrom`, as Node would) and reads its manifest; undefined
 * when not installed. The folder is the real path: TypeScript reports declarations by real path.
 */
export async function resolvePackage(spec: ApiPackageSpec, resolveFrom: string): Promise<ResolvedPackage | undefined> {
  const found = spec.dir ?? (await findInstalled(spec.name, resolveFrom));
  if (!found) return undefined;
  let dir: string;
  let manifest: PackageJson;
  try {
    dir = await realpath(found);
    manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  } catch {
    return undefined;
  }
  const folders = new Set(
    Object.keys(manifest.exports ?? {})
      .map((key) => key.match(/^\.\/([A-Za-z][\w]*)$/)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  const plan = planOfPackage(spec.name);
  return {
    spec,
    dir,
    version: manifest.version ?? '0.0.0',
    ...(plan ? { plan } : {}),
    folders,
  };
}
