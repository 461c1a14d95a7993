import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resolutionOf } from './demo-resolution';
import { readTextSync } from '../helpers/text-files';

export type StylingVariant = 'system' | 'tailwind' | 'css';

/** The source files of one demo: the TSX and its styling variants, all next to the page. */
export interface DemoFiles {
  name: string;
  /** `x/react-tree-view/items/BasicRichTreeView`, unique across the site. */
  key: string;
  variants: { variant: StylingVariant; file: string }[];
  /** Set for a props playground: the component it plays with. Its one file is the writer's data module. */
  playground?: { component: string };
  /** Set for a component embed's file (`componentFilesOf`): the site's own code, bundled and rendered, not shown nor type-checked. */
  component?: true;
}

/** The files of `demos` to type-check: a component embed's file is the site's own code, not a demo a reader copies. */
export function typeCheckedFiles(demos: readonly DemoFiles[]): string[] {
  return demos.flatMap((d) => (d.component ? [] : d.variants.map((v) => v.file)));
}

/**
 * Finds `Name.tsx` (or `sub/Name.tsx`, inside the content folder) and its `Name.tailwind.tsx` / `Name.css.tsx`
 * siblings; for a playground's name (`playgroundName`), its data module.
 */
export function demoFilesOf(dir: string, name: string, contentDir: string): DemoFiles | undefined {
  const playground = name.match(PLAYGROUND_NAME);
  if (playground) return playgroundFilesOf(dir, playground[1]!, playground[2]!, contentDir);
  if (name.startsWith(COMPONENT_PREFIX)) return componentFilesOf(name.slice(COMPONENT_PREFIX.length), contentDir);
  const base = path.join(dir, name);
  if (path.relative(contentDir, base).startsWith('..')) return undefined;
  const main = [`${base}.tsx`, `${base}.jsx`, `${base}.js`].find((f) => existsSync(f));
  if (!main) return undefined;
  const variants: DemoFiles['variants'] = [{ variant: 'system', file: main }];
  for (const variant of ['tailwind', 'css'] as const) {
    const file = `${base}.${variant}.tsx`;
    if (existsSync(file)) variants.push({ variant, file });
  }
  const key = path.relative(contentDir, base).split(path.sep).join('/');
  return { name, key, variants };
}

/**
 * The JavaScript the author keeps beside a TypeScript demo (`Demo.js` beside `Demo.tsx`, as MUI's docs
 * do, and show it in the JS tab): its text, or undefined where there is none.
 */
export function jsTwinOf(file: string): string | undefined {
  if (!file.endsWith('.tsx')) return undefined;
  try {
    return readTextSync(`${file.slice(0, -'.tsx'.length)}.js`);
  } catch {
    return undefined;
  }
}

/**
 * A playground's data module as a demo of its own: keyed by the module and the component, so a page's
 * playgrounds of one module and component share a chunk.
 */
export function playgroundFilesOf(dir: string, data: string, component: string, contentDir: string): DemoFiles | undefined {
  const file = path.resolve(dir, data);
  if (path.relative(contentDir, file).startsWith('..') || !existsSync(file)) return undefined;
  const key = `${path.relative(contentDir, file).split(path.sep).join('/').replace(/\.\w+$/, '')}~${component}`;
  return { name: playgroundName(data, component), key, variants: [{ variant: 'system', file }], playground: { component } };
}

/** What the page facts and the demo scan call a playground: its data module and component, which `demoFilesOf` finds again. */
export function playgroundName(data: string, component: string): string {
  return `${data}#${component}`;
}

const PLAYGROUND_NAME = /^(.+)#([A-Z][A-Za-z0-9]*)$/;

/** The component of a playground's name; undefined for a demo's. */
export function playgroundComponentOf(name: string): string | undefined {
  return name.match(PLAYGROUND_NAME)?.[2];
}

/** What the page facts and the demo scan call a component embed's file: its path as written, which `demoFilesOf` finds again. */
export function componentName(written: string): string {
  return `${COMPONENT_PREFIX}${written}`;
}

const COMPONENT_PREFIX = 'component:';

/**
 * The file a component embed names (`modules/components/Banner.js`), under the content folder's
 * `componentDir`, its extension resolved as a demo's (`.tsx` first: MUI keeps a `.js` twin beside it);
 * else the module of a package of the site it names. Undefined for a path leaving `componentDir`, or
 * when neither has it.
 */
export function componentFilesOf(written: string, contentDir: string): DemoFiles | undefined {
  if (!/^[\w$@][\w$@.-]*(\/[\w$@][\w$@.-]*)*$/.test(written)) return undefined;
  const resolution = resolutionOf(path.resolve(contentDir));
  const root = resolution?.componentDir;
  const base = root ? path.join(root, written.replace(/\.(js|jsx|tsx|ts)$/, '')) : undefined;
  const file = base && !path.relative(root!, base).startsWith('..') ? [`${base}.tsx`, `${base}.jsx`, `${base}.js`].find((f) => existsSync(f)) : undefined;
  if (file) return { name: componentName(written), key: path.relative(contentDir, base!).split(path.sep).join('/'), variants: [{ variant: 'system', file }], component: true };
  const published = packageComponentFile(written, resolution?.contentModules ?? []);
  return published ? { name: componentName(written), key: written, variants: [{ variant: 'system', file: published }], component: true } : undefined;
}

/**
 * A component embed naming a module of a package the site installed (`@mui/internal-core-docs/InfoCard`,
 * where MUI X v9 publishes its docs components), found as the site's bundler finds it: through the
 * package's `exports`, from the site's `node_modules`. Undefined for a name that is not a package's
 * module (`pkg/module`), or one no package of the site has.
 */
function packageComponentFile(written: string, contentModules: readonly string[]): string | undefined {
  if (!/^(@[\w.-]+\/)?[\w.-]+\/./.test(written)) return undefined;
  for (const modules of contentModules) {
    if (!existsSync(path.join(modules, written.startsWith('@') ? written.split('/').slice(0, 2).join('/') : written.split('/')[0]!))) continue;
    try {
      return createRequire(path.join(modules, 'package.json')).resolve(written);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const EMBED = /^\{\{\s*"demo"\s*:\s*"([^"]+)"[^\n]*\}\}\s*$/gm;
const PLAYGROUND_EMBED = /^\{\{\s*"playground"\s*:[^\n]*\}\}\s*$/gm;
const COMPONENT_EMBED = /^\{\{\s*"component"\s*:\s*"([^"]+)"[^\n]*\}\}\s*$/gm;

/**
 * Demo names embedded by a markdown source, found without compiling it; playgrounds by `playgroundName`,
 * component embeds by `componentName` (those the site maps to its own components resolve to no file).
 */
export function embeddedDemoNames(markdown: string): string[] {
  const demos = [...markdown.matchAll(EMBED)].map((m) => m[1]!.replace(/\.(js|jsx|tsx|ts)$/, ''));
  const playgrounds = markdown.includes('"playground"') ? [...markdown.matchAll(PLAYGROUND_EMBED)].flatMap((m) => playgroundOfLine(m[0])) : [];
  const components = markdown.includes('"component"') ? [...markdown.matchAll(COMPONENT_EMBED)].map((m) => componentName(m[1]!)) : [];
  return [...demos, ...playgrounds, ...components];
}

/** A playground embed line's name; none when it is not valid JSON (its page reports it). */
function playgroundOfLine(line: string): string[] {
  try {
    const options = JSON.parse(line.trim().slice(1, -1)) as { playground?: unknown; data?: unknown };
    return typeof options.playground === 'string' && typeof options.data === 'string' ? [playgroundName(options.data, options.playground)] : [];
  } catch {
    return [];
  }
}
