import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visitParents } from 'unist-util-visit-parents';
import { highlightHtml } from './highlight-html';
import type { Highlighter } from './highlight-cache';

/** Fence languages shown as they are, without highlighting. */
const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'diff-plain']);

/**
 * Build-time highlighting of fenced code (`pre > code` with a `language-*` or `lang-*` class), as
 * rehype-highlight did it (the `hljs` class added, `no-highlight` and plain text left alone, no
 * detection): the highlighted HTML is kept in the `dataHighlighted` property, which the `code`
 * component renders as the element's content; the children keep the plain text for everything else
 * that reads the tree. No highlighter ships to the browser.
 */
export function highlightCode(tree: Root, highlight: Highlighter = highlightHtml): Root {
  visitParents(tree, 'element', (node: Element, ancestors) => {
    const parent = ancestors[ancestors.length - 1];
    if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
    const language = languageOf(node);
    if (!language || PLAIN_TEXT.has(language)) return;
    const classes = Array.isArray(node.properties.className) ? node.properties.className : (node.properties.className = []);
    if (!classes.includes('hljs')) classes.unshift('hljs');
    const text = toString(node);
    const html = highlight(text, language);
    if (html && text) node.properties.dataHighlighted = html;
  });
  return tree;
}

/** The fence's language, from the first `lang-*` or `language-*` class; undefined for none or `no-highlight`. */
function languageOf(node: Element): string | undefined {
  const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
  if (classes.some((value) => value === 'no-highlight' || value === 'nohighlight')) return undefined;
  for (const value of classes) {
    if (value.startsWith('lang-')) return value.slice(5);
    if (value.startsWith('language-')) return value.slice(9);
  }
  return undefined;
}
