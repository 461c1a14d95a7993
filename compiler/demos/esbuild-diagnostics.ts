import type { Message } from 'esbuild';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { packageOf } from './demo-deps';

/** Whether `error` is esbuild's build failure, which carries located messages. */
export function isBuildFailure(error: unknown): error is Error & { errors: Message[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

/**
 * esbuild's errors about a demo as located diagnostics: an import it cannot resolve is
 * `demo-import-unresolved`, anything else `demo-syntax`. Messages about the bundler's virtual entry
 * modules repeat those about the files and are left out. `displayFile` names a file compiled from stdin.
 */
export function esbuildDiagnostics(messages: Message[], displayFile?: string): Diagnostic[] {
  const located = messages.filter((m) => !m.location?.file.startsWith('docs-demo:'));
  return (located.length ? located : messages).map((m) => {
    const file = displayFile && (!m.location || m.location.file === '<stdin>' || path.resolve(m.location.file) === path.resolve(displayFile)) ? displayFile : m.location ? path.relative(process.cwd(), path.resolve(m.location.file)) : (displayFile ?? '.');
    const at = m.location ? { line: m.location.line, column: m.location.column + 1 } : undefined;
    const unresolved = /^Could not resolve "([^"]+)"/.exec(m.text);
    if (unresolved) {
      const specifier = unresolved[1]!;
      const pkg = packageOf(specifier);
      return diagnostic('demo-import-unresolved', 'error', file, at, `Cannot resolve "${specifier}".`, pkg ? `npm install ${pkg}` : 'Fix the path (it is relative to the importing file), or create the file.');
    }
    return diagnostic('demo-syntax', 'error', file, at, `Demo does not compile: ${m.text}`, NOT_A_MODULE.test(m.text) ? NOT_A_MODULE_HINT : 'Fix the syntax error in the demo file.');
  });
}

/** esbuild's messages about an import of a file that is not a module (an image, a font, a stylesheet a package imports): not a syntax error. */
const NOT_A_MODULE = /^No loader is configured for "[^"]*" files|^Cannot import .* into a JavaScript file without an output path configured/;
const NOT_A_MODULE_HINT = 'A demo imports JavaScript, TypeScript and JSON modules only: put the data in a module, refer to the file by its URL, or remove the import.';
