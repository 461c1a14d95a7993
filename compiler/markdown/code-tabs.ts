import type { Code, Html, Parent, Root, RootContent } from 'mdast';
import type { Position } from 'unist';
import { visit } from 'unist-util-visit';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { parseFenceMeta } from './fence-meta';

/** The hast elements a group becomes: `docs-code-tabs` > `docs-code-tab` (one per fence) > `pre`. */
export const CODE_TABS_TAG = 'docs-code-tabs';
export const CODE_TAB_TAG = 'docs-code-tab';

const OPENING = /^<codeblock(\s[^>]*)?>\s*$/i;
const CLOSING = /^<\/codeblock\s*>\s*$/i;
/** A `<codeblock>` tag anywhere in an HTML node: written where the opening or closing line cannot be read alone. */
const ANY_TAG = /<\/?codeblock[\s>]/i;
const STORAGE_KEY = /\sstorageKey\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

declare module 'mdast' {
  interface BlockContentMap {
    codeTabs: CodeTabsNode;
  }
  interface RootContentMap {
    codeTabs: CodeTabsNode;
    codeTab: CodeTabNode;
  }
}

/** A group of tabs in the markdown tree; the HTML and the markdown twin are made from it. */
export interface CodeTabsNode extends Parent {
  type: 'codeTabs';
  children: CodeTabNode[];
  data: { hName: typeof CODE_TABS_TAG; hProperties: { id: string; dataStorageKey?: string } };
}

export interface CodeTabNode extends Parent {
  type: 'codeTab';
  children: [Code];
  data: { hName: typeof CODE_TAB_TAG; hProperties: { dataLabel: string } };
}

/**
 * `<codeblock storageKey="…">`, fenced blocks, `</codeblock>` (MUI's code tabs) → a `codeTabs` node
 * whose tabs are labelled from each fence's meta (```` ```bash npm ```` is the tab "npm"). A group
 * that cannot be read (never closed, empty, with something other than fences inside) is reported and
 * left as written: its fences show one after another, so nothing the author wrote is lost.
 */
export function transformCodeTabs(tree: Root, file: string, diagnostics: Diagnostic[]): void {
  let groups = 0;
  visit(tree, (node) => {
    if (!('children' in node) || node.type === 'paragraph' || node.type === 'heading') {
      if (node.type === 'html' && ANY_TAG.test(node.value) && !OPENING.test(node.value) && !CLOSING.test(node.value)) {
        diagnostics.push(diagnostic('code-tabs-tag-alone', 'error', file, node.position?.start, 'A <codeblock> or </codeblock> tag must be alone on its line, with a blank line before and after it.', 'Put a blank line between the tag and the text or fence next to it.'));
      }
      return undefined;
    }
    const parent = node as Parent;
    parent.children = groupTabs(parent.children as RootContent[], file, diagnostics, () => (groups += 1));
    return undefined;
  });
}

function groupTabs(children: RootContent[], file: string, diagnostics: Diagnostic[], nextId: () => number): RootContent[] {
  const out: RootContent[] = [];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i]!;
    if (node.type === 'html' && CLOSING.test(node.value)) {
      diagnostics.push(diagnostic('code-tabs-unopened', 'error', file, node.position?.start, 'This </codeblock> closes no <codeblock>.', 'Remove it, or open the group with <codeblock storageKey="…"> before its fences.'));
      out.push(node);
      continue;
    }
    const opening = node.type === 'html' ? OPENING.exec(node.value) : null;
    if (!opening) {
      out.push(node);
      continue;
    }
    const end = children.findIndex((child, j) => j > i && child.type === 'html' && (CLOSING.test(child.value) || OPENING.test(child.value)));
    if (end < 0 || !CLOSING.test((children[end] as Html).value)) {
      diagnostics.push(diagnostic('code-tabs-unclosed', 'error', file, node.position?.start, 'This <codeblock> is never closed: its fences are shown one after another.', 'End the group with a line containing only </codeblock>, after a blank line, in the same list item or quote.'));
      out.push(node);
      continue;
    }
    const inside = children.slice(i + 1, end);
    const group = codeTabs(node as Html, inside, children[end] as Html, file, diagnostics, nextId);
    if (group) out.push(group);
    else out.push(...children.slice(i, end + 1));
    i = end;
  }
  return out;
}

function codeTabs(opening: Html, inside: RootContent[], closing: Html, file: string, diagnostics: Diagnostic[], nextId: () => number): CodeTabsNode | undefined {
  const stray = inside.find((child) => child.type !== 'code');
  if (stray) {
    diagnostics.push(diagnostic('code-tabs-content', 'error', file, stray.position?.start, 'Only fenced code blocks can go inside <codeblock>: this group is shown as separate blocks.', 'Move the text out of the group, before <codeblock> or after </codeblock>.'));
    return undefined;
  }
  if (inside.length === 0) {
    diagnostics.push(diagnostic('code-tabs-empty', 'error', file, opening.position?.start, 'This <codeblock> group holds no fenced code block.', 'Put one fenced block per tab inside it, each labelled after its language: ```bash npm'));
    return undefined;
  }
  const fences = inside as Code[];
  const labels = fences.map((fence, index) => tabLabel(fence, index, file, diagnostics));
  const duplicate = labels.find((label, index) => labels.indexOf(label) !== index);
  if (duplicate !== undefined) {
    diagnostics.push(diagnostic('code-tabs-duplicate-label', 'warning', file, opening.position?.start, `Two tabs of this group are labelled "${duplicate}": a reader's choice of one selects the first.`, 'Give each fence its own label after the language.'));
  }
  const storageKey = storageKeyOf(opening.value);
  const position: Position | undefined = opening.position && closing.position ? { start: opening.position.start, end: closing.position.end } : undefined;
  return {
    type: 'codeTabs',
    children: fences.map((fence, index): CodeTabNode => ({ type: 'codeTab', children: [fence], data: { hName: CODE_TAB_TAG, hProperties: { dataLabel: labels[index]! } }, ...(fence.position ? { position: fence.position } : {}) })),
    data: { hName: CODE_TABS_TAG, hProperties: { id: `code-tabs-${nextId()}`, ...(storageKey ? { dataStorageKey: storageKey } : {}) } },
    ...(position ? { position } : {}),
  };
}

/** The words of the fence's meta (```` ```bash npm ```` → "npm"); without any, its language, with a warning. */
function tabLabel(fence: Code, index: number, file: string, diagnostics: Diagnostic[]): string {
  const label = parseFenceMeta(fence.meta).label;
  if (label) return label;
  diagnostics.push(diagnostic('code-tabs-label', 'warning', file, fence.position?.start, `This tab has no label: it is shown as "${fence.lang ?? `Tab ${index + 1}`}".`, 'Write the label after the language on the fence line: ```bash npm'));
  return fence.lang ?? `Tab ${index + 1}`;
}

function storageKeyOf(tag: string): string | undefined {
  const match = STORAGE_KEY.exec(tag);
  const key = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
  return key || undefined;
}
