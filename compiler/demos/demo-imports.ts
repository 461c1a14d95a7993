import { existsSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { readTextSync } from '../helpers/text-files';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';
import { ADAPTER_PACKAGES, importSpecifiers, packageOf } from './demo-deps';
import { readManifest } from './package-manifest';
import { aliasedPath } from './demo-resolution';

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];
const RESOLVABLE_EXTENSIONS = [...SOURCE_EXTENSIONS, '.json', '.css'];
const BUILTINS = new Set(builtinModules);
/** Stylesheets, which a demo cannot import (see `stylesheetImport`). */
const STYLESHEET = /\.(css|scss|sass|less|styl)$/i;

/**
 * Every import of a demo, and of the files it imports by relative path, that cannot be resolved: one
 * located `demo-import-unresolved` error per import, naming the specifier, with a hint (`npm install`
 * for a package, the nearest existing file for a path). Checked before a demo is compiled, bundled or
 * type-checked, so a missing file or package is reported as what it is, once.
 */
export function unresolvedDemoImports(file: string, projectRoot: string): Diagnostic[] {
  return checkDemoImports(file, new PackageLookups(projectRoot)).diagnostics;
}

/** What a check of a demo's imports looked at besides the packages: the files it read or resolved to, and the folders it resolved in. */
export interface ImportTrail {
  files: Set<string>;
  folders: Set<string>;
}

/** `unresolvedDemoImports`, with the trail of the check (see `ImportVerdicts`). */
export function checkDemoImports(file: string, lookups: PackageLookups): { diagnostics: Diagnostic[]; trail: ImportTrail } {
  const trail: ImportTrail = { files: new Set(), folders: new Set() };
  return { diagnostics: importsOf(file, lookups, trail, file), trail };
}

/**
 * The package lookups of one check of many demos (a scan of the site's demos), each made once: the
 * demos import the same few entry points from the same few packages. A new set sees packages
 * installed since the last.
 */
export class PackageLookups {
  private readonly dirs = new Map<string, string | undefined>();
  private readonly entries = new Map<string, boolean>();

  constructor(private readonly projectRoot: string) {}

  dir(pkg: string, fromDir: string): string | undefined {
    const key = `${pkg}\0${fromDir}`;
    if (!this.dirs.has(key)) this.dirs.set(key, packageDir(pkg, fromDir, this.projectRoot));
    return this.dirs.get(key);
  }

  exports(dir: string, subpath: string): boolean {
    const key = `${dir}\0${subpath}`;
    let known = this.entries.get(key);
    if (known === undefined) this.entries.set(key, (known = packageExports(dir, subpath)));
    return known;
  }
}

function importsOf(file: string, lookups: PackageLookups, trail: ImportTrail, demo: string): Diagnostic[] {
  if (trail.files.has(file)) return [];
  trail.files.add(file);
  trail.folders.add(path.dirname(file));
  let source: string;
  try {
    source = readTextSync(file);
  } catch {
    return [];
  }
  const display = path.relative(process.cwd(), file);
  const diagnostics: Diagnostic[] = [];
  for (const { specifier, index, typeOnly } of importSpecifiers(source)) {
    if (typeOnly) continue;
    // At the opening quote, where the type-checker points too.
    const at = positionAt(source, index - 1);
    // A file the demo imports is named with the demo, which is what the reader looks for.
    const through = file === demo ? '' : ` (imported by the demo ${path.relative(process.cwd(), demo)})`;
    const one: OneImport = { specifier, file, display, at, through };
    if (STYLESHEET.test(specifier)) {
      diagnostics.push(stylesheetImport(specifier, display, at, through));
      continue;
    }
    const aliased = aliasedPath(specifier, file);
    if (specifier.startsWith('.') || specifier.startsWith('/') || aliased) diagnostics.push(...pathImport(one, aliased, lookups, trail, demo));
    else {
      const problem = packageImport(one, lookups);
      if (problem) diagnostics.push(problem);
    }
  }
  return diagnostics;
}

/** One import of a file: what it names, and where, for its error. `through`: the demo that imports the file, when not the file itself. */
interface OneImport {
  specifier: string;
  file: string;
  display: string;
  at: { line: number; column: number };
  through: string;
}

function unresolved(one: OneImport, message: string, hint: string): Diagnostic {
  return diagnostic('demo-import-unresolved', 'error', one.display, one.at, `${message}${one.through}`, hint);
}

/** An import by path (or an alias of one): the file must exist under its own name's case and be no stylesheet; a source file's own imports are checked in turn. */
function pathImport(one: OneImport, aliased: string | undefined, lookups: PackageLookups, trail: ImportTrail, demo: string): Diagnostic[] {
  const { specifier, file } = one;
  const base = aliased ?? path.resolve(path.dirname(file), specifier);
  const target = resolveFile(base);
  trail.folders.add(path.dirname(base));
  if (target) trail.folders.add(path.dirname(target));
  const twin = target ? caseTwin(base, target) : undefined;
  if (!target) {
    const near = nearestFile(base, path.dirname(file));
    return [
      unresolved(
        one,
        aliased ? `Cannot resolve "${specifier}": the alias names ${path.relative(process.cwd(), aliased)}, which is not a file.` : `Cannot resolve "${specifier}": no such file next to ${path.basename(file)}.`,
        near ? `Did you mean "${near}"? Fix the path, or create the file.` : 'Create the file, or fix the path (it is relative to the importing file).',
      ),
    ];
  }
  if (twin) {
    return [
      diagnostic(
        'demo-import-case',
        'error',
        one.display,
        one.at,
        `"${specifier}" means ${path.basename(target)}, but ${path.basename(twin)} differs from it only in letter case${one.through}. The bundler compares file names without case (as macOS and Windows do), so it may load ${path.basename(twin)} instead.`,
        'Rename one of the two files, or the import, so that their names differ in more than letter case.',
      ),
    ];
  }
  if (STYLESHEET.test(target)) return [stylesheetImport(specifier, one.display, one.at, one.through)];
  if (SOURCE_EXTENSIONS.includes(path.extname(target))) return importsOf(target, lookups, trail, demo);
  trail.files.add(target);
  return [];
}

/** An import of a package: no Node built-in, the package installed (and a date adapter's library), the entry point exported. */
function packageImport(one: OneImport, lookups: PackageLookups): Diagnostic | undefined {
  const { specifier, file } = one;
  const bare = specifier.replace(/^node:/, '');
  if (specifier.startsWith('node:') || BUILTINS.has(bare.split('/')[0]!)) {
    return unresolved(one, `Cannot resolve "${specifier}": Node's built-in modules do not exist in the browser, where demos run.`, 'Remove the import, or compute the value in the demo itself.');
  }
  const pkg = packageOf(specifier)!;
  const dir = lookups.dir(pkg, path.dirname(file));
  if (!dir) return unresolved(one, `Cannot resolve "${specifier}": the package "${pkg}" is not installed.`, `npm install ${pkg}`);
  // A date adapter imports its date library only as a peer: a missing one fails when the demo loads.
  const adapter = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/.exec(specifier)?.[1];
  const library = adapter ? ADAPTER_PACKAGES[adapter] : undefined;
  if (library && !lookups.dir(library, path.dirname(file))) {
    return unresolved(one, `Cannot resolve "${specifier}": the adapter needs the package "${library}", which is not installed.`, `npm install ${library}`);
  }
  const subpath = specifier.slice(pkg.length);
  if (!subpath || lookups.exports(dir, `.${subpath}`)) return undefined;
  const near = nearestEntryPoint(dir, `.${subpath}`);
  return unresolved(
    one,
    `Cannot resolve "${specifier}": the package "${pkg}" has no "${`.${subpath}`}" entry point.`,
    near ? `Did you mean "${pkg}${near.slice(1)}"?` : `Import one of the entry points listed in ${path.relative(process.cwd(), path.join(dir, 'package.json'))}.`,
  );
}

/**
 * A demo importing a stylesheet: its rules would have to load with every page showing the demo, in
 * its iframe, its sandbox (CodeSandbox, StackBlitz) and the live editor, none of which takes CSS
 * files. Reported before the bundler, whose own message ("Cannot import … without an output path
 * configured") says nothing of that.
 */
function stylesheetImport(specifier: string, display: string, at: { line: number; column: number }, through: string): Diagnostic {
  return diagnostic(
    'demo-import-stylesheet',
    'error',
    display,
    at,
    `"${specifier}" is a stylesheet: a demo cannot import CSS files${through}.`,
    "Style the demo with Material UI's sx prop, styled() or a style object, which render with the page on the server and go with the demo to its sandbox; move the rules of the stylesheet there.",
  );
}

/** `file` as written, or with a source extension, or its folder's index. */
function resolveFile(file: string): string | undefined {
  if (isFile(file)) return file;
  for (const ext of RESOLVABLE_EXTENSIONS) if (isFile(`${file}${ext}`)) return `${file}${ext}`;
  for (const ext of SOURCE_EXTENSIONS) if (isFile(path.join(file, `index${ext}`))) return path.join(file, `index${ext}`);
  return undefined;
}

/**
 * Another file of `base`'s folder that an import of `base` would also name if file names had no case
 * (`./harvest` when `harvest.ts` and `Harvest.tsx` sit side by side); undefined when there is none.
 * A name the resolver tries as written is not a twin: MUI keeps `products.ts` beside its JavaScript
 * variant `products.js`, and the extension order picks one of them on every file system.
 */
function caseTwin(base: string, target: string): string | undefined {
  const dir = path.dirname(base);
  const exact = new Set([path.basename(base), ...RESOLVABLE_EXTENSIONS.map((ext) => `${path.basename(base)}${ext}`)]);
  const folded = new Set([...exact].map((name) => name.toLowerCase()));
  const twin = safeReaddir(dir).find(
    (name) => !exact.has(name) && folded.has(name.toLowerCase()) && path.join(dir, name) !== target && isFile(path.join(dir, name)),
  );
  return twin === undefined ? undefined : path.join(dir, twin);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The existing source file closest in name to the missing `target`, as a relative specifier from `fromDir`. */
function nearestFile(target: string, fromDir: string): string | undefined {
  let dir = path.dirname(target);
  while (!existsSync(dir) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  const wanted = path.basename(target).replace(/\.\w+$/, '').toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of safeReaddir(dir)) {
    if (!RESOLVABLE_EXTENSIONS.includes(path.extname(name))) continue;
    const distance = editDistance(wanted, name.replace(/\.\w+$/, '').toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  if (!best || best.distance > Math.max(3, wanted.length / 2)) return undefined;
  const relative = path.relative(fromDir, path.join(dir, best.name.replace(/\.(tsx?|jsx?|mjs|cjs)$/, ''))).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

const packageDirs = new Map<string, string>();

/**
 * The folder of an installed package, as Node and esbuild find it: up from the importer, then the
 * project. A folder found is remembered (each demo is checked on every page it is on, and every
 * import walks up to the root) as long as its manifest is still there; a missing package is looked
 * for again each time, so an `npm install` during `docs dev` is seen.
 */
function packageDir(pkg: string, fromDir: string, projectRoot: string): string | undefined {
  const key = `${pkg}\0${fromDir}\0${projectRoot}`;
  const known = packageDirs.get(key);
  if (known && existsSync(path.join(known, 'package.json'))) return known;
  const found = findPackageDir(pkg, fromDir, projectRoot);
  if (found) packageDirs.set(key, found);
  else packageDirs.delete(key);
  return found;
}

function findPackageDir(pkg: string, fromDir: string, projectRoot: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) break;
  }
  const candidate = path.join(projectRoot, 'node_modules', pkg);
  return existsSync(path.join(candidate, 'package.json')) ? candidate : undefined;
}

/**
 * Whether the package at `dir` offers `subpath` (`./Button`): through its `exports` map if it has one
 * (a pattern such as `./*` must lead to an existing file), else as a file or folder.
 */
function packageExports(dir: string, subpath: string): boolean {
  const manifest = readManifest(path.join(dir, 'package.json'));
  if (!manifest) return false;
  const { exports } = manifest;
  if (exports && typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith('.'))) {
    const map = exports as Record<string, unknown>;
    if (subpath in map) return map[subpath] !== null;
    return Object.keys(map).some((key) => {
      const star = key.indexOf('*');
      if (star < 0 || !subpath.startsWith(key.slice(0, star)) || !subpath.endsWith(key.slice(star + 1)) || subpath.length < key.length - 1) return false;
      const matched = subpath.slice(star, subpath.length - (key.length - star - 1));
      return targets(map[key]).some((target) => isFile(path.join(dir, target.replaceAll('*', matched))));
    });
  }
  const target = path.join(dir, subpath);
  return Boolean(resolveFile(target)) || existsSync(path.join(target, 'package.json'));
}

/** The entry point of the package at `dir` closest in name to the missing `subpath`. */
function nearestEntryPoint(dir: string, subpath: string): string | undefined {
  const candidates = safeReaddir(dir)
    .filter((name) => !name.startsWith('.') && name !== 'node_modules')
    .map((name) => `./${name.replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, '')}`)
    .filter((candidate) => packageExports(dir, candidate));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of new Set(candidates)) {
    const distance = editDistance(subpath.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, subpath.length / 3) ? best.candidate : undefined;
}

/** The file paths a conditional `exports` value can lead to. */
function targets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(targets);
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}
