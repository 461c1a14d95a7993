import { compilePage, type CompiledPage } from '../../compiler/markdown/compile-page';
import type { ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';

/** Compiles markdown as the page `/guide/` of a site, with the fixture's folder for demos. */
export function compile(source: string, options: { route?: string; dir?: string; components?: string[] } = {}): CompiledPage & { html: string } {
  const route = options.route ?? '/guide/';
  const dir = options.dir ?? '/nowhere';
  const page = compilePage({
    source,
    route,
    file: `${dir}/index.md`,
    displayPath: 'page.md',
    contentPath: `${route.slice(1)}index.md`,
    // Demos sit next to the page in `dir`, so their keys are bare names.
    contentDir: dir,
    base: '/',
    defaultLanguage: 'en',
    components: new Map((options.components ?? []).map((name) => [name, name])),
  });
  return { ...page, html: toHtml(withHighlightedCode(page.hast), { allowDangerousHtml: true }) };
}

/** The tree as the `code` component renders it: a highlighted fence's HTML (`dataHighlighted`) as its content. */
function withHighlightedCode<T extends Root | ElementContent>(node: T): T {
  if (node.type === 'element' && typeof node.properties.dataHighlighted === 'string') {
    const { dataHighlighted, ...properties } = node.properties;
    return { ...node, properties, children: [{ type: 'raw', value: dataHighlighted } as unknown as ElementContent] };
  }
  return 'children' in node ? { ...node, children: (node.children as ElementContent[]).map(withHighlightedCode) } : node;
}
