import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/**
 * Only `:::name` containers are enabled: inline `:name` directives would turn ordinary prose
 * such as "Note:this" into nodes.
 */
function remarkContainerDirectives(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  const flow = directive().flow![58] as unknown as Array<{ concrete?: boolean }>;
  // The container construct is the only concrete one; the package does not export it by name.
  const container = flow.filter((construct) => construct.concrete === true);
  (data.micromarkExtensions ??= []).push({ flow: { 58: container } });
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkContainerDirectives).freeze();

/** Markdown text → mdast with positions. */
export function parseMarkdown(body: string): Root {
  return parser.runSync(parser.parse(body)) as Root;
}
