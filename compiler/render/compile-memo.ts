import { compileSource, servedAt, type CompileInput, type CompiledPage, type CompiledSource } from '../markdown/compile-page';

/** Sources kept: a page's twins are rendered one after the other (the pool sends them together). */
const KEPT = 8;

/**
 * Compiles each markdown source once per worker for all the routes that serve it: an untranslated
 * page is served in every language from the same file, and only its links differ.
 */
export class CompileMemo {
  private readonly sources = new Map<string, CompiledSource>();

  compile(input: CompileInput): CompiledPage {
    const key = JSON.stringify([input.file, input.displayPath, input.contentPath, input.contentDir, input.base, input.defaultLanguage, [...input.components], input.source]);
    const known = this.sources.get(key);
    if (known) return servedAt(known, input.route, input.languagePrefix, true);
    const compiled = compileSource(input);
    this.sources.set(key, compiled);
    if (this.sources.size > KEPT) this.sources.delete(this.sources.keys().next().value!);
    // The kept tree must stay as compiled: this page gets a copy to resolve its links in.
    return servedAt(compiled, input.route, input.languagePrefix, true);
  }
}
