import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { importSpecifiers, packageOf } from './demo-deps';
import { readManifest } from './package-manifest';

/**
 * Declaration files of the demos' packages (and their dependencies) that augment a module, that the
 * package's code loads whenever it runs, but that none of its declaration files import. Declaration
 * emit drops an import whose names are only used in code, so such an augmentation (MUI X's tree view
 * item plugins give the label input its `onBlur` this way) holds at run time and in the package's own
 * source build, yet is missing from a program built on the published types. The demos' type-check
 * adds these files, as the package's own type-check has them. An opt-in augmentation (a module the
 * reader imports for its types, its code empty) is loaded by nothing and stays out.
 */
export function runtimeAugmentations(demoSources: readonly string[], modules: readonly string[]): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string, from: readonly string[]) => {
    const dir = packageDir(name, from);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    for (const file of loadedAugmentations(dir)) found.add(file);
    const manifest = readManifest(path.join(dir, 'package.json'));
    const dependencies = manifest?.dependencies && typeof manifest.dependencies === 'object' ? Object.keys(manifest.dependencies) : [];
    for (const dependency of dependencies) visit(dependency, [path.join(dir, 'node_modules'), ...modules]);
  };
  for (const source of demoSources) {
    for (const { specifier } of importSpecifiers(source)) {
      const name = packageOf(specifier);
      if (name) visit(name, modules);
    }
  }
  return [...found].sort();
}

/** The folder of package `name` in the first of `modules` that has it, links followed (pnpm). */
function packageDir(name: string, modules: readonly string[]): string | undefined {
  for (const dir of modules) {
    const candidate = path.join(dir, name);
    if (readManifest(path.join(candidate, 'package.json'))) {
      try {
        return realpathSync(candidate);
      } catch {
        return candidate;
      }
    }
  }
  return undefined;
}

const byPackage = new Map<string, string[]>();
const AUGMENTATION = /\bdeclare\s+module\s+['"]/;

function loadedAugmentations(dir: string): string[] {
  const known = byPackage.get(dir);
  if (known) return known;
  const declarations = filesOf(dir, '.d.ts');
  const texts = new Map(declarations.map((file) => [file, textOf(file)]));
  const candidates = declarations.filter((file) => AUGMENTATION.test(texts.get(file)!));
  let result: string[] = [];
  if (candidates.length) {
    const typed = relativeImports(declarations, candidates, (file) => texts.get(file)!);
    // A declaration with no script of its name beside it describes no module that code could load.
    const untyped = candidates.filter((file) => !typed.has(stem(file)) && hasScript(file));
    const loaded = untyped.length ? relativeImports(filesOf(dir, '.js'), untyped, textOf) : new Set<string>();
    result = untyped.filter((file) => loaded.has(stem(file)));
  }
  byPackage.set(dir, result);
  return result;
}

function hasScript(declaration: string): boolean {
  const base = declaration.replace(/\.d\.([cm]?)ts$/, '');
  return ['.js', '.mjs', '.cjs'].some((extension) => existsSync(base + extension));
}

/** The files under `dir` ending in `extension`, outside nested node_modules. */
function filesOf(dir: string, extension: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith(extension) && (extension !== '.js' || !entry.name.endsWith('.d.js'))) out.push(full);
    }
  };
  walk(dir);
  return out;
}

const REQUIRE = /\brequire\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
/** A specifier naming a folder by dots alone (`'.'`, `'../'`): it does not spell the name of the module it imports. */
const DOTS_ONLY = /['"]\.{1,2}\/?['"]/;

/**
 * Which of `targets` `files` import by relative path (ES imports and re-exports, `require` calls), as
 * extensionless paths. A file whose text holds no relative specifier ending in a target's name (nor,
 * beside an index target, one of dots alone) cannot import one and is not parsed: parsing every
 * declaration of the demos' packages took 200 ms of a small site's cold build, and the code of the
 * packages MUI X v9's docs reach (Next.js's 3,500 files among them) 1.9 s before the type-check could start.
 */
function relativeImports(files: readonly string[], targets: readonly string[], text: (file: string) => string): Set<string> {
  // An index module is imported by its folder's name, or as `../index` from inside that folder.
  const names = [...new Set(targets.map((file) => path.basename(stem(file))))];
  const naming = relativeSpecifierOf(names, targets.some((file) => /^index\./.test(path.basename(file))));
  // `'.'` and `'..'` name the index module of a file's folder or of its parent: only files there can reach an index target so.
  const indexFolders = new Set(targets.filter((file) => /^index\./.test(path.basename(file))).map((file) => path.dirname(file)));
  const byDots = (file: string) => indexFolders.has(path.dirname(file)) || indexFolders.has(path.dirname(path.dirname(file)));
  const imported = new Set<string>();
  for (const file of files) {
    const source = text(file);
    if (!naming.test(source) && !(byDots(file) && DOTS_ONLY.test(source))) continue;
    const specifiers = [...importSpecifiers(source).map((s) => s.specifier), ...[...source.matchAll(REQUIRE)].map((m) => m[1]!)];
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) imported.add(stem(path.resolve(path.dirname(file), specifier)));
    }
  }
  return imported;
}

/**
 * A quoted relative specifier whose last segment is one of `names`, with or without an extension or
 * `/index`; with `index`, also one of dots and `index` alone (`'../index'`), the way an index module is
 * reached from inside its folder. Not any specifier ending in `index`: MUI's ES modules import
 * `'./Button/index.js'` by the hundred, and each such file was parsed for nothing.
 */
function relativeSpecifierOf(names: readonly string[], index: boolean): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const extension = '(?:\\.[cm]?[jt]sx?|\\.d\\.[cm]?ts)';
  const named = `\\.{1,2}/(?:[^'"\`\\n]*/)?(?:${escaped.join('|')})(?:${extension}|/index(?:\\.[cm]?[jt]sx?)?)?/?`;
  return new RegExp(`['"\`](?:${named}${index ? `|(?:\\.{1,2}/)+index${extension}?` : ''})['"\`]`);
}

/** A module's path without its extension: `itemPlugin.d.ts`, `itemPlugin.js` and `./itemPlugin` name one module. */
function stem(file: string): string {
  return file.replace(/(\.d)?\.(c|m)?(t|j)sx?$/, '').replace(/[\\/]index$/, '');
}

function textOf(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
