import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../../templates/shared/page';

/** See SiteConfig.headingIds: GitHub's ids, MUI X v8's, or MUI X v9's (HTML entities dropped). */
export type HeadingIds = 'github' | 'mui' | 'mui-v9';

/**
 * Gives h2–h4 stable ids (unique per page; an author id is kept), GitHub's by default or MUI's (see
 * `muiSlugger`), appends an anchor link to h2/h3, and returns the table of contents (h2 and h3).
 */
export function slugHeadings(tree: Root, ids: HeadingIds = 'github'): TocEntry[] {
  const slugger = ids === 'github' ? new GithubSlugger() : muiSlugger(ids === 'mui-v9');
  const toc: TocEntry[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'h2' && node.tagName !== 'h3' && node.tagName !== 'h4') return;
    const text = toString(node).trim();
    const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text);
    node.properties.id = id;
    if (node.tagName === 'h4') return;
    const depth = node.tagName === 'h2' ? 2 : 3;
    toc.push({ id, text, depth });
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: { className: ['anchor-link'], href: `#${id}`, ariaLabel: `Link to ${text}`, tabIndex: -1 },
      children: [{ type: 'text', value: '#' }],
    });
  });
  return toc;
}

/** Every id the content really has, for anchor checks. */
export function collectIds(tree: Root): string[] {
  const ids: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.push(node.properties.id);
    if (typeof node.properties.name === 'string' && node.tagName === 'a') ids.push(node.properties.name);
  });
  return ids;
}

/**
 * The ids MUI's docs give their headings (`textToHash` of @mui/internal-markdown), so links written
 * for mui.com reach the same sections: computed on the heading's HTML text (`"` is `&quot;`, hence
 * MUI X v8's `…-quot-onaccept-quot`; v9's drops every entity: `…-onaccept`), punctuation and
 * whitespace runs made one hyphen, emoji and the U+2011–U+26FF symbols (dashes, arrows) dropped,
 * repeats numbered from -2.
 */
export function muiSlugger(dropEntities = false): { slug(text: string): string } {
  const used = new Set<string>();
  const entities = dropEntities ? /&(?:#x[\da-fA-F]+|#\d+|\w+);/g : /=&gt;|&lt;| \/&gt;|&#39;/g;
  return {
    slug(text) {
      const hash = text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;')
        .toLowerCase()
        .replace(entities, '')
        .replace(/[!@#$%^&*()=_+[\]{}`~;:'"|,.<>/?\s]+/g, '-')
        .replace(/([\uE000-\uF8FF]|\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDFFF]|[\u2011-\u26FF]|\uD83E[\uDD10-\uDDFF])\uFE0F?/g, '')
        .replace(/-+/g, '-')
        .replace(/^-|-$/g, '');
      let unique = hash;
      for (let i = 2; used.has(unique); i += 1) unique = `${hash}-${i}`;
      used.add(unique);
      return unique;
    },
  };
}
