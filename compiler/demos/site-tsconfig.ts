import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';

/** What the demos take from the site's own `tsconfig.json` and the configs it extends. */
export interface SiteTsconfig {
  /** Its strictness flags, JSX options and `lib`, in tsconfig form, over the compiler's defaults. */
  typeOptions: Record<string, boolean | string | string[]>;
  /** Its `paths`, each target an absolute path. */
  paths: Record<string, string[]>;
  diagnostics: Diagnostic[];
}

/**
 * The options that decide whether a demo type-checks in the reader's project as in the site's CI,
 * JSX's among them (under `preserve` a demo's `import * as React` is used; under `react-jsx` it is an
 * unused local). Module resolution and output stay the compiler's (it bundles and renders the demos
 * itself), and so does `types`: a site's global test types are not the demos'.
 */
const TAKEN_FLAGS = new Set([
  'strict', 'noImplicitAny', 'strictNullChecks', 'strictFunctionTypes', 'strictBindCallApply', 'strictPropertyInitialization',
  'strictBuiltinIteratorReturn', 'noImplicitThis', 'useUnknownInCatchVariables', 'alwaysStrict', 'exactOptionalPropertyTypes',
  'noUncheckedIndexedAccess', 'noImplicitReturns', 'noFallthroughCasesInSwitch', 'noImplicitOverride',
  'noPropertyAccessFromIndexSignature', 'noUnusedLocals', 'noUnusedParameters', 'allowUnreachableCode', 'allowUnusedLabels',
]);
const TAKEN_STRINGS = new Set(['jsx', 'jsxFactory', 'jsxFragmentFactory', 'jsxImportSource']);

const HINT = "Demos are type-checked with the options that could be read and the compiler's defaults for the rest; fix the file, or install the package its `extends` names.";

/** Reads `tsconfig.json` in `contentDir`, following `extends`; a site without one gets nothing. */
export function readSiteTsconfig(contentDir: string): SiteTsconfig {
  const file = path.join(contentDir, 'tsconfig.json');
  const chain: Chain = { flags: {} };
  const diagnostics: Diagnostic[] = [];
  if (existsSync(file)) readConfig(file, chain, diagnostics, new Set());
  return { typeOptions: chain.flags, paths: resolvedPaths(chain), diagnostics };
}

interface Located {
  file: string;
  text: string;
  offset: number;
}

/** Applies `file` to `chain`: the configs it extends first, then its own options over theirs. */
function readConfig(file: string, chain: Chain, diagnostics: Diagnostic[], seen: Set<string>, from?: Located): void {
  const warn = (at: Located | undefined, message: string): void => {
    diagnostics.push(diagnostic('tsconfig-unreadable', 'warning', path.relative(process.cwd(), at?.file ?? file), at ? positionAt(at.text, at.offset) : undefined, message, HINT));
  };
  if (seen.has(file)) return warn(from, `${file} extends itself through ${[...seen].map((f) => path.basename(f)).join(' → ')}.`);
  seen.add(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    return warn(from, `${file} cannot be read.`);
  }
  let config: { extends?: unknown; compilerOptions?: Record<string, unknown> };
  try {
    config = JSON.parse(jsonOfJsonc(text)) as typeof config;
  } catch (error) {
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    return warn({ file, text, offset }, `${path.basename(file)} is not valid JSON: ${(error as Error).message}.`);
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) return warn({ file, text, offset: 0 }, `${path.basename(file)} is not a JSON object.`);
  const bases = typeof config.extends === 'string' ? [config.extends] : Array.isArray(config.extends) ? config.extends.filter((e): e is string => typeof e === 'string') : [];
  for (const base of bases) {
    const at = { file, text, offset: Math.max(0, text.indexOf(JSON.stringify(base))) };
    const found = extendedConfig(base, path.dirname(file));
    if (found) readConfig(found, chain, diagnostics, new Set(seen), at);
    else warn(at, `The tsconfig "${base}" that ${path.basename(file)} extends is not installed or does not exist.`);
  }
  const options = config.compilerOptions;
  if (options && typeof options === 'object' && !Array.isArray(options)) applyOptions(options, path.dirname(file), chain);
}

/** What the chain of configs sets, before `paths` targets are resolved. */
interface Chain {
  flags: Record<string, boolean | string | string[]>;
  paths?: { patterns: Record<string, unknown>; dir: string };
  baseUrl?: string;
}

/** Options of one config over those of the configs it extends. */
function applyOptions(options: Record<string, unknown>, dir: string, chain: Chain): void {
  for (const [key, value] of Object.entries(options)) {
    if (TAKEN_FLAGS.has(key) && typeof value === 'boolean') chain.flags[key] = value;
    if (TAKEN_STRINGS.has(key) && typeof value === 'string') chain.flags[key] = value;
    if (key === 'lib' && Array.isArray(value)) chain.flags.lib = value.filter((lib): lib is string => typeof lib === 'string').map((lib) => lib.toLowerCase());
  }
  if (typeof options.baseUrl === 'string') chain.baseUrl = path.resolve(dir, options.baseUrl);
  if (options.paths && typeof options.paths === 'object') chain.paths = { patterns: options.paths as Record<string, unknown>, dir };
}

/** `paths` with absolute targets: relative to the effective `baseUrl`, else to the folder of the config that set them. */
function resolvedPaths(chain: Chain): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  if (!chain.paths) return paths;
  const base = chain.baseUrl ?? chain.paths.dir;
  for (const [pattern, targets] of Object.entries(chain.paths.patterns)) {
    if (Array.isArray(targets)) paths[pattern] = targets.filter((t): t is string => typeof t === 'string').map((target) => path.resolve(base, target));
  }
  return paths;
}

/** Where an `extends` value points: a relative path, or a config in an installed package, as TypeScript finds them. */
function extendedConfig(specifier: string, dir: string): string | undefined {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const file = path.resolve(dir, specifier);
    return [file, `${file}.json`].find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
  }
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const inPackage = path.join(folder, 'node_modules', specifier);
    const candidates = specifier.endsWith('.json') ? [inPackage] : [`${inPackage}.json`, path.join(inPackage, 'tsconfig.json')];
    const found = candidates.find((candidate) => existsSync(candidate));
    if (found) return found;
    if (folder === path.dirname(folder)) return undefined;
  }
}

/**
 * JSON from tsconfig's JSON with comments and trailing commas: comments and those commas become
 * spaces, so JSON.parse's error positions stay those of the file; strings are kept as written.
 */
export function jsonOfJsonc(text: string): string {
  let out = '';
  let i = 0;
  const blank = (end: number) => {
    out += text.slice(i, end).replace(/[^\n]/g, ' ');
    i = end;
  };
  const commentEnd = (at: number) => (text[at + 1] === '/' ? lineEnd(text, at) : text[at + 1] === '*' ? blockEnd(text, at) : undefined);
  while (i < text.length) {
    const char = text[i]!;
    const comment = char === '/' ? commentEnd(i) : undefined;
    if (comment !== undefined) {
      blank(comment);
    } else if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (char === ',' && /^[}\]]/.test(afterSpaceAndComments(text, i + 1, commentEnd))) {
      blank(i + 1);
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

function blockEnd(text: string, at: number): number {
  const end = text.indexOf('*/', at + 2);
  return end < 0 ? text.length : end + 2;
}

/** The text from `at` on, past whitespace and comments. */
function afterSpaceAndComments(text: string, at: number, commentEnd: (at: number) => number | undefined): string {
  let i = at;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
    const end = text[i] === '/' ? commentEnd(i) : undefined;
    if (end === undefined) return text.slice(i, i + 1);
    i = end;
  }
}
