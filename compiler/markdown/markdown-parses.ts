import type { Root } from 'mdast';
import { parseMarkdownForEdits, reparseMarkdown, type ParsedMarkdown } from './reparse-markdown';

/** Files whose last parse is kept: the pages an author has open, with room to spare. */
const KEPT = 32;

/**
 * The last parse of each page's markdown, so that an edit re-parses only the blocks it reaches
 * (`docs dev` and `--watch`, where the same page is compiled again after each save). A page's
 * markdown took 8-11 ms to parse on the shipped site, half of its compile.
 */
export class MarkdownParses {
  private readonly byFile = new Map<string, ParsedMarkdown>();

  /** The markdown tree of `body`, the text of `file` now; the caller may change it. */
  parse(file: string, body: string): Root {
    const previous = this.byFile.get(file);
    const { tree, parsed } = (previous && reparseMarkdown(previous, body)) || parseMarkdownForEdits(body);
    this.byFile.delete(file);
    this.byFile.set(file, parsed);
    if (this.byFile.size > KEPT) this.byFile.delete(this.byFile.keys().next().value!);
    return tree;
  }
}
