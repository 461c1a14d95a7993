import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** What a fence's meta says (```` ```tsx title="src/App.tsx" {1,4-6} showLineNumbers ````). */
export interface FenceMeta {
  /** `title="…"`: the block's frame shows it. */
  title?: string;
  /** Line numbers (from 1) of `{1,4-6}`. */
  lines: Set<number>;
  /** `showLineNumbers`, or `showLineNumbers=false` against the site's default. */
  lineNumbers?: boolean;
  /** The words left: a code tab's label (```` ```bash npm ````). */
  label?: string;
}

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')/;
const RANGES = /\{([\d\s,-]+)\}/;
const LINE_NUMBERS = /\bshowLineNumbers(?:=(true|false))?\b/;
/** Ranges wider than this are read as a typo, not as an instruction to mark that many lines. */
const MAX_RANGE = 10_000;

export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  let rest = meta ?? '';
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    if (match) rest = rest.slice(0, match.index) + ' ' + rest.slice(match.index + match[0].length);
    return match;
  };
  const title = take(TITLE);
  const ranges = take(RANGES);
  const numbers = take(LINE_NUMBERS);
  const label = rest.trim().replace(/\s+/g, ' ');
  return {
    ...(title ? { title: title[1] ?? title[2]! } : {}),
    lines: ranges ? lineSet(ranges[1]!) : new Set(),
    ...(numbers ? { lineNumbers: numbers[1] !== 'false' } : {}),
    ...(label ? { label } : {}),
  };
}

function lineSet(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number.parseInt(n.trim(), 10));
    if (!Number.isInteger(from) || !Number.isInteger(to) || from! < 1 || to! < from! || to! - from! > MAX_RANGE) continue;
    for (let line = from!; line <= to!; line += 1) lines.add(line);
  }
  return lines;
}

/** Each fence's meta kept on its `code` element (`data-meta`): remark-rehype drops it otherwise. */
export function keepFenceMeta(tree: Root): void {
  visit(tree, 'code', (node: Code) => {
    if (!node.meta?.trim()) return;
    const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
    data.hProperties = { ...data.hProperties, dataMeta: node.meta };
  });
}
