import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Html, InlineCode, Root as MdastRoot, Text } from 'mdast';
import { parseMarkdown } from '../markdown/parse-markdown';
import { mdastToHast } from '../markdown/to-hast';
import { visit } from 'unist-util-visit';

/** MUI's own generator writes type names as `[[GridColDef]]`, optionally followed by `[]`. */
const MUI_TYPE_NAME = /\[\[([A-Za-z_$][^[\]]*)\]\](\[\])?/g;

/** `[[Name]]` becomes inline code: the site has no page per type. */
function muiTypeNamesAsCode(tree: MdastRoot): void {
  visit(tree, 'text', (node: Text, index, parent) => {
    if (!parent || index === undefined || !node.value.includes('[[')) return;
    const pieces: (Text | InlineCode)[] = [];
    let last = 0;
    for (const match of node.value.matchAll(MUI_TYPE_NAME)) {
      if (match.index > last) pieces.push({ type: 'text', value: node.value.slice(last, match.index) });
      pieces.push({ type: 'inlineCode', value: `${match[1]}${match[2] ?? ''}` });
      last = match.index + match[0].length;
    }
    if (!pieces.length) return;
    if (last < node.value.length) pieces.push({ type: 'text', value: node.value.slice(last) });
    parent.children.splice(index, 1, ...pieces);
    return index + pieces.length;
  });
}

/** A React element written in prose: `<SimpleTreeView />`, `<DataGrid>`. */
const COMPONENT_TAG = /^<\/?[A-Z][\w.]*(\s[^<>]*)?\/?>$/;

/**
 * `On the <SimpleTreeView />, …` names a component; read as HTML, the sanitiser drops the unknown
 * tag and the sentence loses its subject. Such tags become inline code; HTML tags stay HTML.
 */
function componentTagsAsCode(tree: MdastRoot): void {
  visit(tree, 'html', (node: Html, index, parent) => {
    if (!parent || index === undefined || parent.type === 'root' || !COMPONENT_TAG.test(node.value.trim())) return;
    parent.children.splice(index, 1, { type: 'inlineCode', value: node.value.trim() });
  });
}

/**
 * A JSDoc description (markdown) → mdast, MUI's `[[Type]]` names and component tags as inline code. Parsed once per
 * process and text: the same descriptions recur across the grid's plans, the languages, and the HTML,
 * summary and markdown of each page. Callers only read the tree.
 */
export function parseJsDoc(markdown: string): MdastRoot {
  let tree = parsed.get(markdown);
  if (!tree) {
    tree = parseMarkdown(markdown);
    muiTypeNamesAsCode(tree);
    componentTagsAsCode(tree);
    parsed.set(markdown, tree);
  }
  return tree;
}

const parsed = new Map<string, MdastRoot>();

/** The text of a tree's paragraphs as one line: for meta descriptions and search. */
function plainText(tree: HastRoot): string {
  const out: string[] = [];
  visit(tree, 'text', (node) => {
    out.push(node.value);
  });
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * A JSDoc description (markdown) → HTML, with the pipeline the pages use: lists, links, code and
 * emphasis render as they do in a guide, and author HTML is sanitised the same way.
 */
export class JsDocRenderer {
  private readonly html = new Map<string, string>();
  private readonly summaries = new Map<string, string>();

  toHtml(markdown: string): string {
    let html = this.html.get(markdown);
    if (html === undefined) {
      html = markdown ? toHtml(this.toHast(markdown)) : '';
      this.html.set(markdown, html);
    }
    return html;
  }

  /** The first sentence as plain text, at most 160 characters. */
  summary(markdown: string): string {
    let summary = this.summaries.get(markdown);
    if (summary === undefined) {
      const plain = markdown ? plainText(this.toHast(markdown)) : '';
      const sentence = plain.match(/^.+?[.!?](\s|$)/)?.[0]?.trim() ?? plain;
      summary = sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
      this.summaries.set(markdown, summary);
    }
    return summary;
  }

  private toHast(markdown: string): HastRoot {
    return mdastToHast(parseJsDoc(markdown));
  }
}
