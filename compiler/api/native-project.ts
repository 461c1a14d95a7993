import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeModulesUp } from '../startup/site-packages';
import type { Checker, Project } from 'typescript-native/unstable/sync';
import { DEMO_TSCONFIG_OPTIONS } from '../demos/demo-compiler-options';
import { nativeImport } from '../helpers/native-import';
import type { ResolvedPackage } from '../packages/packages';

type SyncApi = typeof import('typescript-native/unstable/sync');
type Ast = typeof import('typescript-native/unstable/ast');

/** The enums the extraction tests flags and node kinds against, from the loaded API. */
export interface NativeKinds {
  SymbolFlags: SyncApi['SymbolFlags'];
  TypeFlags: SyncApi['TypeFlags'];
  SignatureKind: SyncApi['SignatureKind'];
  SyntaxKind: Ast['SyntaxKind'];
}

/** What reading a project's symbols needs: the checker that answers, and the enums to read its answers. */
export interface NativeScope {
  checker: Checker;
  kinds: NativeKinds;
}

export interface NativeProject {
  project: Project;
  checker: Checker;
  kinds: NativeKinds;
  close(): void;
}

/**
 * A TypeScript 7 project over the packages' root declarations, served by the native compiler in a
 * process of its own: it parses and binds the ~2,500 declaration files of the MUI X packages and
 * their dependencies on several threads in under a second, where the JavaScript compiler took
 * three. The demos' options, without the DOM: the API pages come out the same, and the DOM's
 * declarations are a sixth of what would be parsed. Packages given by folder (test fixtures)
 * resolve by name, for each other too, as if installed.
 */
export async function openNativeProject(roots: readonly string[], packages: readonly ResolvedPackage[], projectRoot: string): Promise<NativeProject> {
  const [sync, ast] = (await Promise.all([nativeImport('typescript-native/unstable/sync'), nativeImport('typescript-native/unstable/ast')])) as [SyncApi, Ast];
  const paths: Record<string, string[]> = {};
  for (const pkg of packages) {
    if (pkg.spec.dir) {
      paths[pkg.spec.name] = [pkg.dir];
      paths[`${pkg.spec.name}/*`] = [`${pkg.dir}/*`];
    }
  }
  const compilerOptions = {
    ...DEMO_TSCONFIG_OPTIONS,
    lib: DEMO_TSCONFIG_OPTIONS.lib.filter((lib) => !lib.startsWith('dom')),
    // The site's nearest `@types` (its project's, from the content folder up).
    typeRoots: [nodeModulesUp(projectRoot).map((modules) => path.join(modules, '@types')).find((dir) => existsSync(dir)) ?? path.join(projectRoot, 'node_modules', '@types')],
    ...(Object.keys(paths).length ? { paths } : {}),
  };
  // The API opens projects by their tsconfig file; it is read while the project opens.
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-api-'));
  const configFile = path.join(scratch, 'tsconfig.json');
  let api: InstanceType<SyncApi['API']> | undefined;
  try {
    writeFileSync(configFile, JSON.stringify({ compilerOptions, files: roots }));
    api = new sync.API({ cwd: projectRoot });
    const project = api.updateSnapshot({ openProjects: [configFile] }).getProject(configFile);
    if (!project) throw new Error(`TypeScript's native compiler did not open the project of ${roots.join(', ')}`);
    const opened = api;
    return {
      project,
      checker: project.checker,
      kinds: { SymbolFlags: sync.SymbolFlags, TypeFlags: sync.TypeFlags, SignatureKind: sync.SignatureKind, SyntaxKind: ast.SyntaxKind },
      close: () => opened.close(),
    };
  } catch (error) {
    api?.close();
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The declaration file a package's root resolves to for an ES module import with bundler
 * resolution, as a demo imports it: the `types`, `import` or `default` condition of its `.` export
 * (MUI's `index.d.mts`), else its `types` or `typings` field, else `index.d.ts`.
 */
export function rootDeclaration(pkg: ResolvedPackage): string | undefined {
  let manifest: { types?: string; typings?: string; exports?: Record<string, unknown> };
  try {
    manifest = JSON.parse(readFileSync(path.join(pkg.dir, 'package.json'), 'utf8')) as typeof manifest;
  } catch {
    return undefined;
  }
  const candidates = [typesOfCondition(manifest.exports?.['.']), manifest.types, manifest.typings, 'index.d.ts'];
  for (const candidate of candidates) {
    if (candidate && /\.d\.[mc]?ts$/.test(candidate) && existsSync(path.join(pkg.dir, candidate))) return path.join(pkg.dir, candidate);
  }
  return undefined;
}

function typesOfCondition(target: unknown): string | undefined {
  if (typeof target === 'string') return target.replace(/\.(m?)js$/, '.d.$1ts');
  if (!target || typeof target !== 'object') return undefined;
  for (const condition of ['types', 'import', 'default']) {
    const found = typesOfCondition((target as Record<string, unknown>)[condition]);
    if (found) return found;
  }
  return undefined;
}
