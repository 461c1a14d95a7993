import { build, type Message } from 'esbuild';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { diagnostic, type Diagnostic } from '../diagnostics';

export type LoadResult<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

let counter = 0;

/**
 * Evaluates a TypeScript module (`pages.ts`, `site.config.ts`) and returns its default export.
 * Bundled by esbuild so it may import siblings; packages stay external and resolve from the project.
 */
export async function loadTsModule<T>(file: string, displayPath: string, cacheDir: string): Promise<LoadResult<T>> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      logLevel: 'silent',
      sourcemap: 'inline',
    });
    code = result.outputFiles[0]!.text;
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
    const mod = (await import(pathToFileURL(outFile).href)) as { default?: T };
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
    const where = locateThrow(err, outFile);
    return {
      ok: false,
      diagnostics: [
        diagnostic(
          'module-throws',
          'error',
          displayPath,
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

/** Finds the first stack frame in the evaluated file; good enough with inline source maps enabled. */
function locateThrow(error: Error, outFile: string): { line: number; column: number } | undefined {
  const href = pathToFileURL(outFile).href;
  const frame = (error.stack ?? '').split('\n').find((l) => l.includes(href));
  const match = frame?.match(/:(\d+):(\d+)\)?$/);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
