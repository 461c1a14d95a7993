import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';
import { aliasedPath, resolutionOf } from './demo-resolution';
import { readManifest } from './package-manifest';
import { packageOf } from '../startup/site-packages';

/** Date adapters import their date library only as a peer: the sandbox must add it. */
export const ADAPTER_PACKAGES: Record<string, string> = {
  AdapterDayjs: 'dayjs',
  AdapterDateFns: 'date-fns',
  AdapterDateFnsV2: 'date-fns',
  AdapterDateFnsBase: 'date-fns',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDateFnsJalaliV2: 'date-fns-jalali',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

/** Every demo runs in a React app with Material UI and emotion. */
const BASE_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

// Written so that no part can match a run of blanks (masked comments are long runs of them) in more
// than one way: `\s*` before the keyword and `[\s\S]*?\s+from` backtracked through every such run, and
// the shipped demos took ten times as long to scan as to read. A clause ends at its statement's `;`.
const IMPORT = /(?:^|\n)[ \t]*(?:import|export)\s+(?:type\s+)?(?:[^;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/**
 * The import and re-export specifiers of a module, with their offsets. Comments and template literals
 * are masked first, so code that writes import lines as text (a code generator's template) is not read
 * as imports.
 */
export function importSpecifiers(source: string): { specifier: string; index: number; typeOnly: boolean }[] {
  return [...maskCommentsAndTemplates(source).matchAll(IMPORT)].map((m) => ({
    specifier: m[1]!,
    index: m.index! + m[0].indexOf(m[1]!),
    typeOnly: /^\s*(?:import|export)\s+type\s/.test(m[0]),
  }));
}

/** Whether a demo imports MUI X Charts (Community or Pro), whose responsive charts need a layout width. */
export function usesCharts(specifiers: string[]): boolean {
  return specifiers.some((s) => /^@mui\/x-charts(-pro)?(\/|$)/.test(s));
}

const OPENER = /[/'"`]/g;

/** `source` with comments and template literals replaced by spaces (newlines kept), so offsets stay true. */
function maskCommentsAndTemplates(source: string): string {
  // Built from slices, skipping to the next opener: every demo is scanned on each dev start and build.
  const out: string[] = [];
  let kept = 0;
  const blank = (from: number, to: number) => {
    out.push(source.slice(kept, from), source.slice(from, to).replace(/[^\n]/g, ' '));
    kept = to;
  };
  let i = 0;
  while (i < source.length) {
    // Straight to the next character that can open a comment, a string or a template.
    OPENER.lastIndex = i;
    const opener = OPENER.exec(source);
    if (!opener) break;
    i = opener.index;
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      blank(i, end < 0 ? source.length : end);
      i = end < 0 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      // A string is kept (import specifiers are strings); only its end is found.
      i += 1;
      while (i < source.length && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '`') {
      let j = i + 1;
      let depth = 0;
      while (j < source.length) {
        if (source[j] === '\\') j += 2;
        else if (depth === 0 && source[j] === '`') break;
        else if (source[j] === '$' && source[j + 1] === '{') (depth += 1), (j += 2);
        else if (depth > 0 && source[j] === '}') (depth -= 1), (j += 1);
        else j += 1;
      }
      blank(i, Math.min(j + 1, source.length));
      i = j + 1;
    } else i += 1;
  }
  out.push(source.slice(kept));
  return out.join('');
}

export { packageOf };

/**
 * The npm dependencies of a demo, pinned to the versions installed here, for CodeSandbox and StackBlitz.
 * An adapter whose date library is unknown is an error: the sandbox would not run.
 */
export function demoDependencies(source: string, file: string, projectRoot: string): { dependencies: Record<string, string>; diagnostics: Diagnostic[] } {
  const importer = path.resolve(file);
  // A package of the content's own node_modules is pinned to the version installed there.
  const requires = [...(resolutionOf(importer)?.contentModules ?? []).map((modules) => createRequire(path.join(modules, 'package.json'))), createRequire(path.join(projectRoot, 'package.json'))];
  const diagnostics: Diagnostic[] = [];
  const names = new Set(BASE_PACKAGES);
  for (const { specifier, index, typeOnly } of importSpecifiers(source)) {
    if (typeOnly || aliasedPath(specifier, importer)) continue;
    const pkg = packageOf(specifier);
    if (!pkg) continue;
    names.add(pkg);
    const adapter = specifier.match(/\/(Adapter\w+)$/)?.[1];
    if (adapter && pkg.startsWith('@mui/x-date-pickers')) {
      const library = ADAPTER_PACKAGES[adapter] ?? installedAdapterLibrary(pkg, adapter, requires);
      if (library) names.add(library);
      else {
        diagnostics.push(
          diagnostic('demo-adapter-unknown', 'error', file, positionAt(source, index), `Cannot determine the npm package of the date adapter "${adapter}".`, `Use one of ${Object.keys(ADAPTER_PACKAGES).join(', ')}.`),
        );
      }
    }
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) {
    dependencies[name] = requires.map((require) => installedVersion(require, name)).find(Boolean) ?? 'latest';
  }
  return { dependencies, diagnostics };
}

const adapterLibraries = new Map<string, string | undefined>();

/**
 * The date library of an adapter the table above does not know (MUI X v9's `AdapterDayjsBuddhist`),
 * read from the installed pickers package: the optional peer dependency of the package that the
 * adapter's module imports (`dayjs`).
 */
function installedAdapterLibrary(pkg: string, adapter: string, requires: NodeRequire[]): string | undefined {
  for (const require of requires) {
    let manifestFile: string;
    try {
      manifestFile = require.resolve(`${pkg}/package.json`);
    } catch {
      continue;
    }
    const key = `${manifestFile}\0${adapter}`;
    if (!adapterLibraries.has(key)) adapterLibraries.set(key, adapterImport(path.dirname(manifestFile), adapter, readManifest(manifestFile)?.peerDependenciesMeta));
    return adapterLibraries.get(key);
  }
  return undefined;
}

function adapterImport(dir: string, adapter: string, peersMeta: unknown): string | undefined {
  const optional = new Set(Object.entries((peersMeta ?? {}) as Record<string, { optional?: boolean }>).flatMap(([name, meta]) => (meta?.optional && !name.startsWith('@') ? [name] : [])));
  for (const file of [`${adapter}.js`, `${adapter}.mjs`, 'index.js', 'index.mjs'].map((name) => path.join(dir, adapter, name))) {
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:\brequire\(\s*|\bfrom\s+|\bimport\s+)['"]([^'"]+)['"]/g)) {
      const imported = packageOf(match[1]!);
      if (imported && optional.has(imported)) return imported;
    }
  }
  return undefined;
}

function installedVersion(require: NodeRequire, name: string): string | undefined {
  let file: string;
  try {
    file = require.resolve(`${name}/package.json`);
  } catch {
    return undefined;
  }
  const version = readManifest(file)?.version;
  return typeof version === 'string' ? version : undefined;
}
