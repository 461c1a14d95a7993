import type { BlockContent, Code, Nodes, Paragraph, Root, RootContent } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { servedHref, type LinkContext } from '../markdown/links';

export interface TwinInput {
  /** The page's tree after the compile stages (callouts and embeds marked), shared with the HTML: never changed here. */
  mdast: Root;
  /** Where the page is served: its links resolve from there, as in the HTML. */
  links: LinkContext;
  /** The description paragraph's text, as the page head took it. */
  description?: string;
  /** The TypeScript source of each demo embedded, by its name on the page. */
  demoSources: ReadonlyMap<string, string>;
}

const CALLOUT_LABELS: Record<string, string> = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' };

type Data = { hName?: string; hProperties?: Record<string, unknown> };

/**
 * The page as standalone markdown, for readers who hand it to an AI assistant: each demo embed is
 * its TypeScript source in a fenced block, callouts are quotes with their kind, links are absolute
 * under the site's base, and the description is a plain paragraph.
 */
export function pageMarkdown(input: TwinInput): string {
  const root: Root = { type: 'root', children: input.mdast.children.flatMap((child) => twinNodes(child, input)) as RootContent[] };
  return toMarkdown(root, { extensions: [gfmToMarkdown({ tablePipeAlign: false }), directiveToMarkdown()], bullet: '-', rule: '-', fences: true, listItemIndent: 'one' });
}

function twinNodes(node: Nodes, input: TwinInput): Nodes[] {
  const data = node.data as Data | undefined;
  if (data?.hName === 'docs-demo') {
    const source = input.demoSources.get(String(data.hProperties?.name ?? ''));
    return source === undefined ? [] : [{ type: 'code', lang: 'tsx', value: source.trimEnd() } satisfies Code];
  }
  // Component embeds (ads, link headers) are page furniture, not content.
  if (data?.hName === 'docs-component') return [];
  switch (node.type) {
    case 'containerDirective': {
      const label = CALLOUT_LABELS[String(data?.hProperties?.severity ?? 'info')] ?? 'Note';
      const children = node.children.flatMap((child) => twinNodes(child, input)) as BlockContent[];
      const [first, ...rest] = children;
      const lead: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: `${label}:` }] }] };
      const opened = first?.type === 'paragraph' ? [{ ...first, children: [...lead.children, { type: 'text', value: ' ' }, ...first.children] } as Paragraph, ...rest] : [lead, ...children];
      return [{ type: 'blockquote', children: opened }];
    }
    case 'html':
      return /^<p\s+class=["']description["']/.test(node.value) && input.description ? [{ type: 'paragraph', children: [{ type: 'text', value: input.description }] }] : [node];
    case 'link':
    case 'definition':
      return [{ ...node, url: servedHref(node.url, input.links).href, ...('children' in node ? { children: node.children.flatMap((child) => twinNodes(child, input)) } : {}) } as Nodes];
    default:
      return 'children' in node ? [{ ...node, children: node.children.flatMap((child) => twinNodes(child, input)) } as Nodes] : [node];
  }
}
