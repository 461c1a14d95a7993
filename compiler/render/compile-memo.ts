import { compileSource, servedAt, type CompileInput, type CompiledPage, type CompiledSource } from '../markdown/compile-page';

/** Sources kept: a page's twins are rendered one after the other (the pool sends them together). */
const KEPT = 8;

/**
 * Compiles each markdown source once per worker for all the routes that serve it: an untranslated
 * page is served in every language from the same file, and only its links differ. Sources compiled
 * ahead (`warm`) stay until their last route is rendered.
 */
export class CompileMemo {
  private readonly sources = new Map<string, CompiledSource>();
  private readonly warmed = new Map<string, CompiledSource>();

  /** `keep`: a twin of this page follows, so the compiled source stays here, unchanged, for it. */
  compile(input: CompileInput, keep: boolean): CompiledPage {
    const key = keyOf(input);
    const compiled = this.sources.get(key) ?? this.warmed.get(key) ?? compileSource(input);
    this.warmed.delete(key);
    if (!keep) {
      // The last of its twins: the tree is this page's to change.
      this.sources.delete(key);
      return servedAt(compiled, input.route, input.languagePrefix, false);
    }
    this.sources.set(key, compiled);
    if (this.sources.size > KEPT) this.sources.delete(this.sources.keys().next().value!);
    return servedAt(compiled, input.route, input.languagePrefix, true);
  }

  /** Compiles a source before its page is rendered (while the navigation is not known yet). */
  warm(input: CompileInput): CompiledSource {
    const key = keyOf(input);
    const compiled = this.warmed.get(key) ?? compileSource(input);
    this.warmed.set(key, compiled);
    return compiled;
  }
}

function keyOf(input: CompileInput): string {
  return JSON.stringify([input.file, input.displayPath, input.contentPath, input.contentDir, input.base, input.defaultLanguage, [...input.components], input.externalLinks ?? null, input.headingIds ?? null, input.codeLineNumbers ?? false, input.source]);
}
