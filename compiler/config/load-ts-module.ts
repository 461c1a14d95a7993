import type { Message, Plugin } from 'esbuild';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { esbuildApi } from '../helpers/esbuild-api';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { nativeImport } from '../helpers/native-import';
import { originalPosition, stackFrame, type SourcePosition } from '../startup/source-mapped-stack';
import { takeProbe } from './evaluation-probe';
import { isPlainDataModule } from './plain-data-module';
import { DEFAULT_RENDER_TIMEOUT_S } from '../demos/watched-steps';

export type LoadResult<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

let counter = 0;

/**
 * Evaluates a TypeScript module (`pages.ts`, `site.config.ts`) and returns its default export.
 * Bundled by esbuild so it may import siblings; packages stay external, resolved where the module
 * lives (resolveFromSite), though the bundle is evaluated from the cache folder.
 * A module still evaluating after `limitSeconds` (a loop) is stopped and reported: it is evaluated
 * in a thread of its own first (`EvaluationProbe`), then here; unless it is plain data
 * (`isPlainDataModule`), which runs no code. A small site's config and navigation usually are: their
 * two probe threads were a fifth of the CPU of its `docs check`.
 */
export function loadTsModule<T>(file: string, displayPath: string, cacheDir: string, limitSeconds = DEFAULT_RENDER_TIMEOUT_S): Promise<LoadResult<T>> {
  // A build reads the config twice at once (the type-check starts as the site loads): one evaluation
  // serves both. A load that starts once it settled evaluates the module again, as an edit needs.
  const key = JSON.stringify([file, displayPath, cacheDir, limitSeconds]);
  let loading = inFlight.get(key);
  if (!loading) {
    loading = bundleAndImport<T>(file, displayPath, cacheDir, limitSeconds).finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
  }
  return loading as Promise<LoadResult<T>>;
}

const inFlight = new Map<string, Promise<LoadResult<unknown>>>();

async function bundleAndImport<T>(file: string, displayPath: string, cacheDir: string, limitSeconds: number): Promise<LoadResult<T>> {
  let code: string;
  try {
    const result = await esbuildApi().build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      plugins: [resolveFromSite],
      logLevel: 'silent',
      sourcemap: 'inline',
    });
    code = withAbsoluteSources(result.outputFiles[0]!.text);
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? [];
    return {
      ok: false,
      diagnostics: errors.length
        ? errors.map((m) =>
            diagnostic(
              'module-syntax',
              'error',
              m.location ? path.relative(process.cwd(), m.location.file) || displayPath : displayPath,
              m.location ? { line: m.location.line, column: m.location.column + 1 } : undefined,
              m.text,
              'Fix the TypeScript syntax error; the file must be a valid ES module.',
            ),
          )
        : [diagnostic('module-syntax', 'error', displayPath, undefined, String(error))],
    };
  }
  await mkdir(cacheDir, { recursive: true });
  counter += 1;
  const outFile = path.join(cacheDir, `${path.basename(file)}.${process.pid}.${counter}.mjs`);
  await writeFile(outFile, code);
  try {
    if (!isPlainDataModule(code) && !(await settlesWithin(outFile, limitSeconds))) return { ok: false, diagnostics: [timedOut(displayPath, limitSeconds)] };
    const mod = (await nativeImport(pathToFileURL(outFile).href)) as { default?: T };
    if (mod.default === undefined) {
      return {
        ok: false,
        diagnostics: [
          diagnostic('module-no-default', 'error', displayPath, { line: 1, column: 1 }, `${displayPath} has no default export`, 'Add `export default …`.'),
        ],
      };
    }
    return { ok: true, value: mod.default };
  } catch (error) {
    const err = error as Error;
    const where = locateThrow(err, outFile, code);
    const thrownIn = where?.file && where.file !== path.resolve(file) ? path.relative(process.cwd(), where.file) : displayPath;
    return {
      ok: false,
      diagnostics: [
        diagnostic(
          'module-throws',
          'error',
          thrownIn,
          where,
          `${displayPath} throws when evaluated: ${err.message}`,
          'The module must evaluate without throwing; fix the expression at this location.',
        ),
      ],
    };
  } finally {
    await rm(outFile, { force: true });
  }
}

/** Whether the module's evaluation settles within the limit, tried in a probe thread (see `EvaluationProbe`). */
async function settlesWithin(outFile: string, limitSeconds: number): Promise<boolean> {
  const probe = takeProbe();
  try {
    return await probe.settlesWithin(pathToFileURL(outFile).href, limitSeconds * 1000);
  } finally {
    probe.release();
  }
}

function timedOut(displayPath: string, limitSeconds: number): Diagnostic {
  return diagnostic(
    'module-timeout',
    'error',
    displayPath,
    { line: 1, column: 1 },
    `${displayPath} did not finish evaluating within ${limitSeconds} s: it was stopped.`,
    'Look for a loop that never ends (or a promise that never settles, awaited at the top level) in the module or a module it imports.',
  );
}

const FROM_SITE = Symbol('resolve-from-site');

/**
 * A package import stays external, named by the file it resolves to from the importing module's
 * folder: the site's node_modules (MUI's `data/pages.ts` imports `@mui/icons-material`), with the
 * `import` conditions Node uses. One the site does not have stays a bare name, found from the
 * cache folder (the compiler's own packages).
 */
const resolveFromSite: Plugin = {
  name: 'resolve-from-site',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === FROM_SITE || path.isAbsolute(args.path)) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: FROM_SITE });
      if (found.errors.length || found.external || !found.path) return { path: args.path, external: true };
      return { path: pathToFileURL(found.path).href, external: true };
    });
  },
};

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

function inlineMap(code: string): SourceMapPayload | undefined {
  const match = INLINE_MAP.exec(code);
  return match ? (JSON.parse(Buffer.from(match[1]!, 'base64').toString('utf8')) as SourceMapPayload) : undefined;
}

/**
 * esbuild writes the sources of an in-memory bundle relative to the working directory; the module is
 * imported from the cache folder, where such paths would resolve elsewhere. Absolute file URLs make stack
 * traces (with source maps enabled) name the real files.
 */
function withAbsoluteSources(code: string): string {
  const map = inlineMap(code);
  if (!map) return code;
  map.sources = map.sources.map((s) => (/^[a-z]+:/i.test(s) ? s : pathToFileURL(path.resolve(s)).href));
  const encoded = Buffer.from(JSON.stringify(map)).toString('base64');
  return code.replace(INLINE_MAP, `\n//# sourceMappingURL=data:application/json;base64,${encoded}\n`);
}

/**
 * Where the module threw, in its own source: the first stack frame in one of the bundled sources (when
 * Node applies source maps: `--enable-source-maps`), else the first frame in the evaluated bundle,
 * mapped back through its map.
 */
function locateThrow(error: Error, outFile: string, code: string): SourcePosition | undefined {
  const map = inlineMap(code);
  const sources = new Set((map?.sources ?? []).map((s) => (s.startsWith('file:') ? fileURLToPath(s) : s)));
  for (const line of (error.stack ?? '').split('\n').slice(1)) {
    const frame = stackFrame(line);
    if (!frame) continue;
    if (sources.has(frame.file)) return { file: frame.file, line: frame.line, column: frame.column };
    if (frame.file === outFile && map) return originalPosition(new SourceMap(map), frame.line, frame.column, path.dirname(outFile));
  }
  return undefined;
}
