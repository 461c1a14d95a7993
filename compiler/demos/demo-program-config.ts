import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_TSCONFIG_OPTIONS } from './demo-compiler-options';
import { resolutionOf, type DemoResolution } from './demo-resolution';
import { runtimeAugmentations } from './runtime-augmentations';
import { readTextSync } from '../helpers/text-files';

/** One type-check program, as a tsconfig has it. */
export interface DemoProgramConfig {
  compilerOptions: Record<string, unknown>;
  files: string[];
}

/**
 * The program that type-checks one group of demos (see demo-programs.ts), whichever compiler runs
 * it: the compiler's options under the site tsconfig's strictness and `lib`, the content's aliases,
 * its `typeCheckFiles`, and the augmentations the demos' packages load at run time. Packages resolve
 * from `projectRoot`, also for demos outside it (a content folder elsewhere).
 */
export function demoProgramConfig(group: readonly string[], projectRoot: string): DemoProgramConfig {
  const modules = path.join(projectRoot, 'node_modules');
  const outside = group.some((file) => path.relative(projectRoot, file).startsWith('..'));
  const resolution = group.length ? resolutionOf(path.resolve(group[0]!)) : undefined;
  const paths = demoTypePaths(resolution, modules, outside);
  const augmentations = runtimeAugmentations(group.map((file) => readTextSync(file)), [...(resolution?.contentModules ?? []), modules]);
  return {
    // allowJs: a helper kept in JavaScript alone (MUI keeps some) is typed from its code, not refused as untyped (TS7016).
    compilerOptions: { ...DEMO_TSCONFIG_OPTIONS, ...resolution?.typeOptions, allowJs: true, typeRoots: [typeRootOf(resolution, modules)], ...(paths ? { paths } : {}) },
    files: [...group.map((file) => path.resolve(file)), ...(resolution?.typeFiles ?? []), ...augmentations],
  };
}

/**
 * The `@types` folder whose packages every program includes: the site's nearest, else the compiler's.
 * One only: two copies of `@types/react` declare JSX twice.
 */
function typeRootOf(resolution: DemoResolution | undefined, modules: string): string {
  const site = resolution?.contentModules.map((dir) => path.join(dir, '@types')).find((dir) => existsSync(dir));
  return site ?? path.join(modules, '@types');
}

/**
 * The type-check's `paths`: the content's aliases, and bare imports from the site's packages first
 * (TypeScript tries `paths` before node_modules), the packages the demos render with (the site's
 * React, Material UI and MUI X, as `loadPeersFrom` renders with them), the compiler's for what the
 * site lacks; the site's `@types`, then the compiler's, before any package (the site's @types/chance
 * for its untyped chance). Undefined where the compiler's own resolution needs no help (content inside the
 * compiler's project, without aliases).
 */
export function demoTypePaths(resolution: DemoResolution | undefined, modules: string, outside: boolean): Record<string, string[]> | undefined {
  const aliases = resolution?.aliases ?? [];
  if (!outside && !resolution?.contentModules.length && !aliases.length) return undefined;
  const paths: Record<string, string[]> = {};
  for (const { prefix, dir } of aliases) {
    paths[prefix] = [dir];
    paths[`${prefix}/*`] = [`${dir}/*`];
  }
  const site = resolution?.contentModules ?? [];
  // Every `@types` before any package: TypeScript takes an untyped package's JavaScript (allowJs)
  // over the @types/react a site without its own @types gets from the compiler.
  paths['*'] = [...site.map((dir) => `${dir}/@types/*`), `${modules}/@types/*`, ...site.map((dir) => `${dir}/*`), `${modules}/*`];
  return paths;
}
