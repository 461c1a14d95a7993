import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 160;

export interface PageHead {
  title?: string;
  description?: string;
}

/**
 * Takes the `# Title` and the `<p class="description">` out of the tree: the page template renders them
 * as the heading and the subheader. Over-long values are warnings, as in mui.com's own build.
 */
export function extractPageHead(tree: Root, file: string, diagnostics: Diagnostic[]): PageHead {
  const head: PageHead = {};
  const kept: Root['children'] = [];
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName === 'h1' && head.title === undefined) {
      head.title = toString(node).trim();
      if (head.title.length > TITLE_MAX) {
        diagnostics.push(
          diagnostic('title-too-long', 'warning', file, node.position?.start, `Title is ${head.title.length} characters; keep it under ${TITLE_MAX + 1} for search results.`, 'Shorten the # heading or set a shorter front matter title.'),
        );
      }
      continue;
    }
    if (isDescription(node) && head.description === undefined) {
      head.description = toString(node).replace(/\s+/g, ' ').trim();
      if (head.description.length > DESCRIPTION_MAX) {
        diagnostics.push(
          diagnostic('description-too-long', 'warning', file, node.position?.start, `Description is ${head.description.length} characters; search engines cut it after ${DESCRIPTION_MAX}.`, 'Shorten the <p class="description"> text.'),
        );
      }
      continue;
    }
    kept.push(node);
  }
  tree.children = kept;
  return head;
}

function isDescription(node: Root['children'][number]): node is Element {
  if (node.type !== 'element' || node.tagName !== 'p') return false;
  const className = node.properties.className;
  return Array.isArray(className) && className.includes('description');
}
