import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visitParents } from 'unist-util-visit-parents';
import { escapeHtml } from '../../templates/document';
import { highlightedLines, markedLines } from '../code/code-lines';
import { readDiff, readNotations, type NotatedCode } from '../code/code-notations';
import { parseFenceMeta } from './fence-meta';
import { highlightHtml } from '../code/highlight-html';
import type { Highlighter } from './highlight-cache';

/** Fence languages shown as they are, without highlighting. */
const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'diff-plain']);
/** Languages of commands typed in a terminal: their block is framed as one. */
const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shellsession', 'powershell', 'ps1', 'bat', 'cmd']);

export interface CodeBlockOptions {
  /** Number the lines of every block that does not say otherwise (`showLineNumbers=false`). */
  lineNumbers?: boolean;
}

/**
 * Build-time highlighting of fenced code (`pre > code` with a `language-*` or `lang-*` class), as
 * rehype-highlight did it (the `hljs` class added, `no-highlight` and plain text left alone, no
 * detection): the highlighted HTML is kept in the `dataHighlighted` property, which the `code`
 * component renders as the element's content; the children keep the plain text for everything else
 * that reads the tree. No highlighter ships to the browser.
 *
 * The fence's meta and the notation comments in the code (see `readNotations`) are rendered here
 * too: marked lines, a diff's added and removed lines, line numbers, and the block's frame (a title,
 * a terminal), as `data-*` properties of the `pre` that the `pre` component reads.
 */
export function highlightCode(tree: Root, highlight: Highlighter = highlightHtml, options: CodeBlockOptions = {}): Root {
  visitParents(tree, 'element', (node: Element, ancestors) => {
    const parent = ancestors[ancestors.length - 1];
    if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
    const meta = parseFenceMeta(typeof node.properties.dataMeta === 'string' ? node.properties.dataMeta : undefined);
    delete node.properties.dataMeta;
    const language = languageOf(node);
    const text = toString(node);
    const diff = language === 'diff' ? readDiff(text) : undefined;
    const notated: NotatedCode = diff?.marks.size ? diff : readNotations(text);
    for (const line of meta.lines) notated.marks.set(line - 1, new Set([...(notated.marks.get(line - 1) ?? []), 'highlight']));
    // Everything else that reads the tree (search, ids, the copy of a page) reads the code as shown.
    if (notated.code !== text) node.children = [{ type: 'text', value: notated.code }];
    const lineNumbers = meta.lineNumbers ?? options.lineNumbers ?? false;
    const highlightable = language !== undefined && !PLAIN_TEXT.has(language) && notated !== diff;
    if (language !== undefined && !PLAIN_TEXT.has(language)) {
      const classes = Array.isArray(node.properties.className) ? node.properties.className : (node.properties.className = []);
      if (!classes.includes('hljs')) classes.unshift('hljs');
    }
    let html = highlightable && notated.code ? highlight(notated.code, language) : undefined;
    if (notated.marks.size || lineNumbers) html = markedLines(highlightedLines(html ?? escapeHtml(notated.code)), notated.marks);
    if (html && notated.code) node.properties.dataHighlighted = html;
    Object.assign(parent.properties, frameProperties(meta.title, language, notated, lineNumbers));
  });
  return tree;
}

/** What the `pre` component needs to frame the block and style its lines. */
function frameProperties(title: string | undefined, language: string | undefined, notated: NotatedCode, lineNumbers: boolean): Element['properties'] {
  const kinds = new Set([...notated.marks.values()].flatMap((set) => [...set]));
  return {
    ...(title !== undefined ? { dataTitle: title } : {}),
    ...(language !== undefined && SHELL.has(language) ? { dataFrame: 'terminal' } : {}),
    ...(lineNumbers ? { dataLineNumbers: '' } : {}),
    ...(kinds.has('focus') ? { dataFocus: '' } : {}),
    ...(kinds.has('add') || kinds.has('remove') ? { dataDiff: '' } : {}),
  };
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
