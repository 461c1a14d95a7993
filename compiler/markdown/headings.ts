import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../../templates/shared/page';

/**
 * Gives h2–h4 stable GitHub-style ids (unique per page; an author id is kept), appends an anchor link
 * to h2/h3, and returns the table of contents (h2 and h3).
 */
export function slugHeadings(tree: Root): TocEntry[] {
  const slugger = new GithubSlugger();
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
